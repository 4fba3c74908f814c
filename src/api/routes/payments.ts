import * as ops from "../../contracts/api/payments.ts";
import { DomainError } from "../../domain/errors.ts";
import { billDue } from "../../domain/payments/bill-due.ts";
import { handleCallback } from "../../domain/payments/callbacks.ts";
import { cancelPayment } from "../../domain/payments/cancel-payment.ts";
import { createPayment } from "../../domain/payments/create-payment.ts";
import { getPayment, listPayments, paymentOptions } from "../../domain/payments/payment-queries.ts";
import { ApiError } from "../errors.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** Callbacks come from gateways, which hold no API key: the signature is their guard. */
export const PAYMENT_CALLBACK_PATH = /^\/api\/v1\/payments\/callbacks\/[a-z0-9-]+$/;

/** Online payments (recharge or bill) through a gateway, the gateways' callbacks and the bill look-up. */
export function paymentRoutes() {
  const r = newRouter();

  implement(r, ops.getPaymentOptionsOp, (_c, { ctx }) => paymentOptions({ ctx }));

  implement(r, ops.createPaymentOp, async (c, { ctx, headers, body }) => {
    const result = await createPayment({ ctx, input: { ...body, idempotencyKey: headers["idempotency-key"] } });
    if (result.replayed) c.header("Idempotent-Replayed", "true");
    return result.body;
  });

  implement(r, ops.listPaymentsOp, async (_c, { ctx }) => ({ payments: await listPayments({ ctx }) }));

  implement(r, ops.getPaymentOp, (c, { ctx, params, headers }) => {
    c.header("Cache-Control", "private, no-store");
    return getPayment({ ctx, input: { id: params.id, token: headers["x-payment-token"] ?? null } });
  });

  implement(r, ops.cancelPaymentOp, (c, { ctx, params, headers }) => {
    c.header("Cache-Control", "private, no-store");
    return cancelPayment({ ctx, input: { id: params.id, token: headers["x-payment-token"] ?? null } });
  });

  implement(r, ops.paymentCallbackOp, async (c, { ctx, params }) => {
    const callback = { headers: c.req.raw.headers, body: await c.req.text() };
    try {
      return await handleCallback({ ctx, input: { provider: params.provider, callback } });
    } catch (error) {
      // A bad signature is a bad request (400), not a form a person could correct (422).
      if (error instanceof DomainError && error.code === "invalid_signature") {
        throw new ApiError(400, "invalid_signature");
      }
      throw error;
    }
  });

  implement(r, ops.getBillDueOp, (c, { ctx, query }) => {
    c.header("Cache-Control", "private, no-store");
    return billDue({ ctx, input: query });
  });

  return r;
}
