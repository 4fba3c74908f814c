import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { uniqueMsisdn } from "../../../tests/factories/accounts.ts";
import { makeCampaign, makeDeviceCampaign } from "../../../tests/factories/campaigns.ts";
import { deviceOrderLeads } from "../../db/schema/index.ts";
import { saveHandsets } from "../../domain/campaigns/handsets.ts";
import { readOutbox } from "../../domain/sms/outbox.ts";

const national = (msisdn: string) => `0${msisdn.slice(3)}`;
const post = (body: unknown, lang = "en", ip = "198.51.100.7") => ({
  method: "POST",
  headers: { "Content-Type": "application/json", "Accept-Language": lang, "X-Forwarded-For": ip },
  body: JSON.stringify(body),
});

test("a running campaign comes with its page, terms and featured offerings in the caller's language", () =>
  withRollback(async (handle, db) => {
    const device = await makeDeviceCampaign(db, "t-phone-offer");
    const res = await call(testApi(handle), "/api/v1/campaigns/t-phone-offer", {
      headers: { "Accept-Language": "ckb" },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      status: "active",
      kind: "device",
      page: { title: "t-phone-offer title ku", layout: "default" },
      terms: ["یەکەم مەرجی تاقیکردنەوە، بەسە درێژە.", "دووەم مەرجی تاقیکردنەوە، بەسە درێژە."],
      successor: null,
    });
    expect(body.offerings).toHaveLength(1);
    expect(body.offerings[0]).toMatchObject({ slug: device, name: "مۆبایلی تاقیکردنەوە ئێکس" });
    expect(body.offerings[0].device.options.map((o: { availability: string }) => o.availability)).toEqual([
      "in_stock",
      "out_of_stock",
    ]);
  }));

test("an ended campaign names its running successor and features nothing; an unknown one is a 404", () =>
  withRollback(async (handle, db) => {
    await makeCampaign(db, "t-next", { startsOn: "2026-01-01" });
    await makeDeviceCampaign(db, "t-old", { startsOn: "2025-01-01", endsOn: "2025-12-31", successor: "t-next" });
    await makeCampaign(db, "t-later", { startsOn: "2099-01-01" });
    const api = testApi(handle);
    const ended = await (await call(api, "/api/v1/campaigns/t-old", { headers: { "Accept-Language": "ar" } })).json();
    expect(ended).toMatchObject({
      status: "ended",
      offerings: [],
      successor: { slug: "t-next", title: "t-next title ar" },
    });
    const upcoming = await (await call(api, "/api/v1/campaigns/t-later")).json();
    expect(upcoming).toMatchObject({ status: "upcoming", offerings: [] });
    const missing = await call(api, "/api/v1/campaigns/no-such-campaign", { headers: { "Accept-Language": "ar" } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBeNull();
    expect((await missing.json()).message).toBe("صفحة العرض هذه غير موجودة.");
  }));

test("a device request is recorded once, texted once, and a repeat updates it", () =>
  withRollback(async (handle, db) => {
    const device = await makeDeviceCampaign(db, "t-order");
    const api = testApi(handle);
    const msisdn = uniqueMsisdn();
    const request = {
      offering: device,
      storageGb: 128,
      colour: "black",
      fullName: "Sara Kareem",
      msisdn: national(msisdn),
    };
    const first = await call(api, "/api/v1/campaigns/t-order/device-requests", post(request, "ar"));
    expect(first.status).toBe(201);
    const { reference, created } = await first.json();
    expect(created).toBe(true);
    expect(reference).toMatch(/^ZL-[A-Z][A-Z2-9]{5}$/);
    const again = await call(
      api,
      "/api/v1/campaigns/t-order/device-requests",
      post({ ...request, colour: "white" }, "ar"),
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ reference, created: false });
    const sms = await readOutbox(db, msisdn);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.body).toContain(reference);
    expect(sms[0]?.body).toContain("هاتف الاختبار إكس");
    expect(sms[0]?.body).toContain("أسود");
    const rows = await db
      .select({ colour: deviceOrderLeads.colour, fullName: deviceOrderLeads.fullName })
      .from(deviceOrderLeads)
      .where(eq(deviceOrderLeads.msisdn, msisdn));
    expect(rows).toEqual([{ colour: "white", fullName: "Sara Kareem" }]);
  }));

