import { expect, test } from "vitest";
import { call, testApi } from "../../tests/api.ts";
import { withRollback } from "../../tests/database.ts";
import { fundedCustomer } from "../../tests/factories/money.ts";

/** What a client sees: 422 in the error shape naming the field, with a message in its language. */
async function expectRefusedField(res: Response, path: string) {
  expect(res.status).toBe(422);
  const body = await res.json();
  expect(body).toMatchObject({ code: "validation_failed", requestId: expect.any(String) });
  expect(body.fields).toEqual([{ path, code: "invalid_string", message: expect.stringMatching(/[\u0600-\u06FF]/) }]);
}

const ar = { "Accept-Language": "ar" };

test("a NUL byte in a slug is refused as input, never sent to the database", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    for (const path of ["/pages/a%00b", "/offerings/a%00b", "/articles/a%00b", "/campaigns/a%00b"]) {
      await expectRefusedField(await call(api, `/api/v1${path}`, { headers: ar }), "slug");
    }
  }));

test("a NUL byte or a lone surrogate in a name is a 422 on that field", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const headers = { ...ar, Authorization: `Bearer ${c.token}`, "Content-Type": "application/json" };
    for (const raw of ['{"name":"Noor\\u0000Ali"}', '{"name":"Noor\\ud800Ali"}']) {
      const res = await call(api, "/api/v1/account/profile", { method: "PATCH", headers, body: raw });
      await expectRefusedField(res, "name");
    }
  }));

test("a usage event whose id PostgreSQL cannot store is refused with its place in the batch", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const event = { msisdn: c.line.msisdn, type: "sms", occurredAt: new Date().toISOString(), quantity: 1 };
    const res = await call(api, "/api/v1/internal/usage-events", {
      method: "POST",
      key: null,
      headers: { ...ar, "X-Ingest-Key": api.config.secrets.usageIngestKey, "Content-Type": "application/json" },
      body: JSON.stringify({
        events: [
          { ...event, id: "ok-1" },
          { ...event, id: "bad\u0000id" },
        ],
      }),
    });
    await expectRefusedField(res, "events.1.id");
  }));

test("a JSON body nested thousands of levels deep is a 4xx in the error shape, not a 500", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const depth = 20_000;
    const res = await call(api, "/api/v1/auth/login", {
      method: "POST",
      headers: { ...ar, "Content-Type": "application/json" },
      body: `${"[".repeat(depth)}${"]".repeat(depth)}`,
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      code: "validation_failed",
      message: expect.stringMatching(/[\u0600-\u06FF]/),
    });
  }));
