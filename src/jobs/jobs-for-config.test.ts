import { expect, test } from "vitest";
import { testConfig } from "../../tests/config.ts";
import { jobsFor, schedulerTickMs } from "./jobs.server.ts";

const courierEvery = (minutes: string) =>
  jobsFor(testConfig({ COURIER_SANDBOX_STEP_MINUTES: minutes })).find((j) => j.name === "orders-courier")?.everyMs;

test("the courier is followed once a minute, or once per sandbox step when a step is shorter", () => {
  expect(courierEvery("30")).toBe(60_000);
  expect(courierEvery("0.05")).toBe(3_000);
});

test("the scheduler looks as often as its most frequent job wants, between 1 and 15 seconds", () => {
  expect(schedulerTickMs(jobsFor(testConfig({ COURIER_SANDBOX_STEP_MINUTES: "0.05" })))).toBe(3_000);
  expect(schedulerTickMs([{ name: "slow", everyMs: 3_600_000, run: async () => undefined }])).toBe(15_000);
  expect(schedulerTickMs([{ name: "eager", everyMs: 10, run: async () => undefined }])).toBe(1_000);
});
