import { expect, test } from "vitest";
import type { StatementEntry } from "../../src/contracts/api/line-history.ts";
import { createTranslator } from "../../src/i18n/translator.ts";
import {
  baghdadDateTime,
  baghdadDay,
  defaultPeriod,
  entryDetail,
  paymentOf,
  readStatementQuery,
  statementSearch,
} from "./statement.ts";

const t = createTranslator("en", {
  "statement.usage.data": "Internet",
  "statement.usage.voice": "Calls",
  "statement.usage.sms": "SMS",
});

const entry = (over: Partial<StatementEntry>): StatementEntry => ({
  id: "1",
  kind: "recharge",
  amountIqd: 5000,
  balanceAfterIqd: 5000,
  description: null,
  details: {},
  createdAt: "2026-11-20T11:05:00.000Z",
  ...over,
});

test("times and days are Baghdad's (UTC+3), also across midnight", () => {
  expect(baghdadDateTime(new Date("2026-11-20T11:05:00Z"))).toBe("2026-11-20 14:05");
  expect(baghdadDay(new Date("2026-11-20T21:30:00Z"))).toBe("2026-11-21");
});

test("the default period is the last 30 days, today included", () => {
  expect(defaultPeriod(new Date("2026-11-20T22:00:00Z"))).toEqual({ from: "2026-10-23", to: "2026-11-21" });
});

test("an empty form means the default period and every kind", () => {
  const now = new Date("2026-11-20T09:00:00Z");
  const query = readStatementQuery(new URLSearchParams("from=&to=&kind="), now);
  expect(query).toEqual({ line: null, ...defaultPeriod(now), kind: null, before: null, invalid: [] });
});

test("the line, dates and kind are read; a date that is no date is reported, an unknown kind ignored", () => {
  const now = new Date("2026-11-20T09:00:00Z");
  expect(readStatementQuery(new URLSearchParams("line=abc&from=2026-11-01&to=2026-11-10&kind=purchase"), now)).toEqual({
    line: "abc",
    from: "2026-11-01",
    to: "2026-11-10",
    kind: "purchase",
    before: null,
    invalid: [],
  });
  const wrong = readStatementQuery(new URLSearchParams("from=20/11/2026&to=2026-02-30&kind=bribe&before=1;drop"), now);
  expect(wrong.before).toBeNull();
  expect(wrong.invalid).toEqual(["from", "to"]);
  expect(wrong.kind).toBeNull();
});

test("the query string keeps the line and leaves out an empty kind", () => {
  expect(statementSearch({ line: "abc", from: "2026-11-01", to: "2026-11-10", kind: null })).toBe(
    "?line=abc&from=2026-11-01&to=2026-11-10",
  );
  expect(statementSearch({ line: null, from: "2026-11-01", to: "2026-11-10", kind: "usage" })).toBe(
    "?from=2026-11-01&to=2026-11-10&kind=usage",
  );
});

test("a purchase or renewal is named by its bundle, usage by what was used", () => {
  expect(entryDetail(entry({ kind: "purchase", description: "Bikaifi 210" }), t)).toBe("Bikaifi 210");
  expect(entryDetail(entry({ kind: "renewal", description: "Power 40" }), t)).toBe("Power 40");
  expect(entryDetail(entry({ kind: "usage", details: { type: "voice" } }), t)).toBe("Calls");
  expect(entryDetail(entry({ kind: "usage", details: { type: "fax" } }), t)).toBe("");
  expect(entryDetail(entry({ kind: "recharge", details: { method: "card" } }), t)).toBe("");
});

test("a gift names its bundle and the masked number it went to, isolated left to right", () => {
  const tr = createTranslator("ar", { "gifts.statement.detail": "{offering}، هدية إلى {msisdn}" });
  const gift = entry({
    kind: "purchase",
    amountIqd: -3000,
    description: "بكيفي 210",
    details: { offering: "bikaifi-210", subscription: "s1", giftTo: "0790 ••• ••32", giftLine: "l1" },
  });
  expect(entryDetail(gift, tr)).toBe("بكيفي 210، هدية إلى \u20660790 ••• ••32\u2069");
});

test("money in names its way: a scratch card by serial, an online payment (linked to its receipt)", () => {
  const tr = createTranslator("en", {
    "statement.source.online": "Online payment",
    "statement.source.voucher": "Card recharge ({serial})",
  });
  const card = entry({ details: { voucher: "SC-000123", batch: "b1" } });
  expect(entryDetail(card, tr)).toBe("Card recharge (SC-000123)");
  expect(paymentOf(card)).toBeNull();
  const online = entry({ kind: "payment", details: { payment: "pay-1" } });
  expect(entryDetail(online, tr)).toBe("Online payment");
  expect(paymentOf(online)).toBe("pay-1");
  expect(paymentOf(entry({ kind: "purchase", description: "Bikaifi", details: { payment: "x" } }))).toBeNull();
});
