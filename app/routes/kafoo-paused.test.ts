/**
 * Staff switch credit transfer, credit advance and automatic recharge off (issue 20): prepaid/kafoo
 * and myzain/autopay then say the service is paused, at once and without a restart. A server-render
 * test: switching the services off in the shared browser-test server would stop the Kafoo journeys
 * running beside it.
 */
import { expect, test } from "vitest";
import { translate } from "../../src/i18n/catalogue.ts";
import type { LocaleCode } from "../../src/i18n/locales.ts";
import { call, testApi } from "../../tests/api.ts";
import { withRollback } from "../../tests/database.ts";
import { kafooCustomer } from "../../tests/factories/kafoo.ts";
import { makeStaff } from "../../tests/factories/staff.ts";
import { asBuilt, testRoutes } from "../../tests/web-pages.ts";
import * as root from "../root.tsx";
import * as kafooPage from "./kafoo-page.tsx";
import * as layout from "./locale-layout.tsx";
import * as autopay from "./myzain/autopay.tsx";

const site = (api: ReturnType<typeof testApi>) =>
  testRoutes(
    [
      { id: "root", path: "", module: asBuilt(root) },
      { id: "routes/locale-layout", path: ":lang", parentId: "root", module: asBuilt(layout) },
      { id: "kafoo", path: "prepaid/kafoo", parentId: "routes/locale-layout", module: asBuilt(kafooPage) },
      { id: "autopay", path: "myzain/autopay", parentId: "routes/locale-layout", module: asBuilt(autopay) },
    ],
    (request) => api.fetch(request),
  );

// The notices as drawn (the page's data also carries the catalogue, so match the elements).
const kafooNotice = (lang: LocaleCode, key: string) => `<p class="notice">${translate(lang, key)}</p>`;
const autopayNotice = (lang: LocaleCode) =>
  `<p class="notice notice-warning" role="status">${translate(lang, "autopay.paused")}</p>`;

test("when staff pause the Kafoo services, prepaid/kafoo and myzain/autopay say so in ar and ku, for visitors and customers", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const page = site(api);
    const finance = await makeStaff(db, "finance");
    const customer = await kafooCustomer(db, 10_000);
    const cookie = { headers: { Cookie: `auth_token=${encodeURIComponent(customer.token)}` } };
    const switchAll = async (paused: boolean) => {
      for (const service of ["credit_transfer", "credit_advance", "auto_recharge"]) {
        const body = JSON.stringify({ paused, note: "fraud wave" });
        const put = await call(api, `/api/v1/staff/services/${service}`, {
          method: "PUT",
          headers: finance.headers,
          body,
        });
        expect(put.status).toBe(200);
      }
    };
    const pages = async (lang: "ar" | "ku") => {
      const visitor = await page(`/${lang}/prepaid/kafoo`);
      const signedIn = await page(`/${lang}/prepaid/kafoo`, cookie);
      const settings = await page(`/${lang}/myzain/autopay`, cookie);
      expect([visitor.status, signedIn.status, settings.status]).toEqual([200, 200, 200]);
      return { visitor: await visitor.text(), signedIn: await signedIn.text(), autopay: await settings.text() };
    };

    // Running: the transfer form and the advance offers, no notice anywhere.
    const transferForm = 'name="to"';
    const advanceForm = 'name="intent" value="advance"';
    const before = await pages("ku");
    expect(before.signedIn).toContain(transferForm);
    expect(before.signedIn).toContain(advanceForm);
    for (const html of [before.visitor, before.signedIn]) {
      expect(html).not.toContain(kafooNotice("ku", "kafoo.paused.transfer"));
      expect(html).not.toContain(kafooNotice("ku", "kafoo.paused.advance"));
    }
    expect(before.autopay).not.toContain(autopayNotice("ku"));

    await switchAll(true);
    for (const lang of ["ar", "ku"] as const) {
      const paused = await pages(lang);
      expect(paused.visitor).toContain(kafooNotice(lang, "kafoo.paused.transfer"));
      expect(paused.visitor).toContain(kafooNotice(lang, "kafoo.paused.advance"));
      // Signed in: said above the line's services, and in place of the transfer form and the advance.
      expect(paused.signedIn).toContain(kafooNotice(lang, "kafoo.paused.transfer"));
      expect(paused.signedIn).toContain(kafooNotice(lang, "kafoo.paused.advance"));
      expect(paused.signedIn).not.toContain(transferForm);
      expect(paused.signedIn).not.toContain(advanceForm);
      expect(paused.autopay).toContain(autopayNotice(lang));
    }

    // Switched on again: the notices go, without a restart.
    await switchAll(false);
    const after = await pages("ar");
    expect(after.signedIn).not.toContain(kafooNotice("ar", "kafoo.paused.transfer"));
    expect(after.autopay).not.toContain(autopayNotice("ar"));
  }));
