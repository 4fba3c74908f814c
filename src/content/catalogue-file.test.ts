import { expect, test } from "vitest";
import { catalogueFileSchema, offeringTypes } from "../contracts/catalogue.ts";
import { readCatalogue } from "../seed/catalogue-step.server.ts";

const catalogue = readCatalogue();

test("the catalogue seed is valid, with unique slugs and every kind of offering an Iraqi operator sells", () => {
  expect(new Set(catalogue.map((o) => o.slug)).size).toBe(catalogue.length);
  const types = new Set(catalogue.map((o) => o.type));
  for (const type of offeringTypes) {
    expect(types, type).toContain(type);
  }
});

test("roaming covers the countries people travel to from Iraq", () => {
  const countries = new Set(catalogue.filter((o) => o.type === "roaming_bundle").flatMap((o) => o.countries));
  for (const code of ["TR", "IR", "JO", "AE", "LB", "QA", "SA"]) expect(countries, code).toContain(code);
});

test("every offering is written in Sorani for ku, not Arabic reused", () => {
  const reused = catalogue.filter(
    (o) =>
      o.translations.ku.name === o.translations.ar.name ||
      !/[ەێۆڕڵ]/.test(o.translations.ku.name + o.translations.ku.description),
  );
  expect(reused.map((o) => o.slug)).toEqual([]);
});

test("unlimited data states its fair use, and each bundle sold by USSD has a code of its own", () => {
  const unlimited = catalogue.filter((o) => o.type !== "device" && o.allowances.dataMb === null);
  expect(unlimited.length).toBeGreaterThan(0);
  expect(unlimited.filter((o) => !o.fairUse).map((o) => o.slug)).toEqual([]);
  const bundles = catalogue.filter((o) =>
    ["data_bundle", "voice_data_bundle", "social_bundle", "roaming_bundle"].includes(o.type),
  );
  expect(bundles.filter((o) => !o.activationCode).map((o) => o.slug)).toEqual([]);
  const codes = catalogue.flatMap((o) => (o.activationCode ? [o.activationCode] : []));
  expect(new Set(codes).size).toBe(codes.length);
});

test("the catalogue refuses unlimited data without its fair use, and a code that is not USSD", () => {
  const [first] = catalogue;
  if (!first) throw new Error("empty catalogue");
  const unlimited = { ...first, allowances: { ...first.allowances, dataMb: null }, fairUse: null };
  const problems = catalogueFileSchema.safeParse({ offerings: [unlimited] }).error?.issues.map((i) => i.path.join("."));
  expect(problems).toEqual(["offerings.0.fairUse"]);
  expect(catalogueFileSchema.safeParse({ offerings: [{ ...first, activationCode: "225" }] }).success).toBe(false);
});
