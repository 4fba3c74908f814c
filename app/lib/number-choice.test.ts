import { expect, test } from "vitest";
import type { LineSummary } from "../../src/contracts/api/lines.ts";
import { chosenMsisdn, linesFor, OTHER_NUMBER, presetNumber } from "./number-choice.ts";

const line = (id: string, msisdn: string, over: Partial<LineSummary> = {}): LineSummary => ({
  id,
  msisdn,
  billing: "prepaid",
  kind: "mobile",
  status: "active",
  suspension: null,
  balanceIqd: 0,
  creditLimitIqd: 0,
  ...over,
});
const prefixes = ["078", "079"];
const own = [line("a", "9647800000001"), line("b", "9647800000009")];

test("?line= picks an own line by id or by number in any form; else the first own line", () => {
  expect(presetNumber(own, "b", prefixes)).toEqual({ selected: "b", typed: "" });
  expect(presetNumber(own, "+964 780 000 0009", prefixes)).toEqual({ selected: "b", typed: "" });
  expect(presetNumber(own, null, prefixes)).toEqual({ selected: "a", typed: "" });
});

test("someone else's number in ?line= is filled in as another number; anything else is ignored", () => {
  expect(presetNumber(own, "٠٧٨٠١٠٠٠١٢٣", prefixes)).toEqual({ selected: OTHER_NUMBER, typed: "07801000123" });
  expect(presetNumber([], "07801000123", prefixes)).toEqual({ selected: OTHER_NUMBER, typed: "07801000123" });
  expect(presetNumber([], "<script>", prefixes)).toEqual({ selected: OTHER_NUMBER, typed: "" });
});

test("a form names an own line by its radio, or the typed number", () => {
  expect(chosenMsisdn({ line: "b", msisdn: "07801000123" }, own)).toBe("9647800000009");
  expect(chosenMsisdn({ line: OTHER_NUMBER, msisdn: "07801000123" }, own)).toBe("07801000123");
  expect(chosenMsisdn({ line: "someone-elses-line", msisdn: "" }, own)).toBe("");
  expect(chosenMsisdn({ msisdn: "07801000123" }, [])).toBe("07801000123");
});

test("recharge offers prepaid lines (broadband first on the MBB page), bill payment postpaid ones", () => {
  const lines = [
    line("phone", "9647800000001"),
    line("router", "9647900000009", { kind: "broadband" }),
    line("bill", "9647800000002", { billing: "postpaid" }),
    line("gone", "9647800000003", { status: "terminated" }),
  ];
  expect(linesFor(lines, "recharge").map((l) => l.id)).toEqual(["phone", "router"]);
  expect(linesFor(lines, "mbb").map((l) => l.id)).toEqual(["router", "phone"]);
  expect(linesFor(lines, "bill").map((l) => l.id)).toEqual(["bill"]);
});
