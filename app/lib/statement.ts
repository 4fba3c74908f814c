/**
 * The statement's query (period and type) and how an entry is named: shared by the page, its
 * components and the CSV export, so the screen and the file always agree. The entries are the
 * API's (`StatementEntry` in src/contracts/api/lines.ts).
 */
import type { StatementEntry } from "../../src/contracts/api/line-history.ts";
import { type LedgerKind, statementQuerySchema } from "../../src/contracts/myzain.ts";
import type { Translate } from "../../src/i18n/translator.ts";

/** Written out so the catalogue check sees every key in use. */
export const kindKeys: Record<LedgerKind, string> = {
  opening: "statement.kind.opening",
  recharge: "statement.kind.recharge",
  purchase: "statement.kind.purchase",
  renewal: "statement.kind.renewal",
  usage: "statement.kind.usage",
  payment: "statement.kind.payment",
  refund: "statement.kind.refund",
  adjustment: "statement.kind.adjustment",
  reward: "statement.kind.reward",
  transfer_out: "statement.kind.transfer_out",
  transfer_fee: "statement.kind.transfer_fee",
  transfer_in: "statement.kind.transfer_in",
  advance: "statement.kind.advance",
  advance_repay: "statement.kind.advance_repay",
};

const usageKeys: Record<string, string> = {
  data: "statement.usage.data",
  voice: "statement.usage.voice",
  sms: "statement.usage.sms",
};

/** The online payment that brought the money in, if it did: its receipt is /payments/{id}. */
export function paymentOf(entry: StatementEntry): string | null {
  const id = entry.details.payment;
  return (entry.kind === "recharge" || entry.kind === "payment" || entry.kind === "refund") && typeof id === "string"
    ? id
    : null;
}

/**
 * What the movement was for, beyond its kind: the bundle's name (and for a gift, to whom), what
 * the usage was, or how the money came in (a scratch card, by its serial, or an online payment).
 */
export function entryDetail(entry: StatementEntry, t: Translate): string {
  const giftTo = entry.details.giftTo;
  if (entry.kind === "purchase" && typeof giftTo === "string") {
    // The masked number isolated left to right (U+2066…U+2069), so it reads the same in any text.
    return t("gifts.statement.detail", { offering: entry.description ?? "", msisdn: `\u2066${giftTo}\u2069` });
  }
  if (entry.kind === "purchase" || entry.kind === "renewal") return entry.description ?? "";
  const other = entry.kind === "transfer_in" ? entry.details.from : entry.details.to;
  if ((entry.kind === "transfer_out" || entry.kind === "transfer_fee" || entry.kind === "transfer_in") && other) {
    const key = entry.kind === "transfer_in" ? "kafoo.statement.from" : "kafoo.statement.to";
    return t(key, { msisdn: `\u2066${String(other)}\u2069` });
  }
  if (entry.kind === "usage") {
    const key = usageKeys[String(entry.details.type)];
    return key ? t(key) : "";
  }
  if (paymentOf(entry)) return t("statement.source.online");
  const card = entry.details.voucher;
  if ((entry.kind === "recharge" || entry.kind === "payment") && card !== undefined) {
    return t("statement.source.voucher", { serial: String(card) });
  }
  return entry.description ?? "";
}

// Baghdad keeps UTC+3 all year (no daylight saving), as baghdadDayStart in the contracts assumes.
const BAGHDAD_OFFSET_MS = 3 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const baghdadIso = (instant: Date) => new Date(instant.getTime() + BAGHDAD_OFFSET_MS).toISOString();

/** The Baghdad calendar day of an instant, as YYYY-MM-DD. */
export const baghdadDay = (instant: Date) => baghdadIso(instant).slice(0, 10);

/** An instant as Baghdad wall-clock time, "2026-11-20 14:05" (the CSV's sortable form). */
export const baghdadDateTime = (instant: Date) => baghdadIso(instant).slice(0, 16).replace("T", " ");

/** The last 30 days up to today, counting today. */
export function defaultPeriod(now: Date): { from: string; to: string } {
  return { from: baghdadDay(new Date(now.getTime() - 29 * DAY_MS)), to: baghdadDay(now) };
}

export type StatementQuery = {
  /** The line asked for with ?line=, kept when filtering. */
  line: string | null;
  from: string;
  to: string;
  kind: LedgerKind | null;
  /** ?before=: the page continues with entries older than this one (the API's cursor). */
  before: string | null;
  /** Dates that are not dates (from a browser without a date picker, or an edited address). */
  invalid: ("from" | "to")[];
};

/**
 * Reads ?from=&to=&kind= with the schema the API uses. Empty fields take the default period; an
 * unknown kind means every kind.
 */
export function readStatementQuery(search: URLSearchParams, now: Date): StatementQuery {
  const fallback = defaultPeriod(now);
  const value = (name: string) => search.get(name)?.trim() || undefined;
  const shape = statementQuerySchema.shape;
  const from = shape.from.safeParse(value("from"));
  const to = shape.to.safeParse(value("to"));
  const kind = shape.kind.safeParse(value("kind"));
  const before = shape.before.safeParse(value("before"));
  return {
    line: value("line") ?? null,
    from: (from.success ? from.data : value("from")) ?? fallback.from,
    to: (to.success ? to.data : value("to")) ?? fallback.to,
    kind: (kind.success ? kind.data : undefined) ?? null,
    before: (before.success ? before.data : undefined) ?? null,
    invalid: [...(from.success ? [] : (["from"] as const)), ...(to.success ? [] : (["to"] as const))],
  };
}

/** The query string of a statement view (page or CSV), without empty parts. */
export function statementSearch(query: Pick<StatementQuery, "line" | "from" | "to" | "kind">): string {
  const params = new URLSearchParams();
  if (query.line) params.set("line", query.line);
  params.set("from", query.from);
  params.set("to", query.to);
  if (query.kind) params.set("kind", query.kind);
  return `?${params}`;
}
