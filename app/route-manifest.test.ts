import { expect, test } from "vitest";
import { concretePath, defineManifest, findRoute, isIndexable, routeManifest } from "./route-manifest.ts";

test("the manifest holds all 131 routes of the spec", () => {
  expect(routeManifest).toHaveLength(131);
  expect(new Set(routeManifest.map((r) => r.path)).size).toBe(131);
});

test("an unknown guard or layout stops start-up with an error", () => {
  expect(() => defineManifest([["x", "default", "admin-only"]])).toThrow("Unknown middleware name: admin-only");
  expect(() => defineManifest([["x", "fancy", "public"]])).toThrow("Unknown layout name: fancy");
});

test("brand-slug routes resolve only for the configured brand", () => {
  expect(findRoute("business/zain-push-x", "zain")?.path).toBe("business/{product}-push-x");
  expect(findRoute("business/acme-push-x", "zain")).toBeUndefined();
  expect(findRoute("business/acme-push-x", "acme")?.layout).toBe("postcatbusiness");
  expect(concretePath({ path: "myzain/{product}-rewards", layout: "myzain", guard: "required" }, "zain")).toBe(
    "myzain/zain-rewards",
  );
});

test("the signed-in area, sign-in, registration, error and search-result pages are not indexable", () => {
  const indexable = (path: string) => {
    const entry = routeManifest.find((r) => r.path === path);
    if (!entry) throw new Error(path);
    return isIndexable(entry);
  };
  const hidden = ["myzain", "myzain/statement", "signin", "login", "registration/signup", "404", "500", "hyper-result"];
  expect(hidden.map(indexable)).toEqual(Array(hidden.length).fill(false));
  expect(["", "prepaid/new-sim", "business", "member-area/b2b"].map(indexable)).toEqual(Array(4).fill(true));
});

test("an offer's own page is a public item route in the default layout, outside the spec's list", () => {
  expect(findRoute("/offers/monthly-unlimited/", "zain")).toEqual({
    path: "offers/{slug}",
    layout: "default",
    guard: "public",
  });
  expect(findRoute("offers/Bad_Slug", "zain")).toBeUndefined();
  expect(findRoute("offers/a/b", "zain")).toBeUndefined();
  expect(routeManifest.some((r) => r.path.startsWith("offers/"))).toBe(false);
});
