import { expect, test } from "vitest";
import { testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { saveHandsets, searchHandsets } from "./handsets.ts";

const phones = [
  { brand: "Samsung", model: "Galaxy A15", aliases: ["SM-A155F"], year: 2023, lte: true, volte: true },
  { brand: "Apple", model: "iPhone 15", aliases: ["A3090"], year: 2023, lte: true, volte: true },
  { brand: "Xiaomi", model: "Redmi Note 13", aliases: [], year: 2024, lte: true, volte: true },
  { brand: "Huawei", model: "Nova 12", aliases: [], year: 2024, lte: true, volte: false },
];

test("the handset checker finds phones written in Arabic and Kurdish, with Arabic-Indic digits", () =>
  withRollback(async (_, db) => {
    await saveHandsets(db, phones);
    const ctx = testContext(db);
    const models = async (q: string) => (await searchHandsets({ ctx, input: { q } })).map((h) => h.model);
    expect(await models("غالاكسي A15")).toContain("Galaxy A15");
    expect(await models("سامسونگ A15")).toContain("Galaxy A15");
    expect(await models("ئایفۆن ١٥")).toContain("iPhone 15");
    expect((await models("ئایفۆن ١٥"))[0]).toBe("iPhone 15");
    expect(await models("شاومي نوت ١٣")).toContain("Redmi Note 13");
    expect(await models("هواوي نوفا 12")).toContain("Nova 12");
    expect(await models("نوكيا ٣٣١٠ ابل")).toEqual([]);
  }));
