import { expect, test } from "@playwright/test";
import { routeManifest } from "../../app/route-manifest.ts";
import { catalogue } from "../../src/i18n/catalogue.ts";
import { locales } from "../../src/i18n/locales.ts";

const brand = "zain";
const messageKeys = new Set(Object.keys(catalogue.en));
const PLACEHOLDER = /lorem ipsum|coming soon|\bTODO\b|\bTBD\b|\{[a-zA-Z]+\}|\bundefined\b|\bNaN\b|\[object Object\]/i;

/** What a reader sees: the page without scripts, styles and tags. */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z]+;|&#\d+;/g, " ");

/** Untranslated message keys ("offers.buy") and placeholder text a page shows. */
function leftovers(html: string): string[] {
  const text = visibleText(html);
  const keys = (text.match(/\b[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_-]+)+\b/g) ?? []).filter((k) => messageKeys.has(k));
  const placeholder = PLACEHOLDER.exec(text)?.[0];
  return [...keys, ...(placeholder ? [placeholder] : [])];
}
const htmlOf = (body: string) => ({
  lang: /<html[^>]* lang="([^"]+)"/.exec(body)?.[1],
  dir: /<html[^>]* dir="([^"]+)"/.exec(body)?.[1],
  layout: /data-layout="([^"]+)"/.exec(body)?.[1],
});

// Every spec route in every language: 131 × 3 = 393 addresses.
for (const locale of locales) {
  test(`all ${routeManifest.length} routes answer in ${locale.code} with the right language, direction and layout, and no untranslated key or placeholder`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const failures: string[] = [];
    for (const entry of routeManifest) {
      const path = `/${locale.code}${entry.path ? `/${entry.path.replaceAll("{product}", brand)}` : ""}`;
      const response = await request.get(path, { maxRedirects: 0 });
      if (entry.guard === "required") {
        const target = `/${locale.code}/login?redirect=${encodeURIComponent(path)}`;
        if (response.status() !== 302 || response.headers().location !== target) {
          failures.push(`${path}: expected 302 to ${target}, got ${response.status()} ${response.headers().location}`);
        }
        continue;
      }
      const html = await response.text();
      const found = htmlOf(html);
      const expected = { lang: locale.htmlLang, dir: locale.dir, layout: entry.layout };
      // The dedicated error pages answer with the status they show.
      const status = entry.path === "404" || entry.path === "500" ? Number(entry.path) : 200;
      if (response.status() !== status || JSON.stringify(found) !== JSON.stringify(expected)) {
        failures.push(`${path}: ${response.status()} ${JSON.stringify(found)} expected ${JSON.stringify(expected)}`);
      }
      const left = leftovers(html);
      if (left.length > 0) failures.push(`${path}: shows ${left.join(", ")}`);
    }
    expect(failures).toEqual([]);
  });
}

test("/ and an un-prefixed page go to the visitor's language, keeping the query", async ({ request }) => {
  const root = await request.get("/?utm_source=sms", {
    maxRedirects: 0,
    headers: { "Accept-Language": "ckb-IQ,ar;q=0.8" },
  });
  expect(root.status()).toBe(302);
  expect(root.headers().location).toBe("/ku?utm_source=sms");

  const page = await request.get("/prepaid/new-sim?ref=1", { maxRedirects: 0, headers: { "Accept-Language": "ar" } });
  expect(page.headers().location).toBe("/ar/prepaid/new-sim?ref=1");

  const remembered = await request.get("/", {
    maxRedirects: 0,
    headers: { "Accept-Language": "ar", Cookie: "i18n_redirected=en" },
  });
  expect(remembered.headers().location).toBe("/en");
});

test("an unknown language prefix is a fatal 404", async ({ request }) => {
  const response = await request.get("/fr/prepaid/new-sim", { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Page Not Found: /fr/prepaid/new-sim");
});

test("public pages carry title, description, canonical and hreflang alternates", async ({ request }) => {
  const body = await (await request.get("/ar/prepaid/new-sim")).text();
  expect(body).toMatch(/<title>[^<]+<\/title>/);
  expect(body).toMatch(/<meta name="description" content="[^"]{50,}"/);
  expect(body).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/ar\/prepaid\/new-sim"/);
  for (const lang of ["en", "ar", "ckb", "x-default"]) expect(body).toContain(`hrefLang="${lang}"`);
});

test("sitemap lists public pages in every language and keeps myzain, sign-in and errors out; robots points at it", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of [
    "/en/prepaid/new-sim",
    "/ar/prepaid/new-sim",
    "/ku/prepaid/new-sim",
    "/ku/business/zain-push-x",
  ]) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
  for (const path of ["/en/myzain", "/ar/signin", "/ku/login", "/en/registration/signup", "/en/404"]) {
    expect(sitemap).not.toContain(`${path}</loc>`);
  }
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  expect(robots).toContain("Disallow: /ar/myzain");
});

test("crawlers get the status and a minimal body for errors", async ({ request }) => {
  const response = await request.get("/en/no/such/page", {
    headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
  });
  expect(response.status()).toBe(404);
  expect((await response.text()).trim()).toBe("404");
});
