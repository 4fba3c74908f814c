import * as ops from "../../contracts/api/orders.ts";
import { startCodeFlow } from "../../domain/auth/code-flows.ts";
import { createOrder, quoteOrder } from "../../domain/orders/create-order.ts";
import {
  cancelOrder,
  getMyOrder,
  listMyOrders,
  payOrderAgain,
  redoIdentity,
  trackOrder,
} from "../../domain/orders/customer-orders.ts";
import { esimActivation, markEsimDownloaded } from "../../domain/orders/esim.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** Orders: quote, place, pay, track, cancel, eSIM code, and the signed-in customer's orders. */
export function orderRoutes() {
  const r = newRouter();

  implement(r, ops.quoteOrderOp, (_c, { ctx, body }) => quoteOrder({ ctx, input: body }));

  implement(r, ops.startOrderContactOp, (_c, { ctx, body }) =>
    startCodeFlow({ ctx, input: { msisdn: body.msisdn, purpose: "order_contact" } }),
  );

  implement(r, ops.createOrderOp, async (c, { ctx, headers, body }) => {
    const result = await createOrder({ ctx, input: { ...body, idempotencyKey: headers["idempotency-key"] } });
    if (result.replayed) c.header("Idempotent-Replayed", "true");
    c.header("Cache-Control", "private, no-store");
    return result.body;
  });

  implement(r, ops.payOrderOp, (_c, { ctx, params, headers }) =>
    payOrderAgain({ ctx, input: { reference: params.reference, token: headers["x-order-token"] } }),
  );

  implement(r, ops.redoIdentityOp, (_c, { ctx, params, headers, body }) =>
    redoIdentity({ ctx, input: { reference: params.reference, token: headers["x-order-token"], identity: body } }),
  );

  implement(r, ops.trackOrderOp, (c, { ctx, query }) => {
    c.header("Cache-Control", "private, no-store");
    return trackOrder({ ctx, input: query });
  });

  implement(r, ops.cancelOrderOp, (_c, { ctx, params, headers }) =>
    cancelOrder({ ctx, input: { reference: params.reference, token: headers["x-order-token"] } }),
  );

  implement(r, ops.esimCodeOp, (c, { ctx, params, headers }) => {
    c.header("Cache-Control", "private, no-store");
    return esimActivation({ ctx, input: { reference: params.reference, ticket: headers["x-contact-ticket"] } });
  });

  implement(r, ops.esimDownloadedOp, (_c, { ctx, params, headers }) =>
    markEsimDownloaded({ ctx, input: { reference: params.reference, ticket: headers["x-contact-ticket"] } }),
  );

  implement(r, ops.listMyOrdersOp, async (_c, { ctx }) => ({ orders: await listMyOrders({ ctx }) }));

  implement(r, ops.getMyOrderOp, (_c, { ctx, params }) => getMyOrder({ ctx, input: { id: params.id } }));

  return r;
}
