import { expect, test } from "vitest";
import { call, testApi } from "../../tests/api.ts";
import { withRollback } from "../../tests/database.ts";
import { fundedCustomer } from "../../tests/factories/money.ts";

const PRIVATE = "private, no-store";

test("every answer to a signed-in customer's own data is private and never stored, errors included", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 5000);
    const auth = { Authorization: `Bearer ${c.token}` };
    const addresses = [
      "/auth/session",
      "/auth/sessions",
      "/lines",
      `/lines/${c.lineId}/balance`,
      `/lines/${c.lineId}/statement`,
      `/lines/${c.lineId}/bills`,
      `/lines/${c.lineId}/services`,
      "/payments",
      "/account/profile",
      "/notifications",
    ];
    for (const path of addresses) {
      const res = await call(api, `/api/v1${path}`, { headers: auth });
      expect([path, res.status, res.headers.get("cache-control")]).toEqual([path, 200, PRIVATE]);
    }
    const signedOut = await call(api, "/api/v1/lines");
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get("cache-control")).toBe(PRIVATE);
  }));

test("public answers keep their own caching", () =>
  withRollback(async (handle) => {
    const res = await call(testApi(handle), "/api/v1/offerings");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
  }));
