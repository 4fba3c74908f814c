import * as ops from "../../contracts/api/business.ts";
import { listBusinessLines, setSpendLimit } from "../../domain/business/business-lines.ts";
import { consolidatedBill } from "../../domain/business/consolidated-bill.ts";
import { inviteMember, listBusinessUsers, removeMember } from "../../domain/business/members.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** A business account's lines, spend limits, consolidated bill and members (`/api/v1/business`). */
export function businessRoutes() {
  const r = newRouter();

  implement(r, ops.listBusinessLinesOp, (_c, { ctx }) => listBusinessLines({ ctx }));

  implement(r, ops.setSpendLimitOp, (_c, { ctx, params, body }) =>
    setSpendLimit({ ctx, input: { lineId: params.lineId, limitIqd: body.limitIqd } }),
  );

  implement(r, ops.getConsolidatedBillOp, (_c, { ctx, query }) =>
    consolidatedBill({ ctx, input: { month: query.month } }),
  );

  implement(r, ops.listBusinessUsersOp, (_c, { ctx }) => listBusinessUsers({ ctx }));

  implement(r, ops.inviteBusinessUserOp, (_c, { ctx, body }) => inviteMember({ ctx, input: body }));

  implement(r, ops.removeBusinessUserOp, async (_c, { ctx, params }) => {
    await removeMember({ ctx, input: { userId: params.userId } });
    return undefined;
  });

  return r;
}
