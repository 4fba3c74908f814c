import { expect, test } from "./fixtures.ts";

/**
 * The home page on a phone (issue 19): what people come for first, right under the hero, and a
 * page a few screens long (it was about 9,400 px at 390 px wide; now under half of that in every language).
 */
test.use({ viewport: { width: 390, height: 844 } });

for (const lang of ["en", "ar", "ku"] as const) {
  test(`in ${lang} the home page leads with recharge, pay a bill, offers, a SIM and myzain, and stays short`, async ({
    page,
  }) => {
    await page.goto(`/${lang}`);
    const actions = page.locator(".quick-actions a");
    await expect(actions).toHaveCount(6);
    const hrefs = await actions.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.slice(0, 5)).toEqual(
      [
        "/prepaid/recharge-my-prepaid-line",
        "/postpaid/pay-bill-postpaid",
        "/prepaid/data-only-offers",
        "/prepaid/new-sim",
        "/myzain",
      ].map((path) => `/${lang}${path}`),
    );
    // All six on the first screen, under the hero.
    const last = await actions.last().boundingBox();
    expect((last?.y ?? Number.POSITIVE_INFINITY) + (last?.height ?? 0)).toBeLessThan(844);
    // To the end of the footer: the consent banner's room below it goes once the visitor chooses.
    const height = await page.evaluate(
      () => (document.querySelector(".site-footer")?.getBoundingClientRect().bottom ?? 0) + window.scrollY,
    );
    // About half of the 9,400 px it was (issue 19), with a product picture on each featured offer.
    expect(height, `${height} px`).toBeLessThan(4_900);
  });
}
