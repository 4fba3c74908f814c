import {
  getStaffLineOp,
  listStaffAuditOp,
  setStaffLineSuspensionOp,
  staffApproveCheckOp,
  staffHandOverOp,
  staffPendingChecksOp,
  staffReissueEsimOp,
  staffRejectCheckOp,
} from "../../contracts/api/staff.ts";
import { reissueEsim } from "../../domain/orders/esim.ts";
import { handOver, listPendingChecks, reviewIdentity } from "../../domain/orders/identity-review.ts";
import { listAudit } from "../../domain/staff/audit.ts";
import { staffLineView, staffSetSuspension } from "../../domain/staff/lines.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** The staff API's paths: no API key, a staff token instead (src/api/middleware/staff.ts). */
export const STAFF_API_PATH = /^\/api\/v1\/staff(\/|$)/;

/** The staff API (`/api/v1/staff/...`); each operation checks the token and role its contract names. */
export function staffRoutes() {
  const r = newRouter();

  implement(r, getStaffLineOp, (_c, { ctx, params }) => staffLineView({ ctx, input: { msisdn: params.msisdn } }));

  implement(r, setStaffLineSuspensionOp, (_c, { ctx, params, body }) =>
    staffSetSuspension({ ctx, input: { msisdn: params.msisdn, change: body } }),
  );

  implement(r, listStaffAuditOp, async (_c, { ctx, query }) => ({
    rows: await listAudit({
      ctx,
      input: {
        limit: query.limit,
        ...(query.subjectType ? { subjectType: query.subjectType } : {}),
        ...(query.subjectId ? { subjectId: query.subjectId } : {}),
        ...(query.before ? { before: query.before } : {}),
      },
    }),
  }));

  implement(r, staffPendingChecksOp, async (_c, { ctx, query }) => ({
    checks: await listPendingChecks({ ctx, input: { limit: query.limit } }),
  }));

  implement(r, staffApproveCheckOp, (_c, { ctx, params }) =>
    reviewIdentity({ ctx, input: { reference: params.reference, decision: { approve: true } } }),
  );

  implement(r, staffRejectCheckOp, (_c, { ctx, params, body }) =>
    reviewIdentity({
      ctx,
      input: {
        reference: params.reference,
        decision: { approve: false, reason: body.reason, note: body.note ?? null },
      },
    }),
  );

  implement(r, staffHandOverOp, (_c, { ctx, params }) => handOver({ ctx, input: { reference: params.reference } }));

  implement(r, staffReissueEsimOp, (_c, { ctx, params }) =>
    reissueEsim({ ctx, input: { reference: params.reference } }),
  );

  return r;
}
