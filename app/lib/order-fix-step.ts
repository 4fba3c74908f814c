/**
 * Which step can fix an order the API refused at the end: a number taken meanwhile or a phone
 * sold out goes back to the first step, an area the courier stopped serving to delivery, an
 * unproved contact to contact, a photo or detail problem to the identity check. Anything else is
 * fixed on the review page itself (the payment method) or is not the customer's to fix.
 */
import type { OrderStep } from "./order-steps.ts";

const FIXED_AT: Record<string, OrderStep> = {
  number_unavailable: "product",
  line_taken: "product",
  out_of_stock: "product",
  device_option_unavailable: "product",
  device_option_unknown: "product",
  offering_not_on_sale: "product",
  offering_not_orderable: "product",
  order_one_line: "product",
  order_esim_alone: "product",
  address_required: "delivery",
  delivery_area_unknown: "delivery",
  courier_unavailable: "delivery",
  store_unknown: "delivery",
  contact_invalid: "contact",
  contact_unverified: "contact",
  ticket_invalid: "contact",
  identity_required: "photos",
  date_of_birth_invalid: "details",
};

/** The step to send the customer back to for this error code, or null to stay on review. */
export function fixStepFor(code: string, fieldPaths: string[] = []): OrderStep | null {
  const known = FIXED_AT[code];
  if (known) return known;
  if (/^(upload|file)_/.test(code) || fieldPaths.some((p) => /^identity\.(front|back|selfie)/.test(p))) return "photos";
  if (fieldPaths.some((p) => p.startsWith("identity."))) return "details";
  if (fieldPaths.some((p) => p === "contact" || p === "contactTicket")) return "contact";
  if (fieldPaths.some((p) => p.startsWith("items"))) return "product";
  if (fieldPaths.some((p) => p.startsWith("address") || p === "storeId")) return "delivery";
  return null;
}
