import { beforeEach, expect, test } from "vitest";
import { activePrefetches, enqueuePrefetch, PREFETCH, prefetchAllowed, resetPrefetchQueue } from "./prefetch-queue.ts";

beforeEach(resetPrefetchQueue);

test("at most five prefetches are pending; the next starts when a slot frees", () => {
  const timers: (() => void)[] = [];
  const schedule = (fn: () => void, ms: number) => {
    expect(ms).toBe(PREFETCH.slotMs);
    timers.push(fn);
  };
  for (let i = 1; i <= 7; i++) enqueuePrefetch(`/en/page-${i}`, schedule);
  expect(activePrefetches()).toEqual(["/en/page-1", "/en/page-2", "/en/page-3", "/en/page-4", "/en/page-5"]);
  timers.shift()?.();
  expect(activePrefetches()).toEqual(["/en/page-2", "/en/page-3", "/en/page-4", "/en/page-5", "/en/page-6"]);
});

test("a page is prefetched once however many links point at it", () => {
  const schedule = () => undefined;
  enqueuePrefetch("/ar/prepaid/new-sim", schedule);
  enqueuePrefetch("/ar/prepaid/new-sim", schedule);
  expect(activePrefetches()).toEqual(["/ar/prepaid/new-sim"]);
});

test("nothing is prefetched on slow-2g or with Save-Data", () => {
  expect(prefetchAllowed({ effectiveType: "slow-2g" })).toBe(false);
  expect(prefetchAllowed({ saveData: true, effectiveType: "4g" })).toBe(false);
  expect(prefetchAllowed({ effectiveType: "3g" })).toBe(true);
  expect(prefetchAllowed(undefined)).toBe(true);
});
