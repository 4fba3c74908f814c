import * as ops from "../../contracts/api/rewards.ts";
import { rewardCatalogue } from "../../domain/rewards/catalogue.ts";
import { claimFreeVoucher, listFreeVouchers } from "../../domain/rewards/free-vouchers.ts";
import { listRedemptions } from "../../domain/rewards/history.ts";
import { redeemReward } from "../../domain/rewards/redeem.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** Rewards: the catalogue, redeeming points, the history, and free vouchers. */
export function rewardRoutes() {
  const r = newRouter();

  // The fixed path first, so that "redemptions" is never read as a reward.
  implement(r, ops.listRedemptionsOp, async (_c, { ctx }) => ({ redemptions: await listRedemptions({ ctx }) }));

  implement(r, ops.rewardCatalogueOp, (_c, { ctx }) => rewardCatalogue({ ctx }));

  implement(r, ops.redeemRewardOp, async (c, { ctx, params, headers, body }) => {
    const result = await redeemReward({
      ctx,
      input: { reward: params.slug, lineId: body.lineId, idempotencyKey: headers["idempotency-key"] },
    });
    if (result.replayed) c.header("Idempotent-Replayed", "true");
    return result.body;
  });

  implement(r, ops.freeVouchersOp, (_c, { ctx }) => listFreeVouchers({ ctx }));

  implement(r, ops.claimFreeVoucherOp, async (c, { ctx, params, headers, body }) => {
    const result = await claimFreeVoucher({
      ctx,
      input: { campaign: params.campaign, lineId: body.lineId, idempotencyKey: headers["idempotency-key"] },
    });
    if (result.replayed) c.header("Idempotent-Replayed", "true");
    return result.body;
  });

  return r;
}
