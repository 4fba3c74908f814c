import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { onRevalidationRequest, REVALIDATE_DEBOUNCE_MS, requestRevalidation } from "./revalidation.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test("requests within the debounce lead to one refresh", () => {
  const refresh = vi.fn();
  const stop = onRevalidationRequest(refresh);
  requestRevalidation();
  requestRevalidation();
  vi.advanceTimersByTime(REVALIDATE_DEBOUNCE_MS);
  expect(refresh).toHaveBeenCalledTimes(1);
  stop();
});

test("a refresh asked for before the refresher has loaded runs once it arrives", () => {
  requestRevalidation();
  vi.advanceTimersByTime(REVALIDATE_DEBOUNCE_MS);
  const refresh = vi.fn();
  const stop = onRevalidationRequest(refresh);
  expect(refresh).toHaveBeenCalledTimes(1);
  stop();
  // Kept only once: a later refresher does not run it again.
  const later = vi.fn();
  onRevalidationRequest(later)();
  expect(later).not.toHaveBeenCalled();
});
