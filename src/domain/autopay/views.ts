import type { AutoPayRuleView, SavedMethodView } from "../../contracts/api/autopay.ts";
import { maskMsisdn } from "../../contracts/msisdn.ts";
import type { autoPayRules, savedPaymentMethods } from "../../db/schema/index.ts";

export type SavedMethodRow = typeof savedPaymentMethods.$inferSelect;
export type AutoPayRuleRow = typeof autoPayRules.$inferSelect;

/** What the customer sees of a saved method: never the gateway's token. */
export function savedMethodView(m: SavedMethodRow): SavedMethodView | null {
  if (m.state !== "active" || !m.kind || !m.last4) return null;
  const expires =
    m.expMonth && m.expYear
      ? `${String(m.expMonth).padStart(2, "0")}/${String(m.expYear % 100).padStart(2, "0")}`
      : null;
  return { id: m.id, kind: m.kind, brand: m.brand ?? "", last4: m.last4, expires };
}

const pausedReasons = ["failed", "daily_limit", "method_removed"] as const;

export function ruleView(r: AutoPayRuleRow, msisdn: string, method: SavedMethodRow | undefined): AutoPayRuleView {
  const paused = pausedReasons.find((reason) => reason === r.pausedReason) ?? null;
  return {
    id: r.id,
    lineId: r.lineId,
    msisdnMasked: maskMsisdn(msisdn),
    kind: r.kind,
    state: r.state,
    amountIqd: r.amountIqd,
    thresholdIqd: r.thresholdIqd,
    dayOfMonth: r.dayOfMonth,
    method: method ? savedMethodView(method) : null,
    pausedReason: r.state === "paused" ? paused : null,
    lastPaymentId: r.lastPaymentId,
  };
}