test("bad requests are refused with the field to fix, in the visitor's language", () =>
  withRollback(async (handle, db) => {
    const device = await makeDeviceCampaign(db, "t-bad");
    await makeDeviceCampaign(db, "t-bad-ended", { startsOn: "2025-01-01", endsOn: "2025-06-30" });
    const api = testApi(handle);
    const good = { offering: device, storageGb: 128, colour: "black", fullName: "Ali Hassan", msisdn: "07501234567" };
    const send = async (body: unknown, slug = "t-bad") => {
      const res = await call(api, `/api/v1/campaigns/${slug}/device-requests`, post(body, "ckb"));
      return { status: res.status, body: await res.json() };
    };
    const noNumber = await send({ ...good, msisdn: "12345" });
    expect(noNumber.status).toBe(422);
    expect(noNumber.body.fields).toEqual([
      expect.objectContaining({ path: "msisdn", message: "ژمارەیەکی مۆبایلی عێراقی بنووسە، وەک 0780 123 4567." }),
    ]);
    expect((await send({ ...good, colour: "white", storageGb: 256 })).body.fields[0].path).toBe("colour");
    const soldOut = await send({ ...good, storageGb: 256 });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.code).toBe("device_option_unavailable");
    expect((await send({ ...good, storageGb: 64 })).body.fields[0].path).toBe("storageGb");
    expect((await send({ ...good, offering: "iphone-16" })).body.code).toBe("device_not_in_campaign");
    expect((await send({ ...good, fullName: "A" })).body.fields[0].path).toBe("fullName");
    const ended = await send({ ...good, offering: "t-bad-ended-phone" }, "t-bad-ended");
    expect(ended).toMatchObject({ status: 409, body: { code: "campaign_ended" } });
    const offersOnly = await send(good, "t-nothing");
    expect(offersOnly.status).toBe(404);
  }));

test("one number cannot be texted without limit: the fourth request in a day is a 429", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const msisdn = national(uniqueMsisdn());
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const device = await makeDeviceCampaign(db, `t-limit-${i}`);
      const body = { offering: device, storageGb: 128, colour: "black", fullName: "Omar Saleh", msisdn };
      const res = await call(api, `/api/v1/campaigns/t-limit-${i}/device-requests`, post(body, "en", `203.0.113.${i}`));
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  }));

test("the handset checker finds a phone by model or model code and says whether it works on 4G", () =>
  withRollback(async (handle, db) => {
    await saveHandsets(db, [
      { brand: "Testbrand", model: "Galaxy Q15", aliases: ["TB-Q155F"], year: 2024, lte: true, volte: true },
      { brand: "Testbrand", model: "Galaxy Q1 Mini", aliases: [], year: 2013, lte: false, volte: false },
    ]);
    const api = testApi(handle);
    const byCode = await (await call(api, "/api/v1/handsets?q=tb-q155f")).json();
    expect(byCode).toEqual([{ brand: "Testbrand", model: "Galaxy Q15", year: 2024, lte: true, volte: true }]);
    const byWords = await (await call(api, "/api/v1/handsets?q=testbrand%20q1%20mini")).json();
    expect(byWords).toEqual([expect.objectContaining({ model: "Galaxy Q1 Mini", lte: false })]);
    expect(await (await call(api, "/api/v1/handsets?q=%25%25%25")).json()).toEqual([]);
    const tooShort = await call(api, "/api/v1/handsets?q=a");
    expect(tooShort.status).toBe(422);
  }));
