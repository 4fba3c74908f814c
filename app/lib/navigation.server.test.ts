import { expect, test } from "vitest";
import { catalogue } from "../../src/i18n/catalogue.ts";
import { findRoute } from "../route-manifest.ts";
import { businessNavigation, mainNavigation } from "./navigation.server.ts";
import { groupItems } from "./navigation.ts";

const groups = mainNavigation("zain");

test("the header has five groups, and Personal is sorted by what the visitor has", () => {
  expect(groups.map((g) => g.label)).toEqual([
    "nav.personal",
    "nav.services",
    "nav.business",
    "nav.support",
    "nav.about",
  ]);
  const personal = groups[0]?.sections ?? [];
  expect(personal.map((s) => s.label)).toEqual([
    "nav.personal.prepaid",
    "nav.personal.postpaid",
    "nav.personal.mbb",
    "nav.personal.travel",
  ]);
  // What issue 19 found reachable only from the footer or the home page.
  const personalPaths = groupItems(groups, "nav.personal").map((i) => i.path);
  for (const path of [
    "/prepaid/data-only-offers",
    "/postpaid/pay-bill-postpaid",
    "/prepaid/roaming-and-international-offers",
  ])
    expect(personalPaths).toContain(path);
});

test("every link of the navigation leads to a page of the route manifest, once per group", () => {
  for (const group of groups) {
    const paths = groupItems(groups, group.label).map((i) => i.path);
    expect(new Set(paths).size, group.label).toBe(paths.length);
    for (const path of paths) expect(findRoute(path, "zain"), path).toBeDefined();
  }
});

test("every label is a message in all three languages", () => {
  const labels = groups.flatMap((g) => [
    g.label,
    ...g.sections.flatMap((s) => [...(s.label ? [s.label] : []), ...s.items.map((i) => i.label)]),
  ]);
  for (const label of labels) {
    for (const locale of ["en", "ar", "ku"] as const)
      expect(catalogue[locale][label], `${locale} ${label}`).toBeTruthy();
  }
});

test("the business group is the business section's own navigation, under the configured brand", () => {
  expect(groupItems(groups, "nav.business")).toEqual(businessNavigation("zain"));
  expect(businessNavigation("acme").map((i) => i.path)).toContain("/business/acme-push-x");
});
