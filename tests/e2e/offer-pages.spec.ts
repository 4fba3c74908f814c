import { offerPages } from "../../app/lib/offer-pages.ts";
import { routeManifest } from "../../app/route-manifest.ts";
import { seriousViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Every offer card leads to its offer's own page (issue 19): on each page that shows cards, the
 * card's name links to a page that answers 200 with the same name and price.
 */

/** What a reader sees of some HTML: no scripts (the page's data repeats names), no tags. */
const decode = (s: string) =>
  s
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replace(/\s+/g, " ")
    .trim();

type Card = { page: string; href: string; name: string; price: string };

/** The offer cards of a server-rendered page: where the name leads, the name and the price. */
function cardsOf(page: string, html: string): Card[] {
  return html
    .split('<li class="card offer-card"')
    .slice(1)
    .map((card) => {
      const link = /<h3><a\b[^>]*>([\s\S]*?)<\/a><\/h3>/.exec(card);
      const href = link ? (/href="([^"]*)"/.exec(link[0])?.[1] ?? "") : "";
      const price = /<p class="offer-price">([\s\S]*?)<\/p>/.exec(card)?.[1] ?? "";
      return { page, href: href.replaceAll("&amp;", "&"), name: decode(link?.[1] ?? ""), price: decode(price) };
    });
}

const listPages = [
  "",
  ...Object.keys(offerPages).map((path) => path.replace("{product}", "zain")),
  ...routeManifest.filter((r) => r.path.startsWith("member-area/")).map((r) => r.path),
];

for (const lang of ["en", "ar"] as const) {
  test(`${lang}: every offer card on every page that shows cards links to a page with its name and price`, async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    const checked = new Map<string, string>();
    let cards = 0;
    for (const path of listPages) {
      const html = await (await request.get(`/${lang}${path ? `/${path}` : ""}`)).text();
      for (const card of cardsOf(path, html)) {
        cards += 1;
        if (card.href.startsWith("#")) {
          // A personal offer on its campaign page: its terms are on that page.
          if (!html.includes(`id="${card.href.slice(1)}"`))
            problems.push(`${path}: ${card.name} → missing ${card.href}`);
          continue;
        }
        if (!new RegExp(`^/${lang}/(offers/[a-z0-9-]+|member-area/[A-Za-z0-9-]+|myzain/)`).test(card.href)) {
          problems.push(`${path}: ${card.name} → ${card.href || "no link"}`);
          continue;
        }
        let detail = checked.get(card.href);
        if (detail === undefined) {
          const res = await request.get(card.href);
          detail = res.status() === 200 ? decode(await res.text()) : `status ${res.status()}`;
          checked.set(card.href, detail);
        }
        if (!detail.includes(card.name)) problems.push(`${path}: ${card.href} does not name ${card.name}`);
        if (card.href.includes("/offers/") && !detail.includes(card.price))
          problems.push(`${path}: ${card.href} does not show ${card.price}`);
      }
    }
    expect(problems).toEqual([]);
    expect(cards).toBeGreaterThan(100);
  });
}

test("ku: a data bundle's card opens its page with the terms, the USSD code left to right, and the way to buy", async ({
  page,
}) => {
  await page.goto("/ku/prepaid/data-only-offers");
  const card = page.locator(".offer-card").first();
  const name = (await card.locator("h3 a").textContent()) ?? "";
  const price = (await card.locator(".offer-price").textContent()) ?? "";
  await card.locator("h3 a").click();
  await expect(page).toHaveURL(/\/ku\/offers\/[a-z0-9-]+$/);
  await expect(page.locator("h1")).toHaveText(name);
  await expect(page.locator(".offer-header .offer-price")).toHaveText(price);
  await expect(page.locator("bdi.ussd")).toHaveAttribute("dir", "ltr");
  await expect(page.locator("bdi.ussd")).toHaveText(/^\*225\*\d+#$/);
  for (const id of ["gives", "activation", "renewal", "audiences"])
    await expect(page.locator(`#term-${id}`)).toBeVisible();
  await expect(page.locator('nav.breadcrumb a[href="/ku/prepaid/data-only-offers"]')).toBeVisible();
  await expect(page.locator(".offer-header a.button")).toHaveAttribute("href", /^\/ku\/myzain\/hot-bundles\?offer=/);
  expect(await seriousViolations(page)).toEqual([]);
});

test("en: a roaming bundle's page names its countries and what data costs abroad after the allowance", async ({
  page,
}) => {
  await page.goto("/en/offers/gcc-roaming");
  await expect(page.locator("#term-countries + p")).toContainText("Saudi Arabia");
  await expect(page.locator("#term-fair-use + p")).toContainText("per MB");
  await expect(page.locator('nav.breadcrumb a[href="/en/prepaid/roaming-and-international-offers"]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("an offer's page is indexable with hreflang in three languages and Product data priced in IQD", async ({
  request,
}) => {
  const html = await (await request.get("/ar/offers/monthly-unlimited")).text();
  for (const hreflang of ["en", "ar", "ckb", "x-default"]) expect(html).toContain(`hrefLang="${hreflang}"`);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/ar\/offers\/monthly-unlimited"/);
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}";
  const product = JSON.parse(json);
  expect(product).toMatchObject({ "@type": "Product", offers: { "@type": "Offer", priceCurrency: "IQD" } });
  expect(typeof product.offers.price).toBe("number");
  // Fair use of unlimited data is stated, with the day's full-speed amount.
  expect(html).toContain('id="term-fair-use"');
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/ku/offers/monthly-unlimited</loc>");
  expect(sitemap).not.toContain("/offers/personal-3gb<");
});

test("a personal offer, an ended offer and an unknown slug have no page of their own", async ({ request }) => {
  for (const slug of ["personal-3gb", "no-such-offer"]) {
    expect((await request.get(`/en/offers/${slug}`)).status(), slug).toBe(404);
  }
  const ended = await request.get("/en/offers/hajj-bundle");
  expect(ended.status()).toBe(404);
  const html = await ended.text();
  expect(html).toContain("This offer is no longer on sale");
  expect(html).toContain('class="card offer-card"');
});

for (const lang of ["en", "ar"] as const) {
  test(`${lang}: the footer links the app in all three stores, as text links while no badge files are set up`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/services/mobile-app`);
    for (const scope of [page.locator(".site-footer"), page.locator(".app-stores-block")]) {
      const links = scope.locator(".app-stores a");
      await expect(links).toHaveCount(3);
      for (const [i, host] of ["apps.apple.com", "play.google.com", "appgallery.huawei.com"].entries()) {
        await expect(links.nth(i)).toHaveAttribute("href", new RegExp(`^https://${host.replace(/\./g, "\\.")}/`));
        await expect(links.nth(i)).toHaveText(lang === "en" ? /App Store|Google Play|AppGallery/ : /\S/);
        await expect(links.nth(i).locator("img")).toHaveCount(0);
      }
    }
  });
}
