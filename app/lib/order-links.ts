/**
 * Where "Buy" and "Order" lead for things that are ordered online: a SIM, a plan or a phone. A
 * new line starts the order flow with its offering; a phone goes to its campaign page (which has
 * the order form) when it has one. Bundles are bought for an existing line in myzain instead.
 */
import type { Offering } from "../../src/contracts/api/catalogue.ts";
import { ORDER_STEP_PATHS } from "./order-steps.ts";

/** Offering types bought through the order flow (src/contracts/orders.ts lineOfferingTypes, and phones). */
export const orderableTypes = ["prepaid_sim", "postpaid_plan", "mbb_plan", "device"] as const;

/**
 * Each phone's campaign page, from the campaign records in content/pages/member-area/ (a test
 * keeps the two in step). A phone without one is ordered from `order?offering=`.
 */
export const PHONE_CAMPAIGNS: Record<string, string> = {
  "iphone-16": "/member-area/iphone-16",
  "galaxy-s25": "/member-area/s25-order",
  "galaxy-a06": "/member-area/a06-order",
  "galaxy-a15": "/member-area/galaxy-a-15",
  "galaxy-z-flip": "/member-area/galaxy-z-flip-fold",
  "galaxy-z-fold": "/member-area/galaxy-z-flip-fold",
  "huawei-pura-70": "/member-area/huawei-pura-70",
  "huawei-nova-13": "/member-area/huawei-nova-pre-order",
};

const orderable = new Set<string>(orderableTypes);
export const isOrderable = (type: Offering["type"]) => orderable.has(type);

/** The order flow's first step for an offering (a path without the language). */
export const orderPath = (slug: string) => `/${ORDER_STEP_PATHS.product}?offering=${encodeURIComponent(slug)}`;

/** Where ordering this offering starts, or null when it is not ordered online. */
export function orderTarget(offer: { slug: string; type: Offering["type"] }): string | null {
  if (!isOrderable(offer.type)) return null;
  if (offer.type === "device") return PHONE_CAMPAIGNS[offer.slug] ?? orderPath(offer.slug);
  return orderPath(offer.slug);
}
