import { sql } from "drizzle-orm";
import { expect, test } from "vitest";
import { testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeCoveredPlace } from "../../../tests/factories/coverage.ts";
import { DomainError } from "../errors.ts";
import { getCoverage } from "./coverage.ts";

test("a governorate's coverage lists its covered cities in order, named in the caller's language", () =>
  withRollback(async (_, db) => {
    const { governorate } = await makeCoveredPlace(db);
    const coverage = await getCoverage({ ctx: testContext(db, { locale: "ku" }), input: { governorate } });
    expect(coverage).toEqual({
      governorate: { id: governorate, name: "پارێزگای تاقیکردنەوە" },
      measuredOn: "2026-10-31",
      cities: [
        { id: "testabad", name: "تێستاوا", lte: "full", umts: "full" },
        { id: "farville", name: "شاری دوور", lte: "partial", umts: "full" },
      ],
    });
  }));

test("one city's coverage is that city alone", () =>
  withRollback(async (_, db) => {
    const { governorate } = await makeCoveredPlace(db, { lte: "none", umts: "partial" });
    const coverage = await getCoverage({ ctx: testContext(db), input: { governorate, city: "farville" } });
    expect(coverage.cities).toEqual([{ id: "farville", name: "Farville", lte: "none", umts: "partial" }]);
  }));

test("an unknown governorate, an unknown city and a city without coverage data are not found", () =>
  withRollback(async (_, db) => {
    const { governorate } = await makeCoveredPlace(db);
    const ctx = testContext(db);
    for (const input of [
      { governorate: "atlantis" },
      { governorate, city: "nowhere" },
      { governorate, city: "newtown" },
    ]) {
      const error = await getCoverage({ ctx, input }).catch((e: unknown) => e);
      expect(error, JSON.stringify(input)).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ kind: "not_found", code: "coverage_place_not_found" });
    }
  }));

test("the database refuses a city with 4G but no 3G, and a level it does not know", () =>
  withRollback(async (_, db) => {
    const { governorate } = await makeCoveredPlace(db);
    const insert = (lte: string, umts: string) =>
      db.transaction((tx) =>
        tx.execute(
          sql`update city_coverage set lte = ${lte}, umts = ${umts} where governorate = ${governorate} and city = 'testabad'`,
        ),
      );
    await expect(insert("full", "none")).rejects.toThrow();
    await expect(insert("great", "full")).rejects.toThrow();
    await expect(insert("none", "partial")).resolves.toBeDefined();
  }));
