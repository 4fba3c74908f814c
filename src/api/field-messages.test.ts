import { expect, test } from "vitest";
import { call, testApi } from "../../tests/api.ts";
import { withRollback } from "../../tests/database.ts";
import { fundedCustomer } from "../../tests/factories/money.ts";

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

test("a missing Idempotency-Key is refused with a field message in the caller's language, never a key", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 10_000);
    const messages = new Map<string, string>();
    for (const lang of ["en", "ar", "ckb"]) {
      const res = await call(api, `/api/v1/lines/${c.lineId}/bundle-purchases`, {
        method: "POST",
        headers: { Authorization: `Bearer ${c.token}`, "Content-Type": "application/json", "Accept-Language": lang },
        body: JSON.stringify({ offering: "bikaifi-210" }),
      });
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body.code).toBe("validation_failed");
      const field = body.fields.find((f: { path: string }) => f.path === "idempotency-key");
      expect(field.message).not.toMatch(/^validation\./);
      messages.set(lang, field.message);
    }
    expect(messages.get("en")).toMatch(/Idempotency-Key/);
    expect(messages.get("ar")).toMatch(ARABIC_SCRIPT);
    expect(messages.get("ckb")).toMatch(ARABIC_SCRIPT);
    expect(messages.get("ar")).not.toBe(messages.get("ckb"));
  }));

test("a value of the wrong type gets a localized field message, not zod's English", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 10_000);
    const res = await call(api, `/api/v1/lines/${c.lineId}/services`, {
      method: "PATCH",
      headers: { Authorization: `Bearer ${c.token}`, "Content-Type": "application/json", "Accept-Language": "ar" },
      body: JSON.stringify({ roaming: "yes" }),
    });
    expect(res.status).toBe(422);
    const [field] = (await res.json()).fields;
    expect(field.path).toBe("roaming");
    expect(field.message).toMatch(ARABIC_SCRIPT);
    expect(field.message).not.toMatch(/expected|invalid input/i);
  }));
