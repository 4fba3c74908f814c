import { expect, test } from "vitest";
import { parseStoreFilters } from "./store-filters.ts";

const parse = (query: string) => parseStoreFilters(new URLSearchParams(query));

test("the locator's filters are read from the address, cities as governorate/city", () => {
  expect(parse("governorate=erbil&city=erbil/soran&service=esim&kind=dealer&open=1&from=basra/zubair")).toEqual({
    governorate: "erbil",
    city: { governorate: "erbil", city: "soran" },
    service: "esim",
    kind: "dealer",
    open: true,
    from: { governorate: "basra", city: "zubair" },
    point: null,
    personal: false,
  });
});

test("unknown or malformed values are ignored rather than refused", () => {
  expect(parse("governorate=Erbil City&city=x&service=teleport&kind=shop&open=yes&from=a/b/c")).toMatchObject({
    governorate: null,
    city: null,
    service: null,
    kind: null,
    open: false,
    from: null,
  });
});

test("coordinates are rounded to two decimals; any coordinate parameter makes the page personal", () => {
  expect(parse("lat=33.31234&lng=44.36611")).toMatchObject({ point: { lat: 33.31, lng: 44.37 }, personal: true });
  expect(parse("lat=95&lng=44")).toMatchObject({ point: null, personal: true });
  expect(parse("lat=abc")).toMatchObject({ point: null, personal: true });
});
