import * as ops from "../../contracts/api/plan-changes.ts";
import * as conversions from "../../contracts/api/postpaid-conversions.ts";
import { changePlan } from "../../domain/plans/change-plan.ts";
import { decideConversion, listConversionQueue } from "../../domain/plans/conversion-review.ts";
import { getPlanChangeOptions } from "../../domain/plans/plan-options.ts";
import { getConversionOptions, requestConversion } from "../../domain/plans/request-conversion.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** Plan changes and prepaid-to-postpaid requests (`/api/v1/lines/{lineId}/...`), and their staff review. */
export function planChangeRoutes() {
  const r = newRouter();

  implement(r, ops.getPlanChangeOptionsOp, (_c, { ctx, params }) => getPlanChangeOptions({ ctx, input: params }));

  implement(r, ops.changePlanOp, async (c, { ctx, params, headers, body }) => {
    const result = await changePlan({
      ctx,
      input: { lineId: params.lineId, plan: body.plan, idempotencyKey: headers["idempotency-key"] },
    });
    if (result.replayed) c.header("Idempotent-Replayed", "true");
    return result.body;
  });

  implement(r, conversions.getConversionOptionsOp, (_c, { ctx, params }) =>
    getConversionOptions({ ctx, input: params }),
  );

  implement(r, conversions.requestConversionOp, async (c, { ctx, params, headers, body }) => {
    const result = await requestConversion({
      ctx,
      input: {
        lineId: params.lineId,
        plan: body.plan,
        identity: body.identity,
        idempotencyKey: headers["idempotency-key"],
      },
    });
    if (result.replayed) c.header("Idempotent-Replayed", "true");
    return result.body;
  });

  implement(r, conversions.staffConversionsOp, async (_c, { ctx }) => ({
    requests: await listConversionQueue({ ctx }),
  }));

  implement(r, conversions.staffApproveConversionOp, (_c, { ctx, params }) =>
    decideConversion({ ctx, input: { reference: params.reference, decision: "approve" } }),
  );

  implement(r, conversions.staffRejectConversionOp, (_c, { ctx, params, body }) =>
    decideConversion({ ctx, input: { reference: params.reference, decision: "reject", ...body } }),
  );

  return r;
}
