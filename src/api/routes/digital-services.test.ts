import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeService } from "../../../tests/factories/digital-services.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";

type Customer = { token: string; lineId: string };

const request = (
  api: ReturnType<typeof testApi>,
  c: Customer,
  path: string,
  init: RequestInit & { lang?: string } = {},
) =>
  call(api, `/api/v1/lines/${c.lineId}/digital-services${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${c.token}`,
      "Content-Type": "application/json",
      "Accept-Language": init.lang ?? "en",
      ...init.headers,
    },
  });

const subscribe = (api: ReturnType<typeof testApi>, c: Customer, service: string, key: string, lang = "en") =>
  request(api, c, "", {
    method: "POST",
    headers: { "Idempotency-Key": key },
    body: JSON.stringify({ service }),
    lang,
  });

test("a customer lists, subscribes once per key, sees the subscription and cancels it", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 10_000);
    const service = await makeService(db, { priceIqd: 1500, renewal: "weekly" });
    const before = await (await request(api, c, "", { lang: "ku" })).json();
    expect(before.find((s: { slug: string }) => s.slug === service.slug)).toMatchObject({
      name: "هەواڵی تاقیکردنەوە",
      priceIqd: 1500,
      renewal: "weekly",
      subscription: null,
    });

    const first = await subscribe(api, c, service.slug, "api-vas-key-0000001");
    expect(first.status).toBe(201);
    const done = await first.json();
    expect(done).toMatchObject({ chargedIqd: 1500, balanceIqd: 8500, service: { slug: service.slug } });
    const again = await subscribe(api, c, service.slug, "api-vas-key-0000001");
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(done);
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 8500, ledger: 8500 });

    const twice = await subscribe(api, c, service.slug, "api-vas-key-0000002", "ar");
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({
      code: "digital_service_already_active",
      message: "هذا الخط مشترك في هذه الخدمة بالفعل.",
    });

    const listed = await (await request(api, c, "")).json();
    const mine = listed.find((s: { slug: string }) => s.slug === service.slug);
    expect(mine.subscription).toMatchObject({ id: done.subscriptionId, renewsAt: done.renewsAt });

    const cancelled = await request(api, c, `/${done.subscriptionId}/cancel`, { method: "POST" });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({
      subscriptionId: done.subscriptionId,
      service: { slug: service.slug },
    });
    const after = await (await request(api, c, "")).json();
    expect(after.find((s: { slug: string }) => s.slug === service.slug).subscription).toBeNull();
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 8500, ledger: 8500 });
  }));

test("bad requests are 4xx with a localized message, never a charge", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 10_000);
    const service = await makeService(db);
    const noKey = await request(api, c, "", { method: "POST", body: JSON.stringify({ service: service.slug }) });
    expect(noKey.status).toBe(422);
    const unknown = await subscribe(api, c, "no-such-service", "api-vas-key-0000003", "ku");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe("ئەم خزمەتگوزارییەمان نەدۆزییەوە. یەکێک لە لیستەکە هەڵبژێرە.");
    const badId = await request(api, c, "/not-a-uuid/cancel", { method: "POST" });
    expect(badId.status).toBe(422);
    const signedOut = await call(api, `/api/v1/lines/${c.lineId}/digital-services`);
    expect(signedOut.status).toBe(401);
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 10_000, ledger: 10_000 });
  }));
