import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import { maskMsisdn } from "../../contracts/msisdn.ts";
import { buckets, lines, subscriptions } from "../../db/schema/index.ts";
import { importSegment } from "../../domain/targeting/segments.ts";

const auth = (token: string, extra: Record<string, string> = {}) => ({
  Authorization: `Bearer ${token}`,
  "Content-Type": "application/json",
  ...extra,
});
const buy = (
  api: ReturnType<typeof testApi>,
  c: { token: string; lineId: string },
  offering: string,
  key: string,
  lang = "en",
) =>
  call(api, `/api/v1/lines/${c.lineId}/bundle-purchases`, {
    method: "POST",
    headers: auth(c.token, { "Idempotency-Key": key, "Accept-Language": lang }),
    body: JSON.stringify({ offering }),
  });
const inSegment = (db: Parameters<typeof importSegment>[0], segment: string, national: string) =>
  importSegment(db, segment, national, { prefixes: ["078", "079"], now: new Date() });

test("a BTL offer is bought by a line in its segment, with its bucket; a line outside gets a localized 403 and pays nothing", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const member = await fundedCustomer(db, 10_000);
    const outsider = await fundedCustomer(db, 10_000);
    await inSegment(db, "btl-3gb", member.national);

    const bought = await buy(api, member, "personal-3gb", "key-personal-00000001");
    expect(bought.status).toBe(201);
    expect(await bought.json()).toMatchObject({ offering: { slug: "personal-3gb" }, chargedIqd: 2500 });
    const [bucket] = await db.select().from(buckets).where(eq(buckets.lineId, member.lineId));
    expect(bucket).toMatchObject({ kind: "data", total: 3072 * 1024 });
    // A retry replays the purchase, even though a bought bundle may change what targeting sees.
    expect((await buy(api, member, "personal-3gb", "key-personal-00000001")).status).toBe(201);

    for (const [lang, message] of [
      ["en", "This offer was sent to selected lines; yours is not one of them."],
      ["ar", "أُرسل هذا العرض إلى خطوط مختارة، وخطّك ليس من بينها."],
      ["ckb", "ئەم ئۆفەرە بۆ چەند هێڵێکی دیاریکراو نێردراوە، و هێڵەکەت یەکێک لەوان نییە."],
    ] as const) {
      const refused = await buy(api, outsider, "personal-3gb", `key-personal-refused-${lang}`, lang);
      expect(refused.status).toBe(403);
      const body = await refused.json();
      expect(body.code).toBe("offer_not_sent_to_line");
      expect(body.message).toContain(message);
    }
    expect(await db.select().from(subscriptions).where(eq(subscriptions.lineId, outsider.lineId))).toEqual([]);
    expect(await moneyOf(db, outsider.lineId)).toEqual({ balance: 10_000, ledger: 10_000 });
  }));

test("the Kurdistan offer is sold only to a line registered in the Kurdistan Region", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const erbil = await fundedCustomer(db, 80_000);
    const basra = await fundedCustomer(db, 80_000);
    await db.update(lines).set({ governorate: "erbil" }).where(eq(lines.id, erbil.lineId));
    await db.update(lines).set({ governorate: "basra" }).where(eq(lines.id, basra.lineId));
    expect((await buy(api, erbil, "kurdistan-unlimited-2-months", "key-kri-000000000001")).status).toBe(201);
    expect((await buy(api, basra, "kurdistan-unlimited-2-months", "key-kri-000000000002")).status).toBe(403);
  }));

test("a line's personal offers come with their reasons, in the caller's language, masked and private", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    await db.update(lines).set({ governorate: "sulaymaniyah" }).where(eq(lines.id, c.lineId));
    await inSegment(db, "btl-6gb", c.national);
    const res = await call(api, `/api/v1/lines/${c.lineId}/personal-offers`, {
      headers: auth(c.token, { "Accept-Language": "ar" }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = await res.json();
    expect(body.line).toEqual({ id: c.lineId, msisdn: maskMsisdn(c.msisdn), billing: "prepaid", kind: "mobile" });
    expect(body.offers.map((o: { offer: { slug: string } }) => o.offer.slug)).toEqual([
      "personal-6gb",
      "kurdistan-unlimited-2-months",
    ]);
    expect(body.offers[1].reason).toMatchObject({ code: "region", figures: { place: "السليمانية" } });
    expect(body.offers[1].reason.text).toContain("إقليم كوردستان");

    const mine = await call(api, "/api/v1/offerings/for-me", { headers: auth(c.token) });
    expect((await mine.json()).offers[0]).toMatchObject({ offer: { slug: "personal-6gb" }, personal: true });
    // The bundles the line may buy include the offer sent to it, so it can be confirmed in myzain.
    const buyable = await (await call(api, `/api/v1/lines/${c.lineId}/offers`, { headers: auth(c.token) })).json();
    expect(buyable[0].slug).toBe("personal-6gb");
    expect(buyable.map((o: { slug: string }) => o.slug)).not.toContain("personal-3gb");
    expect((await call(api, `/api/v1/lines/${c.lineId}/personal-offers`)).status).toBe(401);
  }));

test("one offering says whether it is personal (unlisted)", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    expect(await (await call(api, "/api/v1/offerings/personal-3gb")).json()).toMatchObject({ listed: false });
    expect(await (await call(api, "/api/v1/offerings/weekly-3gb")).json()).toMatchObject({ listed: true });
  }));
