/**
 * Orders (TMF622-shaped): quote, place, pay, track, cancel, the eSIM activation code and the
 * identity review by staff. Prices in answers are computed by the server; requests carry none.
 */
import { z } from "zod";
import { startCodeSchema } from "../auth.ts";
import { idempotencyKeySchema } from "../myzain.ts";
import {
  fulfilments,
  identityCheckStates,
  identityInputSchema,
  orderActorKinds,
  orderCreateSchema,
  orderPaths,
  orderPaymentMethods,
  orderQuoteSchema,
  orderStates,
  referenceSchema,
  rejectionReasons,
  simKinds,
  trackQuerySchema,
} from "../orders.ts";
import { codeFlow } from "./auth.ts";
import { defineOperation } from "./operation.ts";

const estimate = z.object({ from: z.iso.date(), to: z.iso.date() }).nullable();

/** Where an identity check stands, as its customer sees it (an order's, or a postpaid request's). */
export const identityOutcome = z.object({
  state: z.enum(identityCheckStates),
  reason: z.enum(rejectionReasons).nullable(),
  note: z.string().nullable(),
});

export const orderItemView = z.object({
  type: z.enum(["new_line", "device"]),
  offering: z.string(),
  name: z.string(),
  sim: z.enum(simKinds).nullable(),
  msisdn: z.string().nullable(),
  storageGb: z.number().int().nullable(),
  colour: z.string().nullable(),
  preorder: z.boolean(),
  unitPriceIqd: z.number().int(),
  quantity: z.number().int(),
});

const totals = {
  itemsIqd: z.number().int(),
  numberPremiumIqd: z.number().int(),
  deliveryFeeIqd: z.number().int(),
  totalIqd: z.number().int(),
  payNowIqd: z.number().int(),
  payOnDeliveryIqd: z.number().int(),
};

export const orderQuote = z
  .object({
    path: z.enum(orderPaths),
    items: z.array(orderItemView),
    ...totals,
    paymentMethod: z.enum(orderPaymentMethods),
    deliveryEstimate: estimate,
  })
  .meta({ id: "OrderQuote" });

export const orderHistoryEntry = z.object({
  from: z.enum(orderStates).nullable(),
  to: z.enum(orderStates),
  label: z.string().meta({ description: "The state in the caller's language" }),
  actor: z.enum(orderActorKinds),
  reason: z.string().nullable(),
  at: z.string(),
});

export const orderView = z
  .object({
    id: z.uuid(),
    reference: z.string().meta({ example: "ZO-7K3M9Q" }),
    path: z.enum(orderPaths),
    state: z.enum(orderStates),
    stateLabel: z.string(),
    fulfilment: z.enum(fulfilments),
    paymentMethod: z.enum(orderPaymentMethods),
    contactMasked: z.string(),
    items: z.array(orderItemView),
    ...totals,
    deliveryEstimate: estimate,
    history: z.array(orderHistoryEntry),
    identity: identityOutcome.nullable().meta({ description: "The latest identity check, if the order has one" }),
    esim: z
      .object({ available: z.boolean(), downloaded: z.boolean() })
      .nullable()
      .meta({ description: "eSIM orders: whether the activation code can be shown (with a contact code)" }),
    cancellable: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "Order" });

export const orderPlaced = z
  .object({
    order: orderView,
    accessToken: z.string().meta({ description: "Keep it: it lets this browser pay again and send new photos" }),
    payment: z.object({ id: z.uuid(), redirectUrl: z.url() }).nullable(),
  })
  .meta({ id: "OrderPlaced" });

export type OrderQuote = z.output<typeof orderQuote>;
export type OrderView = z.output<typeof orderView>;
export type OrderPlaced = z.output<typeof orderPlaced>;

const tags = ["Orders"] as const;
const orderToken = z.object({ "x-order-token": z.string().min(10).max(200) });

export const quoteOrderOp = defineOperation({
  method: "post",
  path: "/orders/quote",
  tags,
  auth: "optionalSession",
  summary: "What an order would cost: items, number premium, delivery, paid now and on delivery",
  description: "Checks that the number and the phone option can be had now, without keeping them.",
  body: { type: "json", schema: orderQuoteSchema },
  success: { status: 200, description: "Quote", schema: orderQuote },
  errors: [409, 422, 429, 503],
});

