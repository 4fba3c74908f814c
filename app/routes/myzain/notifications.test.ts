import { expect, test } from "vitest";
import { translate } from "../../../src/i18n/catalogue.ts";
import { testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeCustomer } from "../../../tests/factories/accounts.ts";
import { asBuilt, sessionToken, testRoutes } from "../../../tests/web-pages.ts";
import * as root from "../../root.tsx";
import * as layout from "../locale-layout.tsx";
import * as notifications from "./notifications.tsx";

/** The notifications page behind the real root and language layout, talking to `api`. */
const notificationsPage = (api: ReturnType<typeof testApi>) =>
  testRoutes(
    [
      { id: "root", path: "", module: asBuilt(root) },
      { id: "layout", path: ":lang", parentId: "root", module: asBuilt(layout) },
      { id: "notifications", path: "myzain/notifications", parentId: "layout", module: asBuilt(notifications) },
    ],
    (request) => api.fetch(request),
  );

test("marking a notice that does not exist as read is a 4xx page in the visitor's language, not a 500", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const { msisdn } = await makeCustomer(db);
    const cookie = `auth_token=${encodeURIComponent(await sessionToken(api, msisdn))}`;
    const page = notificationsPage(api);
    const cases: Record<string, string>[] = [
      {},
      { id: "not-a-notice" },
      { id: "0d6c2b9e-7a1f-4f0e-9a57-3c0e7f1f2b11" },
    ];
    for (const fields of cases) {
      const res = await page("/ar/myzain/notifications", {
        method: "POST",
        headers: { Cookie: cookie },
        body: new URLSearchParams(fields),
      });
      expect(res.status, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(fields)).toBeLessThan(500);
      const html = await res.text();
      expect(html).toContain('<html lang="ar" dir="rtl"');
      expect(html).toMatch(/class="form-message" role="alert">[^<]*[\u0600-\u06FF]/);
    }
  }));

test("marking all notices as read still answers the page", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const { msisdn } = await makeCustomer(db);
    const cookie = `auth_token=${encodeURIComponent(await sessionToken(api, msisdn))}`;
    const res = await notificationsPage(api)("/en/myzain/notifications", {
      method: "POST",
      headers: { Cookie: cookie },
      body: new URLSearchParams({ intent: "read-all" }),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(translate("en", "notifications.empty"));
  }));
