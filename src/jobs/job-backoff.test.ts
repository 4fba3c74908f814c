import { expect, test } from "vitest";
import { retryDelayMs } from "./job-backoff.ts";

test("the retry delay doubles from 30 s, stops growing at an hour, and adds at most a fifth as jitter", () => {
  const none = () => 0;
  expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, none))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  expect(retryDelayMs(8, none)).toBe(3_600_000);
  expect(retryDelayMs(40, none)).toBe(3_600_000);
  expect(retryDelayMs(1, () => 0.999)).toBe(35_994);
  expect(retryDelayMs(40, () => 0.5)).toBe(3_960_000);
});
