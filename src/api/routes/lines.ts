import type { Context } from "hono";
import * as ops from "../../contracts/api/lines.ts";
import { baghdadDayStart } from "../../contracts/myzain.ts";
import { listBills } from "../../domain/bills/bills.ts";
import { purchaseBundle } from "../../domain/bundles/purchase.ts";
import { offersForLine } from "../../domain/catalogue/personal-offers.ts";
import { lineBalance, listLines } from "../../domain/lines/line-view.ts";
import { getServices, setAutoRenew, setLineSuspended, updateServices } from "../../domain/lines/services.ts";
import { statement } from "../../domain/lines/statement.ts";
import { usageHistory } from "../../domain/usage/history.ts";
import type { ApiEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

const DAY = 24 * 60 * 60_000;

/** A period from the query, in Baghdad days; by default the last `days` days up to today. */
function period(q: { from?: string | undefined; to?: string | undefined }, days: number) {
  const to = q.to ? new Date(baghdadDayStart(q.to).getTime() + DAY) : new Date();
  const from = q.from ? baghdadDayStart(q.from) : new Date(to.getTime() - days * DAY);
  if (from >= to || to.getTime() - from.getTime() > 400 * DAY) throw new ApiError(422, "period_invalid");
  return { from, to };
}

const noStore = (c: Context<ApiEnv>) => c.header("Cache-Control", "private, no-store");

/** The signed-in customer's lines (`/api/v1/lines/...`): only their own, by opaque id. */
export function lineRoutes() {
  const r = newRouter();
  const ctx = (c: Context<ApiEnv>) => ({ db: c.var.deps.database.db, locale: c.var.locale });

  implement(r, ops.listLinesOp, (_c, { ctx }) => listLines({ ctx }));

  implement(r, ops.getLineBalanceOp, (c, { ctx, params }) => {
    noStore(c);
    return lineBalance({ ctx, input: params });
  });

  implement(r, ops.listLineOffersOp, (c, { ctx, params }) => {
    noStore(c);
    return offersForLine({ ctx, input: params });
  });

  implement(r, ops.purchaseBundleOp, async (c, { actor, params, headers, body }) => {
    const result = await purchaseBundle(ctx(c), actor.accountId, {
      lineId: params.lineId,
      offering: body.offering,
      autoRenew: body.autoRenew,
      idempotencyKey: headers["idempotency-key"],
    });
    if (result.replayed) c.header("Idempotent-Replayed", "true");
    return result.body;
  });

  implement(r, ops.getLineUsageOp, (c, { actor, params, query }) => {
    const range = { ...period(query, 30), granularity: query.granularity };
    return usageHistory(ctx(c), actor.accountId, params.lineId, range);
  });

  implement(r, ops.getLineStatementOp, (c, { actor, params, query }) =>
    statement(ctx(c), actor.accountId, params.lineId, {
      ...period(query, 90),
      kinds: query.kind ? [query.kind] : undefined,
    }),
  );

  implement(r, ops.listLineBillsOp, (c, { actor, params }) => {
    noStore(c);
    return listBills(ctx(c), actor.accountId, params.lineId);
  });

  implement(r, ops.getLineServicesOp, (c, { actor, params }) =>
    getServices(c.var.deps.database.db, actor.accountId, params.lineId),
  );

  implement(r, ops.updateLineServicesOp, (c, { actor, params, body }) =>
    updateServices(c.var.deps.database.db, actor.accountId, params.lineId, body),
  );

  implement(r, ops.setAutoRenewOp, (c, { actor, params, body }) =>
    setAutoRenew(c.var.deps.database.db, actor.accountId, params.lineId, params.subscriptionId, body.autoRenew),
  );

  implement(r, ops.setLineSuspensionOp, (c, { actor, params, body }) =>
    setLineSuspended(c.var.deps.database.db, actor.accountId, params.lineId, body.suspended),
  );

  return r;
}
