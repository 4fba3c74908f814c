import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import type { PageTranslation } from "../../contracts/page-content.ts";
import { saveTranslations } from "../../domain/i18n/translations.ts";
import { savePage } from "../../domain/pages/pages.ts";

const translation = (title: string): PageTranslation => ({
  title,
  description: `${title}: a description long enough to be a real meta description for the page.`,
  blocks: [{ type: "hero", title }],
});

test("GET /translations/{locale} returns the catalogue with an ETag and answers 304 when unchanged", () =>
  withRollback(async (db) => {
    await saveTranslations(db, "ar", { "nav.menu": "القائمة" });
    const api = testApi(db);
    const first = await call(api, "/api/v1/translations/ar");
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ locale: "ar", messages: { "nav.menu": "القائمة" } });
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const again = await call(api, "/api/v1/translations/ar", { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);

    await saveTranslations(db, "ar", { "nav.menu": "القائمة الرئيسية" });
    const changed = await call(api, "/api/v1/translations/ar", { headers: { "If-None-Match": etag ?? "" } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  }));

test("an unknown locale's translations are a 404 in the error shape", () =>
  withRollback(async (db) => {
    const res = await call(testApi(db), "/api/v1/translations/fr");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "translations_not_found", requestId: expect.any(String) });
  }));

test("GET /locales lists the registry with Sorani as ckb, right to left", () =>
  withRollback(async (db) => {
    const body = await (await call(testApi(db), "/api/v1/locales")).json();
    expect(body.map((l: { code: string }) => l.code)).toEqual(["en", "ar", "ku"]);
    expect(body[2]).toMatchObject({ code: "ku", language: "ckb", dir: "rtl", intl: "ckb-IQ", name: "کوردی" });
  }));

test("a page comes back in the language the client asks for", () =>
  withRollback(async (db) => {
    await savePage(db, {
      slug: "test/page",
      layout: "static",
      translations: { en: translation("Coverage"), ar: translation("التغطية"), ku: translation("داپۆشین") },
    });
    const api = testApi(db);
    const ku = await call(api, "/api/v1/pages/test%2Fpage", { headers: { "Accept-Language": "ckb" } });
    expect(ku.status).toBe(200);
    expect(await ku.json()).toMatchObject({ slug: "test/page", layout: "static", locale: "ku", title: "داپۆشین" });
    const list = await (await call(api, "/api/v1/pages")).json();
    expect(list).toContainEqual(expect.objectContaining({ slug: "test/page", layout: "static" }));
  }));

test("an unknown page is a localized 404", () =>
  withRollback(async (db) => {
    const res = await call(testApi(db), "/api/v1/pages/no-such-page", { headers: { "Accept-Language": "ar" } });
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.code).toBe("page_not_found");
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
  }));
