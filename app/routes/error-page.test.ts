/** The dedicated error pages answer with the status they show, in every language. */
import { expect, test } from "vitest";
import { testApi } from "../../tests/api.ts";
import { withRollback } from "../../tests/database.ts";
import { asBuilt, testRoutes } from "../../tests/web-pages.ts";
import * as root from "../root.tsx";
import * as errorPage from "./error-page.tsx";
import * as layout from "./locale-layout.tsx";

const site = (api: ReturnType<typeof testApi>) =>
  testRoutes(
    [
      { id: "root", path: "", module: asBuilt(root) },
      { id: "routes/locale-layout", path: ":lang", parentId: "root", module: asBuilt(layout) },
      { id: "page:404", path: "404", parentId: "routes/locale-layout", module: asBuilt(errorPage) },
      { id: "page:500", path: "500", parentId: "routes/locale-layout", module: asBuilt(errorPage) },
    ],
    (request) => api.fetch(request),
  );

test("/{lang}/404 and /{lang}/500 answer 404 and 500 with their error page, never 200", () =>
  withRollback(async (handle) => {
    const page = site(testApi(handle));
    for (const lang of ["en", "ar", "ku"]) {
      for (const status of [404, 500]) {
        const response = await page(`/${lang}/${status}`);
        expect(response.status, `/${lang}/${status}`).toBe(status);
        const html = await response.text();
        expect(html).toContain(`<p class="error-status" aria-hidden="true">${status}</p>`);
        expect(response.headers.get("cache-control") ?? "").not.toMatch(/public/);
      }
    }
  }));
