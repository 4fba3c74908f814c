import { spawnSync } from "node:child_process";
import { beforeAll, expect, test } from "vitest";
import { BUDGET, formatReport, measurePublicPages, type PageJs } from "./js-budget.ts";

let pages: PageJs[] = [];

beforeAll(() => {
  // Builds unless build/ matches the sources, so the figures are never those of a stale build.
  // A production build whatever the runner sets (vitest sets NODE_ENV=test, which would bundle
  // React's development build and leave it in build/ for the server).
  const env = { ...process.env, NODE_ENV: "production" };
  const built = spawnSync("node", ["scripts/build-if-stale.mjs"], { stdio: "pipe", encoding: "utf8", env });
  if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}\n${built.stderr}`);
  pages = measurePublicPages();
  process.stdout.write(`JavaScript before load, gzipped:\n${formatReport(pages)}\n`);
}, 120_000);

test("the framework is counted apart, so the application's share is real", () => {
  for (const page of pages)
    expect(
      page.files.some((f) => f.framework),
      page.path,
    ).toBe(true);
});

test("every public page loads at most 120 KB of gzipped JavaScript before the load event", () => {
  const over = pages.filter((p) => p.totalBytes > BUDGET.totalBytes).map((p) => `${p.path} ${p.totalBytes}`);
  expect(over).toEqual([]);
});

test("the application's own code on a public page is at most 20 KB gzipped", () => {
  const over = pages.filter((p) => p.appBytes > BUDGET.appBytes).map((p) => `${p.path} ${p.appBytes}`);
  expect(over).toEqual([]);
});

test("a public page loads at most 10 JavaScript files", () => {
  const over = pages.filter((p) => p.files.length > BUDGET.files).map((p) => `${p.path} ${p.files.length}`);
  expect(over).toEqual([]);
});
