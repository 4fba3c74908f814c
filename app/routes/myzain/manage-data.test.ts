import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { toPublicConfig } from "../../../src/config/public-config.ts";
import { translate } from "../../../src/i18n/catalogue.ts";
import { signClientIp } from "../../../src/lib/client-ip.ts";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer } from "../../../tests/factories/money.ts";
import { webEnvContext } from "../../context.ts";
import { action } from "./manage-data.tsx";

const PAGE = "http://localhost/ar/myzain/manage-data";

/** Posts one of the page's forms to its action, as the web server does, with the API in process. */
function post(api: ReturnType<typeof testApi>, token: string, fields: Record<string, string>) {
  const context = new RouterContextProvider();
  context.set(webEnvContext, {
    config: toPublicConfig(api.config),
    apiBaseUrl: "http://localhost/api/v1",
    apiTransport: api.fetch,
    requestId: "manage-data-test",
    clientIp: "127.0.0.1",
    clientIpSignature: signClientIp(api.config.secrets.sessionPepper, "127.0.0.1"),
    secureCookies: false,
    cookieSecret: "manage-data-test-cookie-secret-0123",
    build: { id: "test", timestamp: "2026-01-01T00:00:00.000Z" },
    contentVersion: null,
    log: () => undefined,
  });
  const request = new Request(PAGE, {
    method: "POST",
    headers: { Cookie: `auth_token=${token}` },
    body: new URLSearchParams(fields),
  });
  return action({ request, params: { lang: "ar" }, context, url: new URL(PAGE), pattern: "" });
}

test("a value the API refuses is shown on the form in the visitor's language, not as a failed page", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const tooLow = await post(api, encodeURIComponent(c.token), { intent: "alert", percent: "5" });
    expect(tooLow).toEqual({ saved: null, error: { text: translate("ar", "validation.invalid") } });
    const notABundle = await post(api, encodeURIComponent(c.token), {
      intent: "renew",
      subscription: "nope",
      value: "on",
    });
    expect(notABundle).toMatchObject({ saved: null, error: { text: expect.stringMatching(/[\u0600-\u06FF]/) } });
    const services = await call(api, `/api/v1/lines/${c.lineId}/services`, {
      headers: { Authorization: `Bearer ${c.token}` },
    });
    expect((await services.json()).usageAlertPercent).toBeNull();
  }));

test("a change the API takes is saved as before", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    expect(await post(api, encodeURIComponent(c.token), { intent: "alert", percent: "70" })).toEqual({
      saved: "alert",
      error: null,
    });
  }));

test("a session cookie that is not valid percent-encoding is no session: sign in again, not a failure", () =>
  withRollback(async (handle) => {
    const thrown = await post(testApi(handle), "%E0%A4%A", { intent: "alert", percent: "70" }).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("location")).toMatch(/^\/ar\/login\?redirect=/);
  }));
