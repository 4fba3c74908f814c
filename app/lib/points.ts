/** How the points pages word an entry of the points history and a tier (shared by their components). */
import { type PointsHistory, pointsPeriods } from "../../src/contracts/api/points.ts";
import { type PointsEntryKind, type PointsTier, pointsEntryKinds } from "../../src/contracts/points.ts";
import type { Translate } from "../../src/i18n/translator.ts";
import { isOneOf } from "../../src/lib/one-of.ts";

type PointsPeriod = (typeof pointsPeriods)[number];

type Entry = PointsHistory["entries"][number];

export const pointsKindKeys: Record<PointsEntryKind, string> = {
  earn: "points.kind.earn",
  spend: "points.kind.spend",
  expire: "points.kind.expire",
  reverse: "points.kind.reverse",
};

export const tierKeys: Record<PointsTier, string> = {
  silver: "points.tier.silver",
  gold: "points.tier.gold",
  platinum: "points.tier.platinum",
};

/** What caused an entry, in words: the recharge or payment and its amount, the bundle, the task. */
export function entryText(entry: Entry, t: Translate, iqd: (n: number) => string): string {
  const d = entry.details;
  if (entry.kind === "spend") return t("points.source.spend");
  if (entry.kind === "expire") return t("points.source.expire");
  if (entry.kind === "reverse") return t("points.source.reverse");
  const amount = typeof d.amountIqd === "number" ? iqd(d.amountIqd) : "";
  switch (d.source) {
    case "recharge":
      return amount ? t("points.source.recharge", { amount }) : t("points.source.earned");
    case "bill":
      return amount ? t("points.source.bill", { amount }) : t("points.source.earned");
    case "bundle":
      return t("points.source.bundle");
    case "renewal":
      return t("points.source.renewal");
    case "task":
      return typeof d.task === "string" ? t(`points.task.${d.task}.title`) : t("points.source.earned");
    default:
      return t("points.source.earned");
  }
}

export type PointsQuery = { kind: PointsEntryKind | null; period: PointsPeriod; before: string | null };

/**
 * The history filter from the address: an unknown kind or period is read as none or the default
 * (a hand-edited link shows the default view rather than an error), the cursor only when well formed.
 */
export function readPointsQuery(search: URLSearchParams): PointsQuery {
  const kind = search.get("kind");
  const period = search.get("period");
  const before = search.get("before");
  return {
    kind: isOneOf(pointsEntryKinds, kind) ? kind : null,
    period: isOneOf(pointsPeriods, period) ? period : "year",
    before: before && /^[1-9][0-9]{0,17}$/.test(before) ? before : null,
  };
}

/** The address of a history view, `before` for its older page. */
export function pointsSearch(q: PointsQuery, before?: string): string {
  const params = new URLSearchParams({ period: q.period });
  if (q.kind) params.set("kind", q.kind);
  if (before) params.set("before", before);
  return `?${params}#points-history`;
}
