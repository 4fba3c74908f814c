import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { idempotencyKeySchema } from "../../contracts/myzain.ts";
import { billDueQuerySchema, paymentCreateSchema, RECHARGE_PRESETS_IQD } from "../../contracts/payments.ts";
import { parseMsisdn } from "../../domain/auth/lines.ts";
import { DomainError } from "../../domain/errors.ts";
import { billDue } from "../../domain/payments/bill-due.ts";
import { handleCallback } from "../../domain/payments/callbacks.ts";
import { createPayment } from "../../domain/payments/create-payment.ts";
import { type PaymentContext, paymentContextFrom } from "../../domain/payments/payment-context.ts";
import { getPayment, listPayments } from "../../domain/payments/payment-queries.ts";
import type { ApiEnv } from "../context.ts";
import { ApiError, errorResponses } from "../errors.ts";
import { limiterOf } from "../middleware/rate-limit.ts";
import { clientAddress, requireActor } from "../middleware/session.ts";
import { jsonBody, jsonResponse, keyAndBearer } from "../openapi-parts.ts";
import { newRouter } from "../router.ts";
import * as s from "./payments-schemas.ts";

/** Callbacks come from gateways, which hold no API key: the signature is their guard. */
export const PAYMENT_CALLBACK_PATH = /^\/api\/v1\/payments\/callbacks\/[a-z0-9-]+$/;

function paymentContext(c: Context<ApiEnv>): PaymentContext {
  const { config, database, gateways, logger } = c.var.deps;
  return paymentContextFrom(config, {
    db: database.db,
    locale: c.var.locale,
    gateways,
    log: c.var.log ?? logger,
    limiter: limiterOf(c),
    client: clientAddress(c),
  });
}

/** Online payments (recharge or bill) through a gateway, the gateways' callbacks and the bill look-up. */
export function paymentRoutes() {
  const r = newRouter();

  r.openapi(
    createRoute({
      method: "get",
      path: "/payments/options",
      tags: ["Payments"],
      summary: "Whether online payment is on, its limits and suggested amounts",
      responses: { 200: jsonResponse(s.paymentOptions, "Options") },
    }),
    (c) => {
      const { gateways, config } = c.var.deps;
      const online = gateways ? { gateway: gateways.primary.name, test: gateways.primary.name === "sandbox" } : null;
      return c.json({ online, limits: config.payments.limits, presets: [...RECHARGE_PRESETS_IQD] }, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/payments",
      tags: ["Payments"],
      summary: "Start a payment; send the browser to redirectUrl. Once per Idempotency-Key.",
      description:
        "Signed in or not. The payment exists before the redirect; only the gateway's signed callback or a status query confirms it. One payment per number and purpose may be open at a time.",
      security: keyAndBearer,
      request: { headers: z.object({ "idempotency-key": idempotencyKeySchema }), ...jsonBody(paymentCreateSchema) },
      responses: {
        201: jsonResponse(s.paymentStarted, "Started (or the first result of this key)"),
        ...errorResponses(409, 422, 429, 502, 503),
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      const result = await createPayment(paymentContext(c), {
        purpose: input.purpose,
        msisdn: parseMsisdn(input.msisdn, c.var.deps.config.auth.mobilePrefixes),
        amountIqd: input.amount,
        idempotencyKey: c.req.valid("header")["idempotency-key"],
        accountId: c.var.actor?.accountId ?? null,
      });
      if (result.replayed) c.header("Idempotent-Replayed", "true");
      return c.json(result.body, 201);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/payments",
      tags: ["Payments"],
      summary: "The signed-in customer's payments: made by them or to their lines, newest first",
      security: keyAndBearer,
      responses: {
        200: jsonResponse(z.object({ payments: z.array(s.paymentView) }), "Payments"),
        ...errorResponses(401),
      },
    }),
    async (c) => c.json({ payments: await listPayments(paymentContext(c), requireActor(c).accountId) }, 200),
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/payments/{id}",
      tags: ["Payments"],
      summary: "A payment's receipt; an open payment is confirmed with the gateway first",
      description: "For the signed-in payer or holder of the line, or with the receipt token from the return address.",
      security: keyAndBearer,
      request: {
        params: z.object({ id: z.string().max(64) }),
        headers: z.object({ "x-payment-token": z.string().max(200).optional() }),
      },
      responses: { 200: jsonResponse(s.paymentView, "Payment"), ...errorResponses(404) },
    }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      const view = await getPayment(paymentContext(c), c.req.valid("param").id, {
        accountId: c.var.actor?.accountId ?? null,
        token: c.req.valid("header")["x-payment-token"] ?? null,
      });
      return c.json(view, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/payments/callbacks/{provider}",
      tags: ["Payments"],
      summary: "A gateway's signed report about a payment (no API key; the signature is checked)",
      description: "Idempotent: the same report any number of times, late or out of order, moves the money once.",
      request: { params: z.object({ provider: z.string().regex(/^[a-z0-9-]+$/) }) },
      responses: {
        200: jsonResponse(z.object({ received: z.boolean(), state: z.string().nullable() }), "Applied"),
        ...errorResponses(400, 404),
      },
    }),
    async (c) => {
      const body = await c.req.text();
      try {
        const result = await handleCallback(paymentContext(c), c.req.valid("param").provider, {
          headers: c.req.raw.headers,
          body,
        });
        return c.json(result, 200);
      } catch (error) {
        // A bad signature is a bad request (400), not a form a person could correct (422).
        if (error instanceof DomainError && error.code === "invalid_signature") {
          throw new ApiError(400, "invalid_signature");
        }
        throw error;
      }
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/bills/due",
      tags: ["Payments"],
      summary: "What a number owes on its bills, with the holder's name masked",
      description: "Unknown, prepaid and settled numbers get the same answer: amountDueIqd 0.",
      request: { query: billDueQuerySchema },
      responses: { 200: jsonResponse(s.billDue, "Amount due"), ...errorResponses(422, 429) },
    }),
    async (c) => {
      const { config, database } = c.var.deps;
      c.header("Cache-Control", "private, no-store");
      const due = await billDue(
        {
          db: database.db,
          locale: c.var.locale,
          limiter: limiterOf(c),
          client: clientAddress(c),
        },
        parseMsisdn(c.req.valid("query").msisdn, config.auth.mobilePrefixes),
      );
      return c.json(due, 200);
    },
  );

  return r;
}
