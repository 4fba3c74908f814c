import { expect, test } from "vitest";
import { catalogue } from "../../src/i18n/catalogue.ts";
import { testApi } from "../../tests/api.ts";
import { withRollback } from "../../tests/database.ts";
import { makeCustomer } from "../../tests/factories/accounts.ts";
import { sessionToken, testPages } from "../../tests/web-pages.ts";

/** A message key as the page's inline data (React Router's stream) writes it. */
const keyInData = (key: string) => `\\"${key}\\"`;

const cookieOf = (token: string) => ({ headers: { Cookie: `auth_token=${encodeURIComponent(token)}` } });

test("a myzain page with a valid session renders and leaves the cookie alone", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const { msisdn } = await makeCustomer(db.db);
    const page = testPages((request) => api.fetch(request));
    const ok = await page("/en/myzain", cookieOf(await sessionToken(api, msisdn)));
    expect(ok.status).toBe(200);
    expect(ok.headers.getSetCookie()).toEqual([]);
  }));

test("a session the API answers with 401 is cleared and the customer sent to sign in", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const page = testPages((request) => api.fetch(request));
    const ended = await page("/en/myzain", cookieOf("no-such-session"));
    expect(ended.status).toBe(302);
    expect(ended.headers.get("location")).toBe("/en/login?redirect=%2Fen%2Fmyzain");
    expect(ended.headers.getSetCookie()).toEqual([expect.stringMatching(/^auth_token=; Max-Age=0/)]);
  }));

test("while the API cannot reach its database a myzain page shows the 503 error page and keeps the session", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const { msisdn } = await makeCustomer(db.db);
    const token = await sessionToken(api, msisdn);
    let down = true;
    const page = testPages(async (request) =>
      down && new URL(request.url).pathname !== "/api/v1/translations/ar"
        ? Response.json({ code: "service_unavailable", message: "…", requestId: "r" }, { status: 503 })
        : api.fetch(request),
    );

    const outage = await page("/ar/myzain", cookieOf(token));
    expect(outage.status).toBe(503);
    expect(outage.headers.get("retry-after")).toBe("5");
    expect(outage.headers.getSetCookie()).toEqual([]);
    const html = await outage.text();
    expect(html).toContain("الخدمة غير متاحة مؤقتًا");
    expect(html).toContain('lang="ar"');

    down = false;
    expect((await page("/ar/myzain", cookieOf(token))).status).toBe(200);
  }));

test("a page sends its own and the frame's messages in its language, not the whole catalogue", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const page = testPages((request) => api.fetch(request));
    const html = await (await page("/ar/login")).text();
    expect(html).toContain(keyInData("nav.main"));
    expect(html).toContain(keyInData("auth.backToSignIn"));
    expect(html).not.toContain(keyInData("usage.app.facebook"));
    expect(html).not.toContain(keyInData("statement.amount.in"));
  }));

test("a body that is not a form, sent to a Kurdish page, is refused with the Kurdish error page", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const page = testPages((request) => api.fetch(request));
    const refused = await page("/ku/login", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "x" });
    expect(refused.status).toBe(415);
    const html = await refused.text();
    expect(html).toContain(catalogue.ku["error.badForm.title"]);
    expect(html).not.toContain(catalogue.en["error.badForm.title"]);
  }));

test("an unknown language gets the English not-found page naming the address", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const page = testPages((request) => api.fetch(request));
    const missing = await page("/fr/login");
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain("Page Not Found: /fr/login");
    expect(html).toContain(catalogue.en["error.notFound.description"]);
  }));

test("a client navigation's data request gets the layout and the messages of the page it is for", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const { msisdn } = await makeCustomer(db.db);
    const page = testPages((request) => api.fetch(request));
    // What the browser fetches when it moves to /en/myzain without reloading (after signing in).
    const data = await page(
      "/en/myzain.data?_routes=routes%2Flocale-layout",
      cookieOf(await sessionToken(api, msisdn)),
    );
    expect(data.status).toBe(200);
    const body = await data.text();
    expect(body).toContain('"layout","myzain"');
    expect(body).toContain('"myzain.action.recharge"');
  }));
