import { expect, test } from "vitest";
import { readCoverage, readPlaces } from "../seed/places-steps.server.ts";

test("coverage is kept for every city of the places file, and for no other place", () => {
  const cities = readPlaces().governorates.flatMap((g) => g.cities.map((c) => `${g.id}/${c.id}`));
  const covered = readCoverage().cities.map((c) => `${c.governorate}/${c.city}`);
  expect(covered.toSorted()).toEqual(cities.toSorted());
});

test("every governorate's main city has 4G throughout, as the site says of all 19 governorates", () => {
  const { cities } = readCoverage();
  for (const g of readPlaces().governorates) {
    const main = cities.find((c) => c.governorate === g.id && c.city === g.cities[0]?.id);
    expect(main?.lte, g.id).toBe("full");
  }
});
