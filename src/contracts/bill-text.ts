/**
 * How a bill's items and period read, the same on the bill page and in its PDF. Zod-free, so the
 * page's browser code does not carry the contract's schemas.
 */
import type { Formatters } from "../i18n/formatters.ts";
import type { Translate } from "../i18n/translator.ts";
import type { BillDetail, BillItem } from "./api/bills.ts";

/** An item's name: the plan or bundle by name, a plan change, usage by kind, tax, other. */
export function billItemLabel(item: BillItem, t: Translate): string {
  if (item.kind === "plan") return t("bills.item.plan", { name: item.name ?? "" });
  if (item.kind === "bundle") return t("bills.item.bundle", { name: item.name ?? "" });
  if (item.kind === "usage" && item.usage) return t(`bills.item.usage.${item.usage}`);
  if (item.kind === "plan_change") return t("bills.item.planChange");
  if (item.kind === "tax") return t("bills.item.tax");
  return t("bills.item.other");
}

/** What was charged beyond bundles ("12 minutes"), or nothing when units differ. */
export function billItemQuantity(item: BillItem, t: Translate): string | null {
  if (!item.quantity) return null;
  return t(`bills.quantity.${item.quantity.unit}`, { count: item.quantity.value });
}

/**
 * "1 October 2026 to 31 October 2026": a period ends at midnight starting its end day (Baghdad
 * time), so the last day shown is the day before.
 */
export function billPeriod(bill: Pick<BillDetail, "periodStart" | "periodEnd">, t: Translate, format: Formatters) {
  const lastDay = new Date(new Date(bill.periodEnd).getTime() - 1);
  return t("bills.periodValue", { from: format.date(bill.periodStart), to: format.date(lastDay) });
}

/** A short reference to quote on the phone or in a store: the id's first eight characters. */
export const billNumber = (id: string) => id.replace(/-/g, "").slice(0, 8).toUpperCase();
