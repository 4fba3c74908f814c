import type { APIRequestContext } from "@playwright/test";
import { baghdadToday } from "../../src/contracts/business-time.ts";
import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { API_HEADERS, say } from "./payment-helpers.ts";

/**
 * Press releases, the blog, careers, the knowledge centers, the home page's news and the sitemap.
 * Which articles exist is read from the API, never assumed: the content is still being written.
 */
type Summary = {
  slug: string;
  category: string | null;
  audience: string;
  job: { location: string; employment: string; closesAt?: string } | null;
  title: string;
};

async function articles(request: APIRequestContext, query: string): Promise<Summary[]> {
  const response = await request.get(`/api/v1/articles?pageSize=50&${query}`, { headers: API_HEADERS });
  expect(response.status()).toBe(200);
  return (await response.json()).items;
}

test("the Arabic newsroom lists releases newest first and opens one with its date and sized picture", async ({
  page,
  request,
}) => {
  const [newest] = await articles(request, "kind=press");
  await page.goto("/ar/about-us/press-release");
  const cards = page.locator(".article-card");
  await expect(cards.first().getByRole("link")).toHaveAttribute(
    "href",
    `/ar/about-us/press-release-single?release=${newest?.slug}`,
  );
  // The first picture loads at once, the others when they come near.
  const images = page.locator(".article-list img");
  await expect(images.first()).not.toHaveAttribute("loading", "lazy");
  if ((await images.count()) > 1) await expect(images.nth(1)).toHaveAttribute("loading", "lazy");

  const link = cards.first().getByRole("link");
  const title = (await link.textContent()) ?? "";
  await link.click();
  await expect(page).toHaveURL(new RegExp(`release=${newest?.slug}$`));
  await expect(page.locator("h1")).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(title.slice(0, 20)));
  await expect(page.locator(".article-header time")).toHaveText(/[٠-٩]{4}/);
  const image = page.locator(".article-header img");
  await expect(image).toHaveAttribute("width", /^\d+$/);
  await expect(image).toHaveAttribute("height", /^\d+$/);
  await expect(image).toHaveAttribute("alt", /\S/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/ar/about-us/press-release-single\\?release=${newest?.slug}$`),
  );
  await expect(page.locator("#more-news-heading")).toBeVisible();
});

test("an unknown release, post, job or help article is a real 404", async ({ request }) => {
  for (const path of [
    "/en/about-us/press-release-single?release=no-such-release",
    "/ar/blog-category/single-page?post=no-such-post",
    "/ku/about-us/careers?job=no-such-job",
    "/en/support/knowledge-center?article=no-such-article",
    "/en/support/knowledge-center?topic=no-such-topic",
    "/en/blog-category?category=no-such-category",
    "/en/about-us/press-release?page=999",
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Kurdish blog filters posts by category with plain links", async ({ page, request }) => {
    const posts = await articles(request, "kind=blog");
    const category = posts.find((p) => p.category)?.category;
    expect(category).toBeTruthy();
    const inCategory = await articles(request, `kind=blog&category=${category}`);
    await page.goto("/ku/blog-category");
    const filter = page.locator(".category-filter");
    await filter.locator(`a[href="/ku/blog-category?category=${category}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/ku/blog-category\\?category=${category}$`));
    await expect(filter.locator('a[aria-current="page"]')).toHaveAttribute(
      "href",
      `/ku/blog-category?category=${category}`,
    );
    const links = page.locator(".article-list h3 a");
    await expect(links).toHaveCount(Math.min(inCategory.length, 10));
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
      expect(inCategory.map((p) => `/ku/blog-category/single-page?post=${p.slug}`)).toContain(href);
    }
    // A post links back to its category.
    await links.first().click();
    await expect(page.locator(`.article-kicker a[href="/ku/blog-category?category=${category}"]`)).toBeVisible();
  });
});