export const startOrderContactOp = defineOperation({
  method: "post",
  path: "/orders/contact-code",
  tags,
  auth: "apiKey",
  summary: "Send a code to an order's contact number (any Iraqi mobile network)",
  description: "Verify it with POST /auth/verify-code; the ticket (purpose order_contact) goes with the order.",
  body: { type: "json", schema: startCodeSchema },
  success: { status: 200, description: "Code sent", schema: codeFlow },
  errors: [422, 429],
});

export const createOrderOp = defineOperation({
  method: "post",
  path: "/orders",
  tags,
  auth: "optionalSession",
  summary: "Place an order; online payment returns the gateway's page. Once per Idempotency-Key.",
  description:
    "Anonymous visitors prove the contact number with a code (contactTicket); a signed-in customer whose contact is one of their lines need not. Prices sent by a client are ignored.",
  headers: z.object({ "idempotency-key": idempotencyKeySchema }),
  body: { type: "json", schema: orderCreateSchema },
  success: { status: 201, description: "Placed (or the first result of this key)", schema: orderPlaced },
  errors: [409, 422, 429, 502, 503],
});

export const payOrderOp = defineOperation({
  method: "post",
  path: "/orders/{reference}/payment",
  tags,
  auth: "apiKey",
  summary: "Pay again for an order awaiting payment (after a declined card)",
  params: z.object({ reference: referenceSchema }),
  headers: orderToken,
  success: { status: 201, description: "The gateway's page", schema: z.object({ id: z.uuid(), redirectUrl: z.url() }) },
  errors: [404, 409, 502, 503],
});

export const redoIdentityOp = defineOperation({
  method: "post",
  path: "/orders/{reference}/identity",
  tags,
  auth: "apiKey",
  summary: "Send the identity check again with new photos after a rejection",
  params: z.object({ reference: referenceSchema }),
  headers: orderToken,
  body: { type: "json", schema: identityInputSchema },
  success: { status: 200, description: "The order, back in review", schema: orderView },
  errors: [404, 409, 422],
});

export const trackOrderOp = defineOperation({
  method: "get",
  path: "/orders/track",
  tags,
  auth: "apiKey",
  summary: "Track an order by its reference and contact number (no sign-in)",
  description: "A wrong reference and a wrong number get the same 404. Rate-limited.",
  query: trackQuerySchema,
  success: { status: 200, description: "The order", schema: orderView },
  errors: [404, 422, 429],
});

export const cancelOrderOp = defineOperation({
  method: "post",
  path: "/orders/{reference}/cancel",
  tags,
  auth: "apiKey",
  summary: "Cancel an order before it is dispatched; a paid order is refunded",
  params: z.object({ reference: referenceSchema }),
  headers: orderToken,
  success: { status: 200, description: "The cancelled order", schema: orderView },
  errors: [404, 409],
});

export const esimCodeOp = defineOperation({
  method: "get",
  path: "/orders/{reference}/esim",
  tags,
  auth: "apiKey",
  summary: "The eSIM activation code (LPA string and QR as SVG), after a contact-number code",
  params: z.object({ reference: referenceSchema }),
  headers: z.object({ "x-contact-ticket": z.string().min(10).max(200) }),
  success: {
    status: 200,
    description: "Activation code",
    schema: z.object({ activationCode: z.string(), qrSvg: z.string() }).meta({ id: "EsimActivation" }),
  },
  errors: [404, 409, 422],
});

export const esimDownloadedOp = defineOperation({
  method: "post",
  path: "/orders/{reference}/esim/downloaded",
  tags,
  auth: "apiKey",
  summary: "Mark the eSIM profile as installed: the code is not shown again",
  params: z.object({ reference: referenceSchema }),
  headers: z.object({ "x-contact-ticket": z.string().min(10).max(200) }),
  success: { status: 200, description: "The order", schema: orderView },
  errors: [404, 409, 422],
});

export const listMyOrdersOp = defineOperation({
  method: "get",
  path: "/me/orders",
  tags,
  auth: "session",
  summary: "The signed-in customer's orders, newest first",
  success: { status: 200, description: "Orders", schema: z.object({ orders: z.array(orderView) }) },
  errors: [401],
});

export const getMyOrderOp = defineOperation({
  method: "get",
  path: "/me/orders/{id}",
  tags,
  auth: "session",
  summary: "One of the signed-in customer's orders",
  params: z.object({ id: z.string().max(64) }),
  success: { status: 200, description: "The order", schema: orderView },
  errors: [401, 404],
});
