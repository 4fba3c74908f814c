/**
 * Personal offers on a phone in Arabic and Kurdish: two demo lines see their own offers with why;
 * a line in a BTL segment buys its offer from the campaign page and finds the bucket on the
 * dashboard; a line outside the segment is told the offer was not sent to it, and where its own
 * offers are. The seeded lines used here are listed in the README ("Personal offers").
 */
import type { Page } from "@playwright/test";
import type { LocaleCode } from "../../src/i18n/locales.ts";
import { readCatalogue } from "../../src/seed/catalogue-step.server.ts";
import { seriousViolations } from "./axe.ts";
import { ownCustomer } from "./customers.ts";
import { asClient, expect, test } from "./fixtures.ts";
import { say } from "./payment-helpers.ts";
import { setSessionCookie } from "./session.ts";

test.use(asClient(51));

const SHOTS = "/tmp/shots-offers";
const nameOf = (slug: string, lang: LocaleCode) =>
  readCatalogue().find((o) => o.slug === slug)?.translations[lang].name ?? slug;

/** Signs a fresh customer up on one of the seeded lines and opens a page as them. */
async function asOwner(page: Page, national: string, lang: LocaleCode, path: string) {
  const me = await ownCustomer(page.request, national, { name: "Sara Kamal", language: lang });
  await page.context().clearCookies();
  await setSessionCookie(page, me.token);
  // Decided already, so the consent banner does not cover the offers in the screenshots.
  await page.context().addCookies([{ name: "consent", value: "denied", domain: "127.0.0.1", path: "/" }]);
  await page.goto(`/${lang}${path}`);
  return me;
}

/** No serious accessibility problem, nothing wider than the phone, and a screenshot of `what` to look at. */
async function check(page: Page, name: string, what = ".personal-offers, #confirm, .notice, .bucket") {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.locator(what).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const cards = (page: Page) => page.locator(".personal-offers .offer-card");

test("ar: a heavy data user and a Kurdistan line in a BTL segment see different offers, each saying why", async ({
  page,
}) => {
  // 07801000810: about 9 GB at home this week without a bundle (seeded usage).
  await asOwner(page, "07801000810", "ar", "/myzain/my-offers");
  const heavy = cards(page).filter({ hasText: nameOf("10gb-10k", "ar") });
  await expect(heavy.locator(".offer-reason")).toHaveText(
    /^استخدمت [٠-٩٫]+ غيغابايت خلال آخر ٧ أيام من دون باقة إنترنت\.$/,
  );
  await expect(cards(page).filter({ hasText: nameOf("kurdistan-unlimited-2-months", "ar") })).toHaveCount(0);
  await check(page, "my-offers-heavy-ar");

  // 07801000801: registered in Erbil and in the btl-3gb segment.
  await asOwner(page, "07801000801", "ar", "/myzain/my-offers");
  const personal = cards(page).first();
  await expect(personal).toContainText(nameOf("personal-3gb", "ar"));
  await expect(personal.locator(".badge").first()).toHaveText(say("ar", "personal.badge"));
  await expect(personal.locator(".offer-reason")).toHaveText(say("ar", "personal.reason.segment"));
  const kri = cards(page).filter({ hasText: nameOf("kurdistan-unlimited-2-months", "ar") });
  await expect(kri.locator(".offer-reason")).toHaveText(say("ar", "personal.reason.region", { place: "أربيل" }));
  await expect(cards(page).filter({ hasText: nameOf("10gb-10k", "ar") })).toHaveCount(0);
  await check(page, "my-offers-kri-ar");
});

test("ku: a line back from Türkiye and a Duhok line in the unlimited segment see their own offers on the personalized page", async ({
  page,
}) => {
  // 07801000811: used the network in Türkiye five days ago, roaming still on (seeded).
  await asOwner(page, "07801000811", "ku", "/prepaid/personalized-offers");
  const turkey = cards(page).filter({ hasText: nameOf("turkey-roaming-10gb", "ku") });
  await expect(turkey.locator(".offer-reason")).toHaveText(
    say("ku", "personal.reason.usage_abroad", { country: say("ku", "countries.TR"), count: 30 }),
  );
  await expect(
    cards(page)
      .filter({ hasText: nameOf("turkey-roaming-3gb", "ku") })
      .locator(".offer-reason"),
  ).toHaveText(say("ku", "personal.reason.roaming_on"));
  await expect(cards(page).filter({ hasText: nameOf("personal-unlimited", "ku") })).toHaveCount(0);
  await check(page, "personalized-roaming-ku");

  // 07801000805: registered in Duhok and in the btl-ul segment.
  await asOwner(page, "07801000805", "ku", "/prepaid/personalized-offers");
  await expect(cards(page).first()).toContainText(nameOf("personal-unlimited", "ku"));
  await expect(cards(page).filter({ hasText: nameOf("kurdistan-unlimited-2-months", "ku") })).toHaveCount(1);
  await expect(cards(page).filter({ hasText: nameOf("turkey-roaming-10gb", "ku") })).toHaveCount(0);
  await check(page, "personalized-btl-ku");
});

const buyers = [
  { lang: "ar", member: "07801000800", outsider: "07801000814" },
  { lang: "ku", member: "07801000807", outsider: "07801000815" },
] as const;

for (const { lang, member, outsider } of buyers) {
  test(`${lang}: a line in the BTL segment buys its 3 GB offer from the campaign page and sees the bucket`, async ({
    page,
  }) => {
    await asOwner(page, member, lang, "/member-area/btl-3gb");
    const name = nameOf("personal-3gb", lang);
    await page
      .locator(".offer-card", { hasText: name })
      .getByRole("link", { name: say(lang, "offers.buy") })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/myzain/hot-bundles\\?offer=personal-3gb`));
    const confirm = page.locator("#confirm");
    await expect(confirm).toContainText(name);
    await check(page, `btl-confirm-${lang}`);
    await confirm.getByRole("button").click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/myzain\\?line=.+&bought=personal-3gb$`));
    await expect(page.locator(".bucket", { hasText: name }).first()).toBeVisible();
    await check(page, `btl-bought-${lang}`);
  });

  test(`${lang}: a line outside the segment is told the offer was not sent to it, and finds its own offers`, async ({
    page,
  }) => {
    await asOwner(page, outsider, lang, "/member-area/btl-3gb");
    await page
      .locator(".offer-card", { hasText: nameOf("personal-3gb", lang) })
      .getByRole("link", { name: say(lang, "offers.buy") })
      .click();
    const notice = page.locator(".notice");
    await expect(notice).toContainText(say(lang, "personal.notSent"));
    await expect(page.locator("#confirm")).toHaveCount(0);
    await check(page, `btl-refused-${lang}`);
    await notice.getByRole("link", { name: say(lang, "personal.notSentNext") }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/myzain/my-offers$`));
    await expect(page.locator("#personal-heading")).toHaveText(say(lang, "personal.heading"));
  });
}
