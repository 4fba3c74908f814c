import { expect, test } from "vitest";
import { call, testApi } from "../../tests/api.ts";
import { testConfig } from "../../tests/config.ts";
import { withRollback } from "../../tests/database.ts";
import type { PageTranslation } from "../contracts/page-content.ts";
import { savePage } from "../domain/pages/pages.ts";

const translation = (title: string): PageTranslation => ({
  title,
  description: `${title}: a description long enough to be a real meta description for the page.`,
  blocks: [{ type: "hero", title }],
});
const page = (en: string, ar: string, ku: string) => ({
  slug: "test/cached",
  layout: "static" as const,
  translations: { en: translation(en), ar: translation(ar), ku: translation(ku) },
});
const titles = async (api: ReturnType<typeof testApi>) =>
  Promise.all(
    ["en", "ar", "ckb"].map(async (language) => {
      const res = await call(api, "/api/v1/pages/test%2Fcached", { headers: { "Accept-Language": language } });
      return (await res.json()).title;
    }),
  );

test("a changed page is read afresh in every language once the content version moves", () =>
  withRollback(async (db) => {
    await savePage(db, page("Coverage", "التغطية", "داپۆشین"));
    const api = testApi(db, { config: testConfig({ PAGE_CACHE_CHECK_MS: "0" }) });
    expect(await titles(api)).toEqual(["Coverage", "التغطية", "داپۆشین"]);
    await savePage(db, page("Network coverage", "تغطية الشبكة", "داپۆشینی تۆڕ"));
    expect(await titles(api)).toEqual(["Network coverage", "تغطية الشبكة", "داپۆشینی تۆڕ"]);
  }));

test("within the check interval the page is answered from the cache", () =>
  withRollback(async (db) => {
    await savePage(db, page("Coverage", "التغطية", "داپۆشین"));
    const api = testApi(db, { config: testConfig({ PAGE_CACHE_CHECK_MS: "60000" }) });
    expect(await titles(api)).toEqual(["Coverage", "التغطية", "داپۆشین"]);
    await savePage(db, page("Network coverage", "تغطية الشبكة", "داپۆشینی تۆڕ"));
    expect(await titles(api)).toEqual(["Coverage", "التغطية", "داپۆشین"]);
  }));

test("a page that does not exist yet is found as soon as it is written", () =>
  withRollback(async (db) => {
    const api = testApi(db, { config: testConfig({ PAGE_CACHE_CHECK_MS: "60000" }) });
    expect((await call(api, "/api/v1/pages/test%2Fcached")).status).toBe(404);
    await savePage(db, page("Coverage", "التغطية", "داپۆشین"));
    expect((await call(api, "/api/v1/pages/test%2Fcached")).status).toBe(200);
  }));
