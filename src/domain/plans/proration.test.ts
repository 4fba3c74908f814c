import { expect, test } from "vitest";
import { creditLimitFor, daysLeft, periodDays, proratedCharge } from "./proration.ts";

const DAY = 24 * 60 * 60_000;
const startsAt = new Date("2026-10-02T09:00:00Z");
const period = { startsAt, endsAt: new Date(startsAt.getTime() + 30 * DAY) };
const after = (ms: number) => new Date(startsAt.getTime() + ms);

test("a started day counts as a day left; the period's end leaves none", () => {
  expect(periodDays(period)).toBe(30);
  expect(daysLeft(period, startsAt)).toBe(30);
  expect(daysLeft(period, after(10 * DAY + 60_000))).toBe(20);
  expect(daysLeft(period, after(10 * DAY))).toBe(20);
  expect(daysLeft(period, after(30 * DAY - 1))).toBe(1);
  expect(daysLeft(period, after(31 * DAY))).toBe(0);
});

test("the upgrade charge is the fee difference for the days left, rounded down to whole IQD", () => {
  // 35,000 × 20 / 30 = 23,333.33… → 23,333
  expect(proratedCharge(25_000, 60_000, period, after(10 * DAY + 3_600_000))).toBe(23_333);
  // A whole period left: the whole difference; the last day: a thirtieth, rounded down.
  expect(proratedCharge(25_000, 40_000, period, startsAt)).toBe(15_000);
  expect(proratedCharge(25_000, 40_000, period, after(29 * DAY + 1))).toBe(500);
  // 75,000 / 30 = 2,500 exactly per day: no rounding.
  expect(proratedCharge(25_000, 100_000, period, after(28 * DAY))).toBe(5_000);
  expect(Number.isInteger(proratedCharge(25_000, 60_000, period, after(7 * DAY + 5)))).toBe(true);
});

test("moving to a cheaper or equal plan charges nothing now", () => {
  expect(proratedCharge(60_000, 25_000, period, after(DAY))).toBe(0);
  expect(proratedCharge(25_000, 25_000, period, after(DAY))).toBe(0);
});

test("a plan's credit limit is three months of its fee, at least 100,000 IQD", () => {
  expect(creditLimitFor(25_000)).toBe(100_000);
  expect(creditLimitFor(60_000)).toBe(180_000);
  expect(creditLimitFor(100_000)).toBe(300_000);
});
