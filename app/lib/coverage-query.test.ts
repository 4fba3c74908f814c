import { expect, test } from "vitest";
import { parseCoverageQuery } from "./coverage-query.ts";

const parse = (query: string) => parseCoverageQuery(new URLSearchParams(query));

test("a governorate alone asks for all its cities; a city names its governorate", () => {
  expect(parse("")).toEqual({ kind: "none" });
  expect(parse("governorate=&city=")).toEqual({ kind: "none" });
  expect(parse("governorate=erbil")).toEqual({ kind: "place", governorate: "erbil", city: null });
  expect(parse("governorate=erbil&city=erbil%2Fsoran")).toEqual({ kind: "place", governorate: "erbil", city: "soran" });
  expect(parse("city=erbil%2Fsoran")).toEqual({ kind: "place", governorate: "erbil", city: "soran" });
});

test("a city left over from another governorate is dropped: the governorate the visitor chose last wins", () => {
  expect(parse("governorate=basra&city=erbil%2Fsoran")).toEqual({ kind: "place", governorate: "basra", city: null });
});

test("anything that is not a place id is malformed, never passed on", () => {
  expect(parse("governorate=Erbil%20City")).toEqual({ kind: "malformed" });
  expect(parse("city=erbil")).toEqual({ kind: "malformed" });
  expect(parse("city=erbil%2Fsoran%2Fx")).toEqual({ kind: "malformed" });
  expect(parse("governorate=%3Cscript%3E")).toEqual({ kind: "malformed" });
});
