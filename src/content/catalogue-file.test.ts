import { expect, test } from "vitest";
import { offeringTypes } from "../contracts/catalogue.ts";
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
