import { afterEach, expect, test, vi } from "vitest";
import { PAGE_CACHE_HEADER, PAGE_CACHE_UNTIL_HEADER } from "../../src/lib/page-cache.ts";
import { testApi } from "../../tests/api.ts";
import { withRollback } from "../../tests/database.ts";
import { makePlace, makeStores, storeFile, usualHours } from "../../tests/factories/places.ts";
import { asBuilt, testRoutes } from "../../tests/web-pages.ts";
import * as root from "../root.tsx";
import * as layout from "./locale-layout.tsx";
import * as locator from "./store-locator.tsx";

afterEach(() => {
  vi.useRealTimers();
});

/** The store locator behind the real root and language layout, talking to `api`. */
const locatorPage = (api: ReturnType<typeof testApi>, settings: Record<string, string> = {}) =>
  testRoutes(
    [
      { id: "root", path: "", module: asBuilt(root) },
      { id: "layout", path: ":lang", parentId: "root", module: asBuilt(layout) },
      { id: "locator", path: "support/store-locator", parentId: "layout", module: asBuilt(locator) },
    ],
    (request) => api.fetch(request),
    settings,
  );

/** The store ids in the order the page lists them. */
const listed = (html: string) => [...html.matchAll(/<li class="store-card" id="store-([^"]+)"/g)].map((m) => m[1]);

test("filtered by governorate in Arabic: phone, hours in Arabic digits, directions, and a dot on the map per store", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const place = await makePlace(db);
    const [store, split] = await makeStores(
      db,
      storeFile(place, { phone: "+964662251234" }),
      storeFile(place, {
        kind: "dealer",
        hours: {
          ...usualHours,
          sunday: [
            { opens: "09:00", closes: "13:00" },
            { opens: "16:00", closes: "25:00" },
          ],
        },
      }),
    );
    const res = await locatorPage(api)(`/ar/support/store-locator?governorate=${place.governorate}`);
    expect(res.status).toBe(200);
    expect(res.headers.get(PAGE_CACHE_HEADER)).toBe("query=city,from,governorate,kind,lat,lng,open,service");
    const html = await res.text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain(`<h3 id="stores-${place.governorate}">محافظة الاختبار`);
    expect(listed(html)).toEqual([store?.id, split?.id]);
    expect(html).toContain("وكيل معتمد");
    expect(html).toContain("الشارع الرئيسي");
    expect(html).toContain('href="tel:+964662251234"');
    expect(html).toContain('<bdi dir="ltr">066 225 1234</bdi>');
    expect(html).toContain('href="https://www.google.com/maps/dir/?api=1&amp;destination=33.31,44.41"');
    // Past midnight reads as the clock shows it: 25:00 is 01:00.
    expect(html).toContain('<bdi dir="ltr">٠٩:٠٠–١٣:٠٠, ١٦:٠٠–٠١:٠٠</bdi>');
    expect(html).toContain("الجمعة</dt><dd>مغلق</dd>");
    expect(html.match(/<a href="#store-[^"]+" tabindex="-1" class="map-store/g)).toHaveLength(2);
    expect(html).toContain('<title id="store-map-title">');
    expect(html).toContain(`<option value="${place.governorate}" selected="">محافظة الاختبار</option>`);
    expect(html).not.toContain("زين الكرادة");
  }));

test("without a filter, or with an unknown one, every governorate's stores are listed, Halabja's too", () =>
  withRollback(async (handle) => {
    const page = locatorPage(testApi(handle));
    for (const path of ["/ku/support/store-locator", "/ku/support/store-locator?governorate=atlantis"]) {
      const html = await (await page(path)).text();
      expect(html, path).toContain('<h3 id="stores-halabja">هەڵەبجە');
      expect(html, path).toContain('<h3 id="stores-baghdad">بەغدا');
      expect(html, path).toContain("زەین کەرادە");
    }
  }));

test("open now on a Friday in Baghdad keeps the stores open then; the shared page lasts until the next change", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const place = await makePlace(db);
    const friday = [{ opens: "16:00", closes: "25:00" }];
    const [, lateDealer] = await makeStores(
      db,
      storeFile(place, { hours: usualHours }),
      storeFile(place, { kind: "dealer", hours: { ...usualHours, friday } }),
    );
    vi.useFakeTimers({ toFake: ["Date"] });
    // Friday 27 November 2026, 23:30 in Baghdad: the usual store is shut, the dealer open until 01:00.
    vi.setSystemTime(new Date("2026-11-27T23:30:00+03:00"));
    const res = await locatorPage(api)(`/en/support/store-locator?governorate=${place.governorate}&open=1`);
    const html = await res.text();
    expect(listed(html)).toEqual([lateDealer?.id]);
    expect(html).toContain("Open now · until 01:00");
    expect(res.headers.get(PAGE_CACHE_UNTIL_HEADER)).toBe(String(new Date("2026-11-28T01:00:00+03:00").getTime()));

    const all = await (await locatorPage(api)(`/en/support/store-locator?governorate=${place.governorate}`)).text();
    expect(all).toContain("Closed · opens tomorrow at 09:00");
  }));

test("near a point: nearest first with distances in the language's digits, and the page is private", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const place = await makePlace(db);
    const [far, near] = await makeStores(
      db,
      storeFile(place, { latitude: 33.4, longitude: 44.5 }),
      storeFile(place, { latitude: 33.31, longitude: 44.41 }),
    );
    const res = await locatorPage(api)(
      `/ku/support/store-locator?governorate=${place.governorate}&lat=33.3012&lng=44.4049`,
    );
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    expect(listed(html)).toEqual([near?.id, far?.id]);
    expect(html).toContain("نزیکترینەکان سەرەتا، بە پێوانە لە شوێنەکەت");
    // 33.30,44.40 to 33.31,44.41: 1.4 km, written in Sorani's digits.
    expect(html).toContain("١٫٤ کیلۆمەتر دوورە");
    expect(html).toContain('class="map-you"');
  }));

test("nearest to a chosen city works without JavaScript, and that page may be shared", () =>
  withRollback(async (handle) => {
    const res = await locatorPage(testApi(handle))("/en/support/store-locator?from=erbil/soran&kind=store");
    expect(res.headers.get("Cache-Control")).toBeNull();
    const html = await res.text();
    expect(html).toContain("Nearest first, from Soran");
    expect(listed(html)[0]).toBe("soran-diana");
    expect(html).not.toContain("Authorised dealer</span>");
  }));

test("a tile map only where the operator set a tile server: none by default, the drawn map always", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const plain = await (await locatorPage(api)("/ar/support/store-locator")).text();
    expect(plain).toContain('class="map-country"');
    expect(plain).not.toContain("tile-map");
    expect(plain).not.toContain("tiles.example.iq");
    const tiles = {
      TILE_SERVER_URL: "https://tiles.example.iq/{z}/{x}/{y}.png",
      TILE_ATTRIBUTION: "© OpenStreetMap contributors",
    };
    const html = await (await locatorPage(api, tiles)("/ar/support/store-locator")).text();
    // The drawn map stays (the page without JavaScript); the tile map's box lies over it, left to right.
    expect(html).toContain('class="map-country"');
    expect(html).toContain('<div class="tile-map" dir="ltr"></div>');
    expect(html).toContain("https://tiles.example.iq/{z}/{x}/{y}.png");
  }));
