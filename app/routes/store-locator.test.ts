import { expect, test } from "vitest";
import { PAGE_CACHE_HEADER } from "../../src/lib/page-cache.ts";
import { testApi } from "../../tests/api.ts";
import { withRollback } from "../../tests/database.ts";
import { makePlace, makeStores, storeFile } from "../../tests/factories/places.ts";
import { asBuilt, testRoutes } from "../../tests/web-pages.ts";
import * as root from "../root.tsx";
import * as layout from "./locale-layout.tsx";
import * as locator from "./store-locator.tsx";

/** The store locator behind the real root and language layout, talking to `api`. */
const locatorPage = (api: ReturnType<typeof testApi>) =>
  testRoutes(
    [
      { id: "root", path: "", module: asBuilt(root) },
      { id: "layout", path: ":lang", parentId: "root", module: asBuilt(layout) },
      { id: "locator", path: "support/store-locator", parentId: "layout", module: asBuilt(locator) },
    ],
    (request) => api.fetch(request),
  );

test("filtered by governorate in Arabic, the page lists that governorate's stores with phone, hours and directions", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const place = await makePlace(db);
    const [store, split] = await makeStores(
      db,
      storeFile(place, { phone: "+964662251234" }),
      storeFile(place, {
        hours: {
          ...storeFile(place).hours,
          sunday: [
            { opens: "09:00", closes: "13:00" },
            { opens: "16:00", closes: "22:00" },
          ],
        },
      }),
    );
    const res = await locatorPage(api)(`/ar/support/store-locator?governorate=${place.governorate}`);
    expect(res.status).toBe(200);
    expect(res.headers.get(PAGE_CACHE_HEADER)).toBe("query=governorate");
    const html = await res.text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain(`<h2 id="stores-${place.governorate}">محافظة الاختبار`);
    expect(html).toContain(store?.name.ar);
    expect(html).toContain(split?.name.ar);
    expect(html).toContain("الشارع الرئيسي");
    expect(html).toContain('href="tel:+964662251234"><bdi dir="ltr">066 225 1234</bdi></a>');
    expect(html).toContain('href="https://www.google.com/maps/dir/?api=1&amp;destination=33.31,44.41"');
    expect(html).toContain('<bdi dir="ltr">09:00–13:00, 16:00–22:00</bdi>');
    expect(html).toContain("الجمعة</dt><dd>مغلق</dd>");
    // The filter is a plain GET form with this governorate chosen; other governorates' stores are not listed.
    expect(html).toMatch(/<form class="country-picker[^>]*method="get">/);
    expect(html).toContain(`<option value="${place.governorate}" selected="">محافظة الاختبار</option>`);
    expect(html).not.toContain("زين الكرادة");
  }));

test("without a filter, or with an unknown one, every governorate's stores are listed, Halabja's too", () =>
  withRollback(async (handle) => {
    const page = locatorPage(testApi(handle));
    for (const path of ["/ku/support/store-locator", "/ku/support/store-locator?governorate=atlantis"]) {
      const html = await (await page(path)).text();
      expect(html, path).toContain('<h2 id="stores-halabja">هەڵەبجە');
      expect(html, path).toContain('<h2 id="stores-baghdad">بەغدا');
      expect(html, path).toContain("زەین کەرادە");
    }
  }));
