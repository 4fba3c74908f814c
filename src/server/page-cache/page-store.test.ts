import { expect, test } from "vitest";
import type { CachedPage } from "./page-store.ts";
import { PageStore } from "./page-store.ts";

const page = (key: string, bytes: number): CachedPage => ({
  key,
  status: 200,
  headers: [],
  etag: `W/"${key}"`,
  identity: Buffer.alloc(bytes),
  gzip: Buffer.alloc(0),
  brotli: Buffer.alloc(0),
  version: 1,
  expiresAt: Number.POSITIVE_INFINITY,
});

test("the store keeps within its byte budget, dropping the page used longest ago", () => {
  const store = new PageStore(3 * 1_512);
  store.set("/en/a", [], page("a", 1_000));
  store.set("/en/b", [], page("b", 1_000));
  store.set("/en/c", [], page("c", 1_000));
  expect(store.get("a")?.key).toBe("a");
  store.set("/en/d", [], page("d", 1_000));
  expect(store.size).toBe(3);
  expect(store.get("b")).toBeUndefined();
  expect(store.get("a")?.key).toBe("a");
  expect(store.bytes).toBeLessThanOrEqual(3 * 1_512);
});

test("a page kept again replaces the old copy without counting it twice", () => {
  const store = new PageStore(10_000);
  store.set("/en/a", [], page("a", 1_000));
  store.set("/en/a", [], page("a", 2_000));
  expect(store.size).toBe(1);
  expect(store.bytes).toBe(2_512);
  store.delete("a");
  expect(store.bytes).toBe(0);
});

test("the store learns which query parameters a path's page reads", () => {
  const store = new PageStore(10_000);
  expect(store.queryOf("/en/about-us/press-release")).toBeUndefined();
  store.set("/en/about-us/press-release", ["page"], page("p", 10));
  expect(store.queryOf("/en/about-us/press-release")).toEqual(["page"]);
});
