import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { testConfig } from "../../../tests/config.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeLine } from "../../../tests/factories/accounts.ts";
import { recipientState } from "../../../tests/factories/gifts.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import { giftBundleOp } from "../../contracts/api/gifts.ts";
import { notifications } from "../../db/schema/index.ts";

type Customer = { token: string; lineId: string };

const send = (api: ReturnType<typeof testApi>, c: Customer, body: object, key: string, lang = "en") =>
  call(api, `/api/v1/lines/${c.lineId}/gifts`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${c.token}`,
      "Content-Type": "application/json",
      "Idempotency-Key": key,
      "Accept-Language": lang,
    },
    body: JSON.stringify(body),
  });

test("POST /lines/{id}/gifts gives the bundle once per key; the retry is marked as a replay", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const payer = await fundedCustomer(db, 10_000);
    const friend = await makeLine(db);
    const body = { offering: "weekly-3gb", recipient: `+${friend.msisdn}` };
    const first = await send(api, payer, body, "api-gift-key-000001");
    expect(first.status).toBe(201);
    const given = await first.json();
    expect(given).toMatchObject({ chargedIqd: 3000, balanceIqd: 7000, offering: { slug: "weekly-3gb" } });
    const again = await send(api, payer, body, "api-gift-key-000001");
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(given);
    expect(await moneyOf(db, payer.lineId)).toEqual({ balance: 7000, ledger: 7000 });
    expect((await recipientState(db, friend)).subscriptions).toHaveLength(1);
    // The payer's notice is in their list, in their language, with the number masked.
    const list = await (
      await call(api, "/api/v1/notifications", { headers: { Authorization: `Bearer ${payer.token}` } })
    ).json();
    expect(list.items[0]).toMatchObject({ kind: "gift_sent", params: { msisdn: given.recipient } });
  }));

test("a mistyped number is a localized field error; a missing key or session is refused before anything", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const payer = await fundedCustomer(db, 10_000);
    const bad = await send(
      api,
      payer,
      { offering: "weekly-3gb", recipient: "0770 123 4567" },
      "api-gift-key-000002",
      "ar",
    );
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({
      code: "gift_recipient_invalid",
      message: "أدخل رقم موبايل من زين: ١١ رقماً يبدأ بـ 078 أو 079.",
      fields: [{ path: "recipient" }],
    });
    const empty = await send(api, payer, { offering: "weekly-3gb", recipient: " " }, "api-gift-key-000003");
    expect(empty.status).toBe(422);
    expect((await empty.json()).fields).toEqual([expect.objectContaining({ path: "recipient" })]);
    const noKey = await call(api, `/api/v1/lines/${payer.lineId}/gifts`, {
      method: "POST",
      headers: { Authorization: `Bearer ${payer.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ offering: "weekly-3gb", recipient: payer.msisdn }),
    });
    expect(noKey.status).toBe(422);
    const anonymous = await call(api, `/api/v1/lines/${payer.lineId}/gifts`, { method: "POST" });
    expect(anonymous.status).toBe(401);
    // Another customer's line cannot pay.
    const other = await fundedCustomer(db, 10_000);
    const stolen = await send(
      api,
      { token: other.token, lineId: payer.lineId },
      { offering: "weekly-3gb", recipient: other.msisdn },
      "api-gift-key-000004",
    );
    expect(stolen.status).toBe(404);
    expect(await moneyOf(db, payer.lineId)).toEqual({ balance: 10_000, ledger: 10_000 });
  }));

test("past the day's limit the answer is 429 with Retry-After and a message in the caller's language", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle, { config: testConfig({ GIFTS_PER_DAY: "1" }) });
    const payer = await fundedCustomer(db, 10_000);
    const [a, b] = [await makeLine(db), await makeLine(db)];
    expect((await send(api, payer, { offering: "daily-1gb", recipient: a.msisdn }, "api-gift-key-000005")).status).toBe(
      201,
    );
    const over = await send(api, payer, { offering: "daily-1gb", recipient: b.msisdn }, "api-gift-key-000006", "ckb");
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(over.headers.get("retry-after"))).toBeLessThanOrEqual(86_400);
    expect(await over.json()).toMatchObject({
      code: "gift_limit_reached",
      message: "گەیشتیتە سنووری ڕۆژانەی دیارییەکان (١). دوای نیوەشەو بە کاتی بەغدا دەتوانیت زیاتر بنێریت.",
    });
    expect(await recipientState(db, b)).toEqual({ subscriptions: [], buckets: [], sms: [] });
    expect(await db.select().from(notifications).where(eq(notifications.accountId, payer.account.id))).toHaveLength(1);
  }));

test("the gift operation is documented with its schemas and error answers", () =>
  withRollback(async (handle) => {
    const doc = await (await call(testApi(handle), "/api/v1/openapi.json", { key: null })).json();
    const documented = doc.paths[`/api/v1${giftBundleOp.path}`]?.post;
    expect(Object.keys(documented.responses)).toEqual(
      expect.arrayContaining(["201", "401", "404", "409", "422", "429"]),
    );
    expect(documented.requestBody.content["application/json"].schema).toBeDefined();
    expect(documented.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["lineId", "idempotency-key"]),
    );
  }));
