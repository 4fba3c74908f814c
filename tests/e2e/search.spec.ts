import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/** Popular topics are the featured help articles; the content writers may not have added any yet. */
function featuredHelpArticles(): number {
  const dir = join("content", "articles", "help");
  if (!existsSync(dir)) return 0;
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .filter((name) => (JSON.parse(readFileSync(join(dir, name), "utf8")) as { featured?: boolean }).featured === true)
    .length;
}

const results = (locale: string, q: string) => `/${locale}/hyper-result?q=${encodeURIComponent(q)}`;

test("an offer's name finds the offer first, the words marked, the count in a polite live region", async ({ page }) => {
  await page.goto(results("en", "Power 40"));
  await expect(page.locator("main input[name=q]")).toHaveValue("Power 40");
  const summary = page.locator('[role="status"][aria-live="polite"] h2');
  await expect(summary).toContainText(/\d+ results? for “Power 40”/);
  const first = page.locator(".search-group").first();
  await expect(first.locator("h3")).toHaveText("Offers");
  await expect(first.locator(".search-result-title mark").first()).toBeVisible();
  await expect(first.locator(".search-result-title").first()).toContainText("Power 40");
  await expect(first.locator(".search-result-title").first()).toHaveAttribute("href", /^\/en\/postpaid\//);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("Arabic typed with diacritics finds the same words written without them", async ({ page }) => {
  await page.goto(results("ar", "الإِنْتَرْنِت"));
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator(".search-result mark").first()).toBeVisible();
  await expect(page.locator(".search-group h3").first()).toHaveText("العروض");
  const href = await page.locator(".search-result-title").first().getAttribute("href");
  expect(href).toMatch(/^\/ar\//);
});

test("Kurdish typed with Arabic letter forms (ك, ي) finds Sorani words (ک, ێ)", async ({ page }) => {
  await page.goto(results("ku", "پاكيج"));
  await expect(page.locator("html")).toHaveAttribute("lang", "ckb");
  const marks = page.locator(".search-result mark");
  await expect(marks.first()).toBeVisible();
  await expect(marks.first()).toHaveText(/پاک[ێی]ج/);
});

test("nothing found: what to try, and the way to customer care", async ({ page }) => {
  await page.goto(results("en", "qqqzzzxxy"));
  await expect(page.locator(".search-panel h2")).toContainText("0 results for “qqqzzzxxy”");
  await expect(page.locator(".no-results")).toContainText("Nothing on our site matches");
  await expect(page.locator('.no-results a[href="/en/support/contact-us"]')).toBeVisible();
  if (featuredHelpArticles() > 0) await expect(page.locator(".no-results .topic-list a").first()).toBeVisible();
});

test("without a query: the search box and the popular topics", async ({ page }) => {
  for (const path of ["/en/hyper-result", "/ar/search-page"]) {
    await page.goto(path);
    await expect(page.locator("main form[role=search] input[name=q]")).toBeVisible();
    await expect(page.locator(".search-group")).toHaveCount(0);
    if (featuredHelpArticles() > 0) {
      const topics = page.locator(".popular-topics .topic-list a");
      await expect(topics.first()).toBeVisible();
      await expect(topics.first()).toHaveAttribute("href", new RegExp(`^/${path.split("/")[1]}/`));
    }
  }
});

test("the search box suggests as you type; Down and Enter open a suggestion", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/search/suggest"))
      asked.push(new URL(request.url()).searchParams.get("q") ?? "");
  });
  await page.goto("/en/search-page");
  // The combobox role appears once the page's script runs.
  const box = page.getByRole("combobox", { name: "Search the site" });
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.pressSequentially("P");
  await page.waitForTimeout(400);
  expect(asked).toEqual([]);

  await box.pressSequentially("ower", { delay: 30 });
  const listbox = page.getByRole("listbox", { name: "Suggestions" });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(box).toHaveAttribute("aria-controls", (await listbox.getAttribute("id")) ?? "");
  // Debounced: a request once typing pauses, not one per keystroke (and never for one letter).
  expect(asked.at(-1)).toBe("Power");
  expect(asked.length).toBeLessThan(4);
  expect(asked.every((q) => q.length >= 2)).toBe(true);
  const options = listbox.getByRole("option");
  await expect(options.first()).toContainText(/power/i);

  await box.press("ArrowDown");
  const first = options.first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
  await box.press("Escape");
  await expect(listbox).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).toHaveValue("Power");

  await box.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/en\/(?!search-page|hyper-result)[a-z]/);
});

test("Enter without a chosen suggestion shows the full results", async ({ page }) => {
  await page.goto("/ar/search-page");
  const box = page.getByRole("combobox");
  await box.fill("تجوال");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/ar\/hyper-result\?q=/);
  await expect(page.locator(".search-result").first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search page's form still leads to the results", async ({ page }) => {
    await page.goto("/ku/search-page");
    const box = page.locator("main form[role=search] input[name=q]");
    await expect(box).not.toHaveAttribute("role", "combobox");
    await box.fill("ڕۆمینگ");
    await page.locator("main form[role=search] button[type=submit]").click();
    await expect(page).toHaveURL(/\/ku\/hyper-result\?q=/);
    await expect(page.locator(".search-result mark").first()).toBeVisible();
  });

  test("the header's search box submits to the results page", async ({ page }) => {
    await page.goto("/en/prepaid/new-sim");
    await expect(page.locator("header form[role=search]").first()).toHaveAttribute("action", "/en/hyper-result");
  });
});

test("a tutorial's body is in the language its address names; the page around it follows the prefix", async ({
  page,
}) => {
  await page.goto("/ar/static/zain-fi2-tutorials-en");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const body = page.locator('main [lang="en"][dir="ltr"]');
  await expect(body.locator("h1")).toHaveText("Set up your Zain Fi 2 in a few minutes");
  await expect(body.locator(".steps-block li")).toHaveCount(6);

  await page.goto("/en/static/zain-fi2-tutorials-ku");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator('main [lang="ckb"][dir="rtl"] h1')).toContainText("زەین فای ٢");

  await page.goto("/ku/static/zain-fi2-tutorials-ar");
  await expect(page.locator("html")).toHaveAttribute("lang", "ckb");
  await expect(page.locator('main [lang="ar"][dir="rtl"] h1')).toContainText("زين فاي ٢");
});

test("the results page in Arabic has no serious or critical accessibility violations", async ({ page }) => {
  await page.goto(results("ar", "شحن"));
  await expect(page.locator(".search-result").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the search page in Kurdish, suggestions open, has no serious or critical accessibility violations", async ({
  page,
}) => {
  await page.goto("/ku/search-page");
  expect(await seriousViolations(page)).toEqual([]);
  const box = page.getByRole("combobox");
  await box.pressSequentially("پاکێج", { delay: 30 });
  await expect(page.getByRole("listbox")).toBeVisible();
  await box.press("ArrowDown");
  expect(await seriousViolations(page)).toEqual([]);
});
