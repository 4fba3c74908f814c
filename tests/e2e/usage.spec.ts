import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { signInAs } from "./session.ts";

// Each test signs in once: sign-in is rate limited per number (10 in 15 minutes), and other
// specs sign the same demo customer in.
const PATH = "myzain/consumption-history";

/** Opens the consumption history as the prepaid demo customer (signed in without the sign-in page). */
async function openUsage(page: Page, locale: string) {
  await signInAs(page, "07800000001");
  await page.goto(`/${locale}/${PATH}`);
  await expect(page).toHaveURL(new RegExp(`/${locale}/${PATH}$`));
}

const svg = (page: Page, chart: string) => page.locator(`#${chart} .usage-chart-svg`);
const bars = (page: Page, chart: string) => page.locator(`#${chart} .usage-chart-bars rect`);

/** Four charts of the last 30 days; 90 days of seeded life give data and calls daily, texts most days. */
async function expectFourCharts(page: Page) {
  await expect(page.locator(".usage-chart")).toHaveCount(4);
  await expect(page.locator(".usage-chart-svg[role=img][aria-label]")).toHaveCount(4);
  await expect(svg(page, "chart-data")).toHaveAttribute("data-bars", "30");
  for (const chart of ["chart-data", "chart-minutes", "chart-sms"]) {
    expect(await bars(page, chart).count(), chart).toBeGreaterThan(3);
  }
  await expect(page.locator("#usage-apps li").first()).toBeVisible();
  await expect(page.locator("#usage-types li")).not.toHaveCount(0);
}

/** Switches to weeks, opens the minutes table and finds one row per week. */
async function weeklyWithTable(page: Page) {
  await page.locator("input[name=granularity][value=week]").check();
  await page.locator(".usage-controls button[type=submit]").click();
  await expect(page).toHaveURL(/granularity=week/);
  await expect(svg(page, "chart-data")).not.toHaveAttribute("data-bars", "30");
  const weeks = Number(await svg(page, "chart-data").getAttribute("data-bars"));
  expect(weeks).toBeGreaterThanOrEqual(5);
  expect(weeks).toBeLessThanOrEqual(6);
  expect(await bars(page, "chart-data").count()).toBeGreaterThanOrEqual(5);
  const table = page.locator("#chart-minutes details");
  await table.locator("summary").click();
  await expect(table.locator("table caption")).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(weeks);
  await expect(table.locator("tbody th[scope=row]").first()).toBeVisible();
}

test("consumption history in Arabic: charts run right to left, are accessible, fit a phone, go weekly", async ({
  page,
}) => {
  await openUsage(page, "ar");
  await expectFourCharts(page);

  // Time runs from the inline start: the oldest day is the rightmost bar.
  const rects = bars(page, "chart-data");
  const periods = await rects.evaluateAll((all) => all.map((r) => r.getAttribute("data-period") ?? ""));
  expect(periods).toEqual([...periods].sort());
  const chart = await svg(page, "chart-data").boundingBox();
  const first = await rects.first().boundingBox();
  const last = await rects.last().boundingBox();
  if (!chart || !first || !last) throw new Error("chart not laid out");
  expect(first.x).toBeGreaterThan(last.x);
  expect(first.x + first.width / 2).toBeGreaterThan(chart.x + chart.width / 2);

  await weeklyWithTable(page);
  for (const chart of ["chart-data", "chart-sms", "chart-money"]) await page.locator(`#${chart} summary`).click();
  await expect(page.locator(".usage-table[open]")).toHaveCount(4);
  expect(await seriousViolations(page)).toEqual([]);
  // Nothing sticks out sideways, tables open (in RTL such overflow could not even be scrolled to).
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test("consumption history in Kurdish: charts, weekly view, and choosing works without JavaScript", async ({
  page,
  browser,
}) => {
  await openUsage(page, "ku");
  await expectFourCharts(page);
  await weeklyWithTable(page);

  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto(`/ku/${PATH}`);
  await plain.locator("#usage-days").selectOption("90");
  await plain.locator("input[name=granularity][value=week]").check();
  await plain.locator(".usage-controls button[type=submit]").click();
  await expect(plain).toHaveURL(/days=90&granularity=week/);
  expect(Number(await svg(plain, "chart-sms").getAttribute("data-bars"))).toBeGreaterThanOrEqual(13);
  await noScript.close();
});
