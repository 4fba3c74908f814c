import { expect, test, vi } from "vitest";
import { checkForNewVersion, isChunkLoadError, RELOAD_GUARD_MS, reloadOnce } from "./version-check.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

test("a chunk failure reloads a path at most once per 10 seconds", () => {
  const storage = memoryStorage();
  const reload = vi.fn();
  expect(reloadOnce("/ar/prepaid/new-sim", storage, reload, 1_000)).toBe(true);
  expect(reloadOnce("/ar/prepaid/new-sim", storage, reload, 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
  expect(reloadOnce("/ar/other", storage, reload, 2_000)).toBe(true);
  expect(reloadOnce("/ar/prepaid/new-sim", storage, reload, 1_000 + RELOAD_GUARD_MS)).toBe(true);
  expect(reload.mock.calls.map(([p]) => p)).toEqual(["/ar/prepaid/new-sim", "/ar/other", "/ar/prepaid/new-sim"]);
});

test("a new build is noticed by its id, with a cache-busting timestamp", async () => {
  const fetcher = vi.fn(async (url: string | URL | Request) => {
    expect(String(url)).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
    return Response.json({ id: "build-2", timestamp: "2026-11-22T00:00:00Z" });
  });
  expect(await checkForNewVersion("build-2", fetcher as typeof fetch)).toBe(false);
  expect(await checkForNewVersion("build-1", fetcher as typeof fetch)).toBe(true);
});

test("chunk-load errors are told apart from other failures", () => {
  expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
  expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
  expect(isChunkLoadError(new Error("Network request failed"))).toBe(false);
});
