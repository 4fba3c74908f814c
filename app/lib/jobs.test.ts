import { expect, test } from "vitest";
import { baghdadToday } from "../../src/contracts/business-time.ts";
import { isOpen, splitJobs } from "./jobs.ts";

test("today is the date in Baghdad (UTC+3), not the server's", () => {
  expect(baghdadToday(new Date("2026-11-22T20:59:59Z"))).toBe("2026-11-22");
  expect(baghdadToday(new Date("2026-11-22T21:00:00Z"))).toBe("2026-11-23");
  expect(baghdadToday(new Date("2026-12-31T22:30:00Z"))).toBe("2027-01-01");
});

test("a vacancy is open through its closing day", () => {
  expect(isOpen({ closesAt: "2026-11-22" }, "2026-11-22")).toBe(true);
  expect(isOpen({ closesAt: "2026-11-23" }, "2026-11-22")).toBe(true);
  expect(isOpen({ closesAt: "2026-11-21" }, "2026-11-22")).toBe(false);
  expect(isOpen({}, "2099-01-01")).toBe(true);
});

test("jobs split into open (closing soonest first) and closed (latest first)", () => {
  const job = (slug: string, closesAt: string) => ({
    slug,
    job: { location: "baghdad", employment: "full_time", closesAt },
  });
  const { open, closed } = splitJobs(
    [job("a", "2026-12-30"), job("b", "2026-11-01"), job("c", "2026-11-22"), job("d", "2026-10-01")],
    "2026-11-22",
  );
  expect(open.map((j) => j.slug)).toEqual(["c", "a"]);
  expect(closed.map((j) => j.slug)).toEqual(["b", "d"]);
  expect(splitJobs([{ slug: "x", job: null }], "2026-11-22")).toEqual({ open: [], closed: [] });
});
