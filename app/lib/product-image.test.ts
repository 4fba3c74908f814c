import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import type { OfferingType } from "../../src/contracts/catalogue.ts";
import { orderItemImage } from "./order-item-image.ts";
import { productImage } from "./product-image.ts";
import { productImageProblems } from "./product-image-check.ts";

const catalogue = JSON.parse(readFileSync("content/catalogue/offerings.json", "utf8")) as {
  offerings: { slug: string; type: OfferingType }[];
};
const fromPublic = (path: string) => (existsSync(`public${path}`) ? readFileSync(`public${path}`, "utf8") : null);

test("every product of the catalogue has a small, sized, text-free picture file", () => {
  expect(catalogue.offerings.length).toBeGreaterThan(50);
  expect(productImageProblems(catalogue.offerings, fromPublic)).toEqual([]);
});

test("each phone model looks like itself: no two phones or routers share a picture", () => {
  const devices = catalogue.offerings.filter((o) => o.type === "device");
  const files = devices.map((d) => fromPublic(productImage(d)));
  expect(new Set(files).size).toBe(devices.length);
});

test("a phone added to the catalogue without a picture of its own fails the check", () => {
  const problems = productImageProblems([{ slug: "nokia-3310", type: "device" }], fromPublic);
  expect(problems).toEqual(["nokia-3310: /images/products/nokia-3310.svg does not exist"]);
});

test("a missing file, a drawing with words in it and an oversized one are refused", () => {
  const product = { slug: "daily-1gb", type: "data_bundle" } as const;
  const canvas = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">';
  expect(productImageProblems([product], () => null)).toEqual([
    "daily-1gb: /images/products/data-bundle.svg does not exist",
  ]);
  expect(productImageProblems([product], () => `${canvas}<text>1 GB</text></svg>`)).toEqual([
    expect.stringContaining("has text in it"),
  ]);
  expect(productImageProblems([product], () => `${canvas}<path d="${"M0 0".repeat(800)}"/></svg>`)).toEqual([
    expect.stringContaining("bytes (at most 3072)"),
  ]);
  expect(productImageProblems([product], () => '<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toEqual([
    expect.stringContaining("one canvas for every picture"),
  ]);
});

test("bundles and plans show their family, phones and SIMs themselves", () => {
  expect(productImage({ slug: "turkey-roaming-3gb", type: "roaming_bundle" })).toBe(
    "/images/products/roaming-bundle.svg",
  );
  expect(productImage({ slug: "power-60", type: "postpaid_plan" })).toBe("/images/products/postpaid-plan.svg");
  expect(productImage({ slug: "galaxy-z-flip", type: "device" })).toBe("/images/products/galaxy-z-flip.svg");
  expect(productImage({ slug: "new-sim", type: "prepaid_sim" })).toBe("/images/products/new-sim.svg");
  expect(productImage({ slug: "mbb-100gb", type: "mbb_plan" })).toBe("/images/products/mbb-plan.svg");
});

test("an ordered item shows the phone, the SIM it comes on, or the eSIM", () => {
  expect(orderItemImage({ type: "device", offering: "iphone-16", sim: null })).toBe("/images/products/iphone-16.svg");
  expect(orderItemImage({ type: "new_line", offering: "new-sim", sim: "esim" })).toBe("/images/products/esim.svg");
  expect(orderItemImage({ type: "new_line", offering: "power-40", sim: "physical" })).toBe(
    "/images/products/new-sim.svg",
  );
  expect(orderItemImage({ type: "new_line", offering: "data-sim", sim: "physical" })).toBe(
    "/images/products/data-sim.svg",
  );
});

test("the pictures an order can show exist: the eSIM and the plain SIM of a plan's line", () => {
  for (const sim of ["esim", "physical"]) {
    const path = orderItemImage({ type: "new_line", offering: "power-25", sim });
    expect(fromPublic(path), path).not.toBeNull();
  }
});