test("the English knowledge center leads from a topic to a help article and back", async ({ page, request }) => {
  const help = await articles(request, "kind=help&audience=personal");
  const article = help.find((a) => a.category);
  expect(article).toBeTruthy();
  await page.goto("/en/support/knowledge-center");
  await page.locator(`.card a[href="/en/support/knowledge-center?topic=${article?.category}"]`).click();
  await expect(page.locator(".breadcrumb")).toBeVisible();
  await page.locator(`.help-list a[href="/en/support/knowledge-center?article=${article?.slug}"]`).click();
  await expect(page.locator("h1")).toHaveText(article?.title ?? "");
  const back = page.locator(`.breadcrumb a[href="/en/support/knowledge-center?topic=${article?.category}"]`);
  await back.click();
  await expect(page).toHaveURL(new RegExp(`\\?topic=${article?.category}$`));
});

test("an FAQ's address opens its answer on the topic page", async ({ page, request }) => {
  const [faq] = await articles(request, "kind=faq&audience=personal");
  test.skip(!faq, "no personal FAQ has been published yet");
  await page.goto(`/en/support/knowledge-center?topic=${faq?.category}#${faq?.slug}`);
  const item = page.locator(`details#${faq?.slug}`);
  await expect(item).toHaveAttribute("open", "");
  await expect(item.locator("summary")).toHaveText(faq?.title ?? "");
});

test("a Kurdish vacancy shows its city, contract and closing date", async ({ page, request }) => {
  const today = baghdadToday();
  // A dated vacancy, to see its closing date (one without a date is open until filled).
  const open = (await articles(request, "kind=job")).filter((j) => j.job?.closesAt && j.job.closesAt >= today);
  const job = open[0];
  expect(job?.job).toBeTruthy();
  await page.goto("/ku/about-us/careers");
  await page.locator(`.job-list a[href="/ku/about-us/careers?job=${job?.slug}"]`).click();
  await expect(page).toHaveURL(new RegExp(`\\?job=${job?.slug}$`));
  const facts = page.locator(".job-facts");
  await expect(facts).toContainText(say("ku", `articles.location.${job?.job?.location}`));
  await expect(facts).toContainText(say("ku", `articles.employment.${job?.job?.employment}`));
  await expect(facts.locator("time")).toHaveAttribute("datetime", job?.job?.closesAt ?? "");
  await expect(facts).not.toContainText(say("ku", "articles.job.closed"));
  await expect(page.locator('.breadcrumb a[href="/ku/about-us/careers"]')).toBeVisible();
});

test("the home page shows the three newest press releases", async ({ page, request }) => {
  const newest = (await articles(request, "kind=press")).slice(0, 3);
  await page.goto("/en");
  const news = page.locator(".latest-news .article-card");
  await expect(news).toHaveCount(newest.length);
  for (const [i, release] of newest.entries()) {
    await expect(news.nth(i).getByRole("link")).toHaveAttribute(
      "href",
      `/en/about-us/press-release-single?release=${release.slug}`,
    );
  }
  await expect(page.locator(".latest-news img").first()).toHaveAttribute("loading", "lazy");
  await expect(page.locator(".latest-news img").first()).toHaveAttribute("width", /^\d+$/);
});

test("the sitemap lists an article in all three languages, with alternates and a date", async ({ request }) => {
  const [release] = await articles(request, "kind=press");
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|apos;|quot;)/);
  const path = `/about-us/press-release-single?release=${release?.slug}`;
  for (const locale of ["en", "ar", "ku"]) {
    const entry = new RegExp(`<url><loc>[^<]*/${locale}${path.replace(/[?]/g, "\\?")}</loc>(.*?)</url>`).exec(xml);
    expect(entry, locale).not.toBeNull();
    expect(entry?.[1]).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(entry?.[1]).toContain(`hreflang="ckb" href="`);
    expect(entry?.[1]).toContain(`/ku${path}"`);
  }
});

for (const path of ["/about-us/press-release", "/support/knowledge-center"]) {
  test(`${path} in Arabic has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(`/ar${path}`);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("a knowledge center topic with articles and FAQs in Arabic has no serious or critical violations", async ({
  page,
  request,
}) => {
  const [faq] = await articles(request, "kind=faq&audience=personal");
  test.skip(!faq, "no personal FAQ has been published yet");
  await page.goto(`/ar/support/knowledge-center?topic=${faq?.category}`);
  await page.locator("details.faq-item summary").first().click();
  expect(await seriousViolations(page)).toEqual([]);
});
