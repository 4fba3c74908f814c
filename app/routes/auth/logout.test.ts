import { expect, test } from "vitest";
import { testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeCustomer } from "../../../tests/factories/accounts.ts";
import { asBuilt, sessionToken, testRoutes } from "../../../tests/web-pages.ts";
import * as root from "../../root.tsx";
import * as logout from "./logout.tsx";

test("signing out with a body that is not a form still ends the session and clears the cookie", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const { msisdn } = await makeCustomer(db);
    const token = await sessionToken(api, msisdn);
    const site = testRoutes(
      [
        { id: "root", path: "", module: asBuilt(root) },
        { id: "logout", path: "logout", parentId: "root", module: asBuilt(logout) },
      ],
      (request) => api.fetch(request),
    );
    const res = await site("/logout", {
      method: "POST",
      headers: { Cookie: `auth_token=${encodeURIComponent(token)}`, "Content-Type": "text/plain" },
      body: "lang=ar",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/en");
    expect(res.headers.getSetCookie()[0]).toMatch(/^auth_token=; Max-Age=0/);
    const session = await api.fetch(
      new Request("http://localhost/api/v1/auth/session", {
        headers: { "X-API-Key": "zain-web-public", Authorization: `Bearer ${token}` },
      }),
    );
    expect(session.status).toBe(401);
  }));
