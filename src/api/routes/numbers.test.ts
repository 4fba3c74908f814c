import { randomUUID } from "node:crypto";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { makePoolNumber, makeStockedDevice, uniquePoolMsisdn } from "../../../tests/factories/inventory.ts";
import { deviceStockView, poolNumber } from "../../contracts/api/numbers.ts";
import { deviceStock } from "../../db/schema/index.ts";
import { holdNumber } from "../../domain/inventory/holds.ts";
import { translate } from "../../i18n/catalogue.ts";
import { NUMBER_SEARCH_RULE } from "./numbers.ts";

const search = async (api: ReturnType<typeof testApi>, query: string, lang = "en") => {
  const response = await call(api, `/api/v1/numbers?${query}`, { headers: { "Accept-Language": lang } });
  return { status: response.status, body: await response.json() };
};

test("numbers ending in the digits typed, in Arabic-Indic digits too; free ones only, standard before priced", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const gold = await makePoolNumber(db, { msisdn: uniquePoolMsisdn("52026"), tier: "gold", priceIqd: 250_000 });
    const plain = await makePoolNumber(db, { msisdn: uniquePoolMsisdn("62026") });
    const held = await makePoolNumber(db, { msisdn: uniquePoolMsisdn("72026") });
    await holdNumber(db, { msisdn: held, holderId: randomUUID(), now: new Date() });

    const { status, body } = await search(api, `endsWith=${encodeURIComponent("٢٠٢٦")}&limit=50`);
    expect(status).toBe(200);
    const found = poolNumber
      .array()
      .parse(body)
      .filter((n) => [gold, plain, held].includes(n.msisdn));
    expect(found.map((n) => n.msisdn)).toEqual([plain, gold]);
    expect(found[1]).toMatchObject({
      tier: "gold",
      priceIqd: 250_000,
      display: `0${gold.slice(3, 6)} ${gold.slice(6, 9)} ${gold.slice(9)}`,
    });

    const contains = poolNumber.array().parse((await search(api, `contains=${gold.slice(-6, -1)}`)).body);
    expect(contains.map((n) => n.msisdn)).toContain(gold);
    const goldOnly = poolNumber.array().parse((await search(api, "endsWith=2026&tier=gold&limit=50")).body);
    expect(goldOnly.every((n) => n.tier === "gold")).toBe(true);
  }));

test("letters or too many digits are refused with 422 and a field message in each language", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const letters = await search(api, "contains=7a7");
    expect(letters.status).toBe(422);
    expect(letters.body.fields).toEqual([
      expect.objectContaining({ path: "contains", message: "Enter digits only, for example 2026." }),
    ]);
    const tooLong = await search(api, "endsWith=123456789", "ar");
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.fields[0]).toMatchObject({ path: "endsWith", message: "أدخل ٨ أرقام على الأكثر." });
    const kurdish = await search(api, "endsWith=x", "ckb");
    expect(kurdish.body.fields[0].message).toBe("تەنها ژمارە بنووسە، بۆ نموونە ٢٠٢٦.");
  }));

test("searching is throttled per client like other public look-ups", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const statuses: number[] = [];
    for (let i = 0; i <= NUMBER_SEARCH_RULE.limit; i++) {
      statuses.push((await call(api, "/api/v1/numbers?endsWith=1")).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  }));

test("a phone's stock per storage and colour: in stock, low with what is left, out, and unknown phones 404", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const option = await makeStockedDevice(db, 3);
    await db.insert(deviceStock).values({ offering: option.offering, storageGb: 128, colour: "white", onHand: 40 });
    const response = await call(api, `/api/v1/devices/${option.offering}/stock`);
    expect(response.status).toBe(200);
    const view = deviceStockView.parse(await response.json());
    expect(view.options).toEqual([
      { storageGb: 128, colour: "black", state: "low", left: 3, availableFrom: null },
      { storageGb: 128, colour: "white", state: "in_stock", left: null, availableFrom: null },
      { storageGb: 256, colour: "black", state: "out_of_stock", left: null, availableFrom: null },
    ]);
    const missing = await call(api, "/api/v1/devices/no-such-phone/stock", { headers: { "Accept-Language": "ar" } });
    expect(missing.status).toBe(404);
  }));

test("a number taken or a phone sold out reads in the customer's language", () => {
  for (const code of ["number_unavailable", "out_of_stock"]) {
    const [en, ar, ku] = (["en", "ar", "ku"] as const).map((l) => translate(l, `errors.${code}`));
    expect(new Set([en, ar, ku]).size).toBe(3);
    expect(ku).toMatch(/[ەێۆڕڵ]/);
  }
});
