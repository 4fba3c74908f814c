import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeCampaign } from "../../../tests/factories/campaigns.ts";
import { testOffering } from "../../../tests/factories/offerings.ts";
import { saveOffering } from "../../domain/catalogue/offerings.ts";

test("an offering on sale comes with its activation code, fair use, out-of-bundle rate and campaign page", () =>
  withRollback(async (handle, db) => {
    await saveOffering(
      db,
      testOffering("t-unlimited", {
        type: "data_bundle",
        countries: [],
        allowances: { dataMb: null, onNetMinutes: 0, offNetMinutes: 0, sms: 0, apps: [] },
        activationCode: "*225*99#",
        fairUse: { dailyMb: 4096, speedKbps: 1024 },
      }),
    );
    await saveOffering(db, testOffering("t-turkey", { activationCode: "*225*98#" }));
    await makeCampaign(db, "t-all-offers", { offerings: ["t-turkey", "t-unlimited"] });
    await makeCampaign(db, "t-turkey-only", { offerings: ["t-turkey"] });
    const api = testApi(handle);

    const unlimited = await call(api, "/api/v1/offerings/t-unlimited/details", {
      headers: { "Accept-Language": "ar" },
    });
    expect(unlimited.status).toBe(200);
    expect(unlimited.headers.get("cache-control")).toContain("max-age");
    expect(await unlimited.json()).toMatchObject({
      slug: "t-unlimited",
      name: "تركيا 3 غيغابايت",
      activationCode: "*225*99#",
      fairUse: { dailyMb: 4096, speedKbps: 1024 },
      // Unlimited data has no allowance to run out of.
      dataAfterAllowanceIqdPerMb: null,
      campaign: { slug: "t-all-offers", title: "t-all-offers title ar" },
    });

    const turkey = await (await call(api, "/api/v1/offerings/t-turkey/details")).json();
    // Abroad, data past the bundle costs the roaming rate; the campaign about this bundle alone comes first.
    expect(turkey).toMatchObject({
      fairUse: null,
      dataAfterAllowanceIqdPerMb: 250,
      campaign: { slug: "t-turkey-only" },
    });
  }));

test("unknown, personal and not-yet-on-sale offerings are one and the same 404; an ended one says it ended", () =>
  withRollback(async (handle, db) => {
    await saveOffering(db, testOffering("t-personal", { listed: false }));
    await saveOffering(db, testOffering("t-later", { sellableFrom: "2099-01-01" }));
    await saveOffering(db, testOffering("t-ended", { sellableTo: "2020-01-01" }));
    const api = testApi(handle);
    const bodies = [];
    for (const slug of ["t-no-such-offer", "t-personal", "t-later"]) {
      const res = await call(api, `/api/v1/offerings/${slug}/details`, { headers: { "Accept-Language": "ckb" } });
      expect(res.status, slug).toBe(404);
      expect(res.headers.get("cache-control"), slug).toBeNull();
      const { code, message } = await res.json();
      bodies.push({ code, message });
    }
    // Nothing in the answer tells a personal offer from a slug that never existed.
    expect(bodies).toEqual(Array(3).fill({ code: "offering_not_found", message: "ئەم ئۆفەرە بوونی نییە." }));
    const ended = await call(api, "/api/v1/offerings/t-ended/details");
    expect(ended.status).toBe(404);
    expect(await ended.json()).toMatchObject({
      code: "offering_not_on_sale",
      message: "This offer is no longer on sale.",
    });
  }));
