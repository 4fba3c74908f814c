import { redeemVoucherOp, startRechargeProofOp } from "../../contracts/api/payments.ts";
import { startCodeFlow } from "../../domain/auth/code-flows.ts";
import { redeemVoucher } from "../../domain/vouchers/redeem.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** Scratch-card recharge of any line of the network, signed in or not. */
export function rechargeRoutes() {
  const r = newRouter();
  implement(r, redeemVoucherOp, async (c, { ctx, headers, body }) => {
    const result = await redeemVoucher({ ctx, input: { ...body, idempotencyKey: headers["idempotency-key"] } });
    if (result.replayed) c.header("Idempotent-Replayed", "true");
    return result.body;
  });
  implement(r, startRechargeProofOp, (_c, { ctx, body }) =>
    startCodeFlow({ ctx, input: { msisdn: body.msisdn, purpose: "recharge" } }),
  );
  return r;
}
