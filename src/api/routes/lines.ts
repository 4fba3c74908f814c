import type { Context } from "hono";
import * as historyOps from "../../contracts/api/line-history.ts";
import * as ops from "../../contracts/api/lines.ts";
import { listUsageRecordsOp } from "../../contracts/api/usage-records.ts";
import { baghdadDayStart } from "../../contracts/myzain.ts";
import { listBills } from "../../domain/bills/bills.ts";
import { purchaseBundle } from "../../domain/bundles/purchase.ts";
import { linePersonalOffers, offersForLine } from "../../domain/catalogue/personal-offers.ts";
import { lineBalance, listLines } from "../../domain/lines/line-view.ts";
import { getServices, setAutoRenew, setLineSuspended, updateServices } from "../../domain/lines/services.ts";
import { statement } from "../../domain/lines/statement.ts";
import { usageHistory } from "../../domain/usage/history.ts";
import { listUsageRecords } from "../../domain/usage/records.ts";
import type { ApiEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { implement } from "../operation-route.ts";
import { onReader } from "../read-replica.ts";
import { newRouter } from "../router.ts";

const DAY = 24 * 60 * 60_000;

/** A period from the query, in Baghdad days; by default the last `days` days up to `now`. */
function period(q: { from?: string | undefined; to?: string | undefined }, days: number, now: Date) {
  const to = q.to ? new Date(baghdadDayStart(q.to).getTime() + DAY) : now;
  const from = q.from ? baghdadDayStart(q.from) : new Date(to.getTime() - days * DAY);
  if (from >= to || to.getTime() - from.getTime() > 400 * DAY) throw new ApiError(422, "period_invalid");
  return { from, to };
}

const noStore = (c: Context<ApiEnv>) => c.header("Cache-Control", "private, no-store");

/** The signed-in customer's lines (`/api/v1/lines/...`): only their own, by opaque id. */
export function lineRoutes() {
  const r = newRouter();

  implement(r, ops.listLinesOp, (_c, { ctx }) => listLines({ ctx }));

  implement(r, ops.getLineBalanceOp, (c, { ctx, params }) => {
    noStore(c);
    return lineBalance({ ctx, input: params });
  });

  implement(r, ops.listLineOffersOp, (c, { ctx, params }) => {
    noStore(c);
    return offersForLine({ ctx, input: params });
  });

  implement(r, ops.listLinePersonalOffersOp, (c, { ctx, params }) => {
    noStore(c);
    return linePersonalOffers({ ctx, input: params });
  });

  implement(r, ops.purchaseBundleOp, async (c, { ctx, params, headers, body }) => {
    const result = await purchaseBundle({
      ctx,
      input: {
        lineId: params.lineId,
        offering: body.offering,
        autoRenew: body.autoRenew,
        idempotencyKey: headers["idempotency-key"],
      },
    });
    if (result.replayed) c.header("Idempotent-Replayed", "true");
    return result.body;
  });

  // History reads (usage, records, statement, bills) may go to the read replica; a customer who just
  // changed something reads them from the primary (src/api/read-replica.ts).
  implement(r, historyOps.getLineUsageOp, (c, { ctx, params, query }) => {
    const input = { lineId: params.lineId, ...period(query, 30, ctx.now), granularity: query.granularity };
    return onReader(c, (reader) => usageHistory({ ctx: reader, input }));
  });

  implement(r, listUsageRecordsOp, (c, { ctx, params, query }) => {
    noStore(c);
    const input = {
      lineId: params.lineId,
      ...period(query, 30, ctx.now),
      type: query.type,
      paidFrom: query.paidFrom,
      before: query.before,
      limit: query.limit,
    };
    return onReader(c, (reader) => listUsageRecords({ ctx: reader, input }));
  });

  implement(r, historyOps.getLineStatementOp, (c, { ctx, params, query }) => {
    const input = {
      lineId: params.lineId,
      ...period(query, 90, ctx.now),
      kinds: query.kind ? [query.kind] : undefined,
      before: query.before,
      limit: query.limit,
    };
    return onReader(c, (reader) => statement({ ctx: reader, input }));
  });

  implement(r, historyOps.listLineBillsOp, (c, { params }) => {
    noStore(c);
    return onReader(c, (reader) => listBills({ ctx: reader, input: params }));
  });

  implement(r, ops.getLineServicesOp, (_c, { ctx, params }) => getServices({ ctx, input: params }));

  implement(r, ops.updateLineServicesOp, (_c, { ctx, params, body }) =>
    updateServices({ ctx, input: { lineId: params.lineId, patch: body } }),
  );

  implement(r, ops.setAutoRenewOp, (_c, { ctx, params, body }) =>
    setAutoRenew({ ctx, input: { ...params, autoRenew: body.autoRenew } }),
  );

  implement(r, ops.setLineSuspensionOp, (_c, { ctx, params, body }) =>
    setLineSuspended({ ctx, input: { lineId: params.lineId, suspended: body.suspended } }),
  );

  return r;
}
