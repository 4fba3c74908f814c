/** Reports listed on investor relations are documents the site serves, in each language; never dead links. */
import { expect, test } from "vitest";
import { testApi } from "../../tests/api.ts";
import { withRollback } from "../../tests/database.ts";
import { asBuilt, testRoutes } from "../../tests/web-pages.ts";
import * as root from "../root.tsx";
import * as contentPage from "./content-page.tsx";
import * as report from "./investor-report.tsx";
import * as layout from "./locale-layout.tsx";

const site = (api: ReturnType<typeof testApi>) =>
  testRoutes(
    [
      { id: "root", path: "", module: asBuilt(root) },
      { id: "routes/locale-layout", path: ":lang", parentId: "root", module: asBuilt(layout) },
      { id: "ir", path: "about-us/investor-relations", parentId: "routes/locale-layout", module: asBuilt(contentPage) },
      {
        id: "report",
        path: "about-us/investor-relations/reports/:report",
        parentId: "routes/locale-layout",
        module: asBuilt(report),
      },
    ],
    (request) => api.fetch(request),
  );

test("every report the investor-relations page links to is served as a document in that language", () =>
  withRollback(async (handle) => {
    const page = site(testApi(handle));
    for (const lang of ["en", "ar", "ku"]) {
      const html = await (await page(`/${lang}/about-us/investor-relations`)).text();
      const links = [...html.matchAll(/href="(\/[a-z]{2}\/about-us\/investor-relations\/reports\/[a-z0-9-]+)"/g)].map(
        (m) => m[1] ?? "",
      );
      expect(links.length, lang).toBeGreaterThanOrEqual(2);
      for (const link of links) {
        const response = await page(link);
        expect(response.status, link).toBe(200);
        expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
        expect(response.headers.get("content-disposition")).toMatch(/^inline; filename="[a-z0-9-]+-(en|ar|ku)\.html"$/);
        const doc = await response.text();
        expect(doc).toMatch(/^<!DOCTYPE html><html lang="(en|ar|ckb)" dir="(ltr|rtl)">/);
        expect(doc).toContain(`href="/${lang}/about-us/investor-relations"`);
      }
    }
  }));

test("the Kurdish half-year review is in Sorani, right to left, and an unknown report is a 404", () =>
  withRollback(async (handle) => {
    const page = site(testApi(handle));
    const doc = await (await page("/ku/about-us/investor-relations/reports/half-year-review-2026")).text();
    expect(doc).toContain('<html lang="ckb" dir="rtl">');
    expect(doc).toContain("پێداچوونەوەی کارپێکردنی نیوەی یەکەمی ٢٠٢٦");
    expect((await page("/en/about-us/investor-relations/reports/annual-review-1999")).status).toBe(404);
  }));
