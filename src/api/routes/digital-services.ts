import * as ops from "../../contracts/api/digital-services.ts";
import { cancelDigitalService } from "../../domain/digital-services/cancel.ts";
import { listLineDigitalServices } from "../../domain/digital-services/services.ts";
import { subscribeDigitalService } from "../../domain/digital-services/subscribe.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** A line's digital services (`/api/v1/lines/{lineId}/digital-services`). */
export function digitalServiceRoutes() {
  const r = newRouter();

  implement(r, ops.listDigitalServicesOp, (_c, { ctx, params }) =>
    listLineDigitalServices({ ctx, input: { lineId: params.lineId } }),
  );

  implement(r, ops.subscribeDigitalServiceOp, async (c, { ctx, params, headers, body }) => {
    const result = await subscribeDigitalService({
      ctx,
      input: { lineId: params.lineId, service: body.service, idempotencyKey: headers["idempotency-key"] },
    });
    if (result.replayed) c.header("Idempotent-Replayed", "true");
    return result.body;
  });

  implement(r, ops.cancelDigitalServiceOp, (_c, { ctx, params }) =>
    cancelDigitalService({ ctx, input: { lineId: params.lineId, subscriptionId: params.subscriptionId } }),
  );

  return r;
}
