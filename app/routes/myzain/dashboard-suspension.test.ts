import { expect, test } from "vitest";
import { translate } from "../../../src/i18n/catalogue.ts";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeCustomer } from "../../../tests/factories/accounts.ts";
import { makeStaff } from "../../../tests/factories/staff.ts";
import { sessionToken, testPages } from "../../../tests/web-pages.ts";

test("the dashboard of a line the operator suspended says so in en, ar and ku, and does not tell the customer to resume it", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const { msisdn } = await makeCustomer(db);
    const support = await makeStaff(db, "support");
    const suspended = await call(api, `/api/v1/staff/lines/${msisdn}/suspension`, {
      method: "PUT",
      key: null,
      headers: support.headers,
      body: JSON.stringify({ suspended: true, reasonCode: "legal_order" }),
    });
    expect(suspended.status).toBe(200);
    const cookie = { headers: { Cookie: `auth_token=${encodeURIComponent(await sessionToken(api, msisdn))}` } };
    const page = testPages((request) => api.fetch(request));
    for (const lang of ["en", "ar", "ku"] as const) {
      const response = await page(`/${lang}/myzain`, cookie);
      expect(response.status).toBe(200);
      const html = await response.text();
      // The notice as drawn (the page's data also carries the catalogue, so match the element).
      const notice = (key: string) => `<p class="notice" role="status">${translate(lang, key)}</p>`;
      expect(html).toContain(notice("myzain.line.suspendedByOperator"));
      expect(html).not.toContain(notice("myzain.line.suspended"));
    }
  }));
