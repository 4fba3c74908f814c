/**
 * Catalogue keys for the order vocabulary the API sends as codes: who moved an order, why, and
 * what a rejection means. A reason the catalogue does not know (a new one on the server) is not
 * shown rather than shown as a code.
 */
import type { OrderView } from "../../../src/contracts/api/orders.ts";
import { rejectionReasons } from "../../../src/contracts/orders.ts";

type Entry = OrderView["history"][number];

export const actorKey = (actor: Entry["actor"]) => `tracking.actor.${actor}`;

const historyReasons = new Set([
  "customer_request",
  "delivered",
  "esim_issued",
  "handed_over",
  "identity_not_redone",
  "identity_resubmitted",
  "not_paid",
  "nothing_to_pay",
  "paid",
]);

/** The key that says why a step happened, or null. */
export function reasonKey(reason: string | null): string | null {
  if (!reason) return null;
  const rejection = rejectionReasons.find((r) => r === reason);
  if (rejection) return `orders.rejection.${rejection}`;
  return historyReasons.has(reason) ? `tracking.reason.${reason}` : null;
}

/** Whether the order's online payment went through (so a cancel refunds it). */
export const paidOnline = (order: Pick<OrderView, "history">) => order.history.some((entry) => entry.reason === "paid");
