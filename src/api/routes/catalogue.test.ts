import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer } from "../../../tests/factories/money.ts";
import { testOffering } from "../../../tests/factories/offerings.ts";
import { maskMsisdn } from "../../contracts/msisdn.ts";
import { saveOffering } from "../../domain/catalogue/offerings.ts";

const offering = testOffering;

test("offerings are listed in the caller's language with price, allowances and validity", () =>
  withRollback(async (db) => {
    await saveOffering(db.db, offering("t-turkey-3gb"));
    const res = await call(testApi(db), "/api/v1/offerings?country=tr", { headers: { "Accept-Language": "ckb" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("max-age");
    const body = await res.json();
    expect(body.find((o: { slug: string }) => o.slug === "t-turkey-3gb")).toMatchObject({
      name: "تورکیا 3 گیگابایت",
      priceIqd: 15000,
      validityDays: 7,
      allowances: { dataMb: 3072, offNetMinutes: 30 },
    });
  }));

test("filters by type, audience and tag, and leaves out what is not on sale today", () =>
  withRollback(async (db) => {
    await saveOffering(
      db.db,
      offering("t-biz", { type: "business_product", audiences: ["business"], countries: [], tags: ["new"] }),
    );
    await saveOffering(db.db, offering("t-ended", { sellableTo: "2020-01-01" }));
    const api = testApi(db);
    const business = await (await call(api, "/api/v1/offerings?audience=business&tag=new")).json();
    expect(business.map((o: { slug: string }) => o.slug)).toContain("t-biz");
    const prepaidRoaming = await (await call(api, "/api/v1/offerings?type=roaming_bundle&audience=prepaid")).json();
    expect(prepaidRoaming.map((o: { slug: string }) => o.slug)).not.toContain("t-biz");
    expect(prepaidRoaming.map((o: { slug: string }) => o.slug)).not.toContain("t-ended");
    const ended = await (await call(api, "/api/v1/offerings/t-ended")).json();
    expect(ended).toMatchObject({ slug: "t-ended", sellable: false });
  }));

test("a bad filter is a 422 with the field, an unknown slug a localized 404", () =>
  withRollback(async (db) => {
    const api = testApi(db);
    const bad = await call(api, "/api/v1/offerings?type=spaceship");
    expect(bad.status).toBe(422);
    expect((await bad.json()).fields[0].path).toBe("type");
    const missing = await call(api, "/api/v1/offerings/no-such-offer", { headers: { "Accept-Language": "ar" } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBeNull();
    expect((await missing.json()).message).toBe("هذا العرض غير موجود.");
  }));

test("a signed-in customer gets the personal offers of their main line with why, the number masked; no session is a 401", () =>
  withRollback(async (handle, db) => {
    const customer = await fundedCustomer(db, 2_000);
    const api = testApi(handle);
    const res = await call(api, "/api/v1/offerings/for-me", { headers: { Authorization: `Bearer ${customer.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = await res.json();
    expect(body.line).toEqual({
      id: customer.lineId,
      msisdn: maskMsisdn(customer.msisdn),
      billing: "prepaid",
      kind: "mobile",
    });
    // A low balance that still covers the day pass is the only thing targeting sees in a new line.
    expect(body.offers).toEqual([
      expect.objectContaining({
        offer: expect.objectContaining({ slug: "daily-1gb" }),
        reason: expect.objectContaining({ code: "low_balance" }),
      }),
    ]);
    const anonymous = await call(api, "/api/v1/offerings/for-me");
    expect(anonymous.status).toBe(401);
  }));
