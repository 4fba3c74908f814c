/**
 * The draft as the order API reads it: items, delivery and payment for a quote, and everything
 * (contact, identity with the draft's upload token) for placing. Prices are never sent.
 */
import type { z } from "zod";
import type { orderCreateSchema, orderQuoteSchema } from "../../src/contracts/orders.ts";
import type { OrderDraft } from "./order-draft.server.ts";

type QuoteBody = z.input<typeof orderQuoteSchema>;
type CreateBody = z.input<typeof orderCreateSchema>;

/** The items as the API wants them; a new line without a number yet cannot be quoted (null). */
export function itemsOf(draft: Pick<OrderDraft, "items">): QuoteBody["items"] | null {
  const items: QuoteBody["items"] = [];
  for (const item of draft.items) {
    if (item.type === "new_line") {
      if (!item.msisdn) return null;
      items.push({ type: "new_line", offering: item.offering, sim: item.sim, msisdn: item.msisdn });
    } else {
      items.push({ ...item });
    }
  }
  return items;
}

/** A quote of the draft with its delivery as saved (or as `change` would make it). */
export function quoteBody(
  draft: OrderDraft,
  change: Partial<Pick<QuoteBody, "fulfilment" | "address" | "storeId" | "paymentMethod">> = {},
): QuoteBody | null {
  const items = itemsOf(draft);
  const fulfilment = change.fulfilment ?? draft.fulfilment;
  if (!items || !fulfilment) return null;
  const address = "address" in change ? change.address : draft.address;
  const storeId = "storeId" in change ? change.storeId : draft.storeId;
  return {
    items,
    fulfilment,
    ...(fulfilment === "courier" && address ? { address } : {}),
    ...(fulfilment === "pickup" && storeId ? { storeId } : {}),
    paymentMethod: change.paymentMethod ?? draft.paymentMethod ?? "online",
  };
}

/** Everything placing the order needs; the photos are claimed with the draft's upload token. */
export function createBody(
  draft: OrderDraft,
  paymentMethod: NonNullable<QuoteBody["paymentMethod"]>,
): CreateBody | null {
  const quote = quoteBody(draft, { paymentMethod });
  if (!quote || !draft.contact) return null;
  const { front, back, selfie } = draft.photos;
  const token = draft.uploadToken;
  const identity =
    draft.identity && front && back && selfie
      ? {
          ...draft.identity,
          front: { uploadId: front, uploadToken: token },
          back: { uploadId: back, uploadToken: token },
          selfie: { uploadId: selfie, uploadToken: token },
        }
      : undefined;
  return {
    ...quote,
    contact: draft.contact,
    ...(draft.contactTicket ? { contactTicket: draft.contactTicket } : {}),
    customerName: draft.customerName ?? "",
    ...(identity ? { identity } : {}),
  };
}
