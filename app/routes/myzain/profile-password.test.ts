import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { toPublicConfig } from "../../../src/config/public-config.ts";
import { signClientIp } from "../../../src/lib/client-ip.ts";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeCustomer, TEST_PASSWORD } from "../../../tests/factories/accounts.ts";
import { webEnvContext } from "../../context.ts";
import { action } from "./profile-and-settings.tsx";

const PAGE = "http://localhost/ku/myzain/profile-and-settings";
const NEW_PASSWORD = "a new and longer passphrase";

type Api = ReturnType<typeof testApi>;

/** The password form posted as a browser without JavaScript posts it: url-encoded, to the page's action. */
async function postForm(api: Api, token: string, fields: Record<string, string>) {
  const context = new RouterContextProvider();
  context.set(webEnvContext, {
    config: toPublicConfig(api.config),
    apiBaseUrl: "http://localhost/api/v1",
    apiTransport: api.fetch,
    requestId: "profile-password-test",
    clientIp: "127.0.0.1",
    clientIpSignature: signClientIp(api.config.secrets.sessionPepper, "127.0.0.1"),
    secureCookies: false,
    cookieSecret: "profile-password-test-cookie-secret-0123",
    build: { id: "test", timestamp: "2026-01-01T00:00:00.000Z" },
    contentVersion: null,
    log: () => undefined,
  });
  const request = new Request(PAGE, {
    method: "POST",
    headers: { Cookie: `auth_token=${encodeURIComponent(token)}` },
    body: new URLSearchParams({
      intent: "password",
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      ...fields,
    }),
  });
  const result = await action({ request, params: { lang: "ku" }, context, url: new URL(PAGE), pattern: "" });
  return { status: result.init?.status, done: result.data.done };
}

const signIn = async (api: Api, msisdn: string) => {
  const res = await call(api, "/api/v1/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ msisdn, password: TEST_PASSWORD }),
  });
  return (await res.json()).token as string;
};

const sessionStatus = (api: Api, token: string) =>
  call(api, "/api/v1/auth/session", { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.status);

test("the password form with its box left unticked signs the other devices out and says so", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const { msisdn } = await makeCustomer(handle.db);
    const here = await signIn(api, msisdn);
    const elsewhere = await signIn(api, msisdn);
    const saved = await postForm(api, here, {});
    expect(saved.status).toBe(200);
    expect(saved.done).toEqual({ key: "profile.password.savedAndEnded", values: { count: 1 } });
    expect([await sessionStatus(api, here), await sessionStatus(api, elsewhere)]).toEqual([200, 401]);
  }));

test("ticking 'keep me signed in on my other devices' keeps them", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const { msisdn } = await makeCustomer(handle.db);
    const here = await signIn(api, msisdn);
    const elsewhere = await signIn(api, msisdn);
    const saved = await postForm(api, here, { keepOtherSessions: "on" });
    expect(saved.done).toEqual({ key: "profile.password.saved" });
    expect([await sessionStatus(api, here), await sessionStatus(api, elsewhere)]).toEqual([200, 200]);
  }));
