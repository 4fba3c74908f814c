import * as ops from "../../contracts/api/gifts.ts";
import { giftBundle } from "../../domain/gifts/gift-bundle.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** Bundles bought for another number (`/api/v1/lines/{lineId}/gifts`). */
export function giftRoutes() {
  const r = newRouter();

  implement(r, ops.giftBundleOp, async (c, { ctx, params, headers, body }) => {
    const result = await giftBundle({
      ctx,
      input: { lineId: params.lineId, ...body, idempotencyKey: headers["idempotency-key"] },
    });
    if (result.replayed) c.header("Idempotent-Replayed", "true");
    return result.body;
  });

  return r;
}
