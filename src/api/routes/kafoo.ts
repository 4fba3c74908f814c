import * as ops from "../../contracts/api/kafoo.ts";
import { startTransferCodeOp } from "../../contracts/api/kafoo-code.ts";
import { takeAdvance } from "../../domain/kafoo/advance.ts";
import { kafooOverview } from "../../domain/kafoo/overview.ts";
import { pausedServices, serviceStates, setServiceSwitch } from "../../domain/kafoo/service-switch.ts";
import { quoteTransfer, startTransferCode, transferCredit } from "../../domain/kafoo/transfer.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** Kafoo: credit transfer and advance for a customer's line; the services' switches for staff. */
export function kafooRoutes() {
  const r = newRouter();

  implement(r, ops.getServicesPausedOp, (_c, { ctx }) => pausedServices(ctx.db));

  implement(r, ops.getKafooOp, (_c, { ctx, params }) => kafooOverview({ ctx, input: { lineId: params.lineId } }));

  implement(r, ops.quoteTransferOp, (_c, { ctx, params, query }) =>
    quoteTransfer({ ctx, input: { lineId: params.lineId, ...query } }),
  );

  implement(r, startTransferCodeOp, (_c, { ctx, params }) =>
    startTransferCode({ ctx, input: { lineId: params.lineId } }),
  );

  implement(r, ops.transferCreditOp, async (c, { ctx, params, headers, body }) => {
    const result = await transferCredit({
      ctx,
      input: { lineId: params.lineId, ...body, idempotencyKey: headers["idempotency-key"] },
    });
    if (result.replayed) c.header("Idempotent-Replayed", "true");
    return result.body;
  });

  implement(r, ops.takeAdvanceOp, async (c, { ctx, params, headers, body }) => {
    const result = await takeAdvance({
      ctx,
      input: { lineId: params.lineId, amountIqd: body.amountIqd, idempotencyKey: headers["idempotency-key"] },
    });
    if (result.replayed) c.header("Idempotent-Replayed", "true");
    return result.body;
  });

  implement(r, ops.listServiceSwitchesOp, async (_c, { ctx }) => ({ services: await serviceStates(ctx.db) }));

  implement(r, ops.setServiceSwitchOp, (_c, { ctx, params, body }) =>
    setServiceSwitch({
      ctx,
      input: { service: params.service, paused: body.paused, ...(body.note ? { note: body.note } : {}) },
    }),
  );

  return r;
}
