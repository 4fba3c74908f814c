import { expect, test } from "vitest";
import { newStats } from "./stats.ts";

test("p50 and p99 come from the recorded latencies, in whole milliseconds", () => {
  const stats = newStats();
  for (let ms = 1; ms <= 100; ms++) stats.record("page", 200, ms);
  expect(stats.percentile(50)).toBe(50);
  expect(stats.percentile(99)).toBe(99);
  expect(stats.percentile(100)).toBe(100);
});

test("only 5xx and unanswered requests are errors; 4xx are listed as refusals by code", () => {
  const stats = newStats();
  stats.record("purchase", 201, 5);
  stats.record("purchase", 409, 5, "/api/v1/lines/x/bundle-purchases", "insufficient_balance");
  stats.record("page", 500, 5, "/en boom");
  stats.record("page", 0, 30_000, "/ar connection refused");
  const summary = stats.summary();
  expect(summary.requests).toBe(4);
  expect(summary.errors).toBe(2);
  expect(summary.byKind).toEqual({ page: { requests: 2, errors: 2 }, purchase: { requests: 2, errors: 0 } });
  expect(summary.refusals).toEqual({ "purchase 409 insufficient_balance": 1 });
  expect(summary.errorSamples).toEqual(["page 500 /en boom", "page connection error /ar connection refused"]);
});

test("a latency beyond the histogram counts in its last bucket instead of being lost", () => {
  const stats = newStats();
  stats.record("page", 200, 120_000);
  expect(stats.percentile(50)).toBe(60_000);
});
