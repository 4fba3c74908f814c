/**
 * The usage page's choices (period, view, and the records' type and "Paid from") and how a usage
 * record is described: shared by the page, its records table and the CSV export, so the screen and
 * the file always agree. The records are the API's (`UsageRecord` in src/contracts/api/usage-records.ts).
 */
import type { UsageRecord } from "../../src/contracts/api/usage-records.ts";
import { type PaidFromFilter, paidFromFilters, usageRecordTypes } from "../../src/contracts/usage-records.ts";
import type { Translate } from "../../src/i18n/translator.ts";
import { isOneOf } from "../../src/lib/one-of.ts";
import { USAGE_PERIODS, type UsagePeriod } from "../components/myzain/usage-controls.tsx";
import { addDays, type Granularity } from "./chart-scale.ts";
import type { Formatters } from "./i18n.tsx";
import { dataAmount } from "./units.ts";

export type UsageChoice = {
  line: string | null;
  days: UsagePeriod;
  granularity: Granularity;
  type: UsageRecord["type"] | null;
  paidFrom: PaidFromFilter | null;
  /** ?before=: the records continue after this one (the API's cursor). */
  before: string | null;
};

/** The page's query as chosen, or the defaults (30 days, per day, every record) for anything else. */
export function readUsageChoice(params: URLSearchParams): UsageChoice {
  const type = params.get("type");
  const paidFrom = params.get("paidFrom");
  const before = params.get("before");
  return {
    line: params.get("line") || null,
    days: USAGE_PERIODS.find((d) => String(d) === params.get("days")) ?? 30,
    granularity: params.get("granularity") === "week" ? "week" : "day",
    type: isOneOf(usageRecordTypes, type) ? type : null,
    paidFrom: isOneOf(paidFromFilters, paidFrom) ? paidFrom : null,
    before: before && before.length <= 100 ? before : null,
  };
}

/** The query string of a usage view (page or CSV), without empty parts; `before` only when asked. */
export function usageSearch(choice: UsageChoice, withCursor = false): string {
  const params = new URLSearchParams();
  if (choice.line) params.set("line", choice.line);
  params.set("days", String(choice.days));
  params.set("granularity", choice.granularity);
  if (choice.type) params.set("type", choice.type);
  if (choice.paidFrom) params.set("paidFrom", choice.paidFrom);
  if (withCursor && choice.before) params.set("before", choice.before);
  return `?${params}`;
}

const baghdadToday = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Baghdad" });

/** The last `days` Baghdad days up to today, counting today, as the API's from and to. */
export function usagePeriod(days: UsagePeriod, now: Date): { from: string; to: string } {
  const to = baghdadToday.format(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** Written out so the catalogue check sees every key in use. */
const TYPE_KEYS: Record<string, string> = {
  data: "usage.records.kind.data",
  "data:roaming": "usage.records.kind.dataRoaming",
  "voice:on_net": "usage.records.kind.callOnNet",
  "voice:off_net": "usage.records.kind.callOffNet",
  "voice:international": "usage.records.kind.callInternational",
  "voice:roaming": "usage.records.kind.callRoaming",
  "sms:on_net": "usage.records.kind.smsOnNet",
  "sms:off_net": "usage.records.kind.smsOffNet",
  "sms:international": "usage.records.kind.smsInternational",
  "sms:roaming": "usage.records.kind.smsRoaming",
};

/** Call, SMS or internet, and where to: within Iraq (Zain or another network), abroad or international. */
export function recordType(record: UsageRecord, t: Translate): string {
  const key =
    record.type === "data"
      ? record.destination === "roaming"
        ? "data:roaming"
        : "data"
      : `${record.type}:${record.destination ?? "on_net"}`;
  return t(TYPE_KEYS[key] ?? "usage.records.kind.data");
}

const APP_KEYS: Record<string, string> = {
  whatsapp: "usage.app.whatsapp",
  youtube: "usage.app.youtube",
  instagram: "usage.app.instagram",
  tiktok: "usage.app.tiktok",
  snapchat: "usage.app.snapchat",
  facebook: "usage.app.facebook",
  telegram: "usage.app.telegram",
};

/**
 * Whom or what: the number called or texted, partly hidden (isolated left to right, U+2066…U+2069,
 * so it reads the same inside Arabic or Kurdish text), or the app of an internet session.
 */
export function recordParty(record: UsageRecord, t: Translate): string {
  if (record.type === "data") return t(APP_KEYS[record.app ?? ""] ?? "usage.app.other");
  return record.peer ? `\u2066${record.peer}\u2069` : t("usage.records.peerUnknown");
}

/** Minutes and seconds for calls, the number of SMS, MB for internet. */
export function recordAmount(record: UsageRecord, t: Translate, format: Formatters): string {
  if (record.type === "data") return dataAmount(record.quantity, t, format);
  if (record.type === "sms") return t("units.sms", { count: record.quantity });
  return t("usage.records.duration", { minutes: Math.floor(record.quantity / 60), seconds: record.quantity % 60 });
}

/**
 * What paid for it: the bundle by name, the main balance (a postpaid line's bill), both, or
 * nothing. `postpaid`: the line's charges go to its bill, so "balance" reads "your bill".
 */
export function recordPaidFrom(record: UsageRecord, postpaid: boolean, t: Translate): string {
  const bundle = record.bundle?.name ?? t("usage.records.paidFrom.aBundle");
  switch (record.paidFrom) {
    case "bundle":
      return bundle;
    case "bundle_and_balance":
      return t(postpaid ? "usage.records.paidFrom.bundleAndBill" : "usage.records.paidFrom.bundleAndBalance", {
        bundle,
      });
    case "balance":
      return t(postpaid ? "usage.records.paidFrom.bill" : "usage.records.paidFrom.balance");
    default:
      return t("usage.records.paidFrom.free");
  }
}
