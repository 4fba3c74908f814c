import { and, eq, gt, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import { payments } from "../../db/schema/index.ts";
import { type PaymentContext, paymentEvent } from "./payment-context.ts";
import { applyGatewayStatus, fulfilPayment } from "./settle.ts";

const MINUTE = 60_000;
const BATCH = 100;

/**
 * Settles what callbacks left open (DESIGN.md): a success that was never fulfilled (the process
 * stopped in between) is fulfilled or refunded; an open payment is confirmed by a status query
 * and expires when the gateway confirms it was not paid in time; a recently closed payment is
 * asked once more, because a success that arrives after expiry must still be honoured.
 */
export async function reconcilePayments(ctx: PaymentContext) {
  const now = ctx.now ?? new Date();
  const run = { ...ctx, now };
  const counts = { fulfilled: 0, refunded: 0, expired: 0, checked: 0 };
  const tally = (state: string | null) => {
    if (state === "fulfilled") counts.fulfilled += 1;
    if (state === "refunded") counts.refunded += 1;
    if (state === "expired") counts.expired += 1;
  };

  const stuck = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.state, "succeeded"), lt(payments.updatedAt, new Date(now.getTime() - 30_000))))
    .limit(BATCH);
  for (const { id } of stuck) tally(await fulfilPayment(run, id));

  const open = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.state, ["created", "pending"]),
        lt(payments.createdAt, new Date(now.getTime() - MINUTE)),
        or(isNull(payments.checkedAt), lt(payments.checkedAt, new Date(now.getTime() - MINUTE))),
      ),
    )
    .limit(BATCH);
  for (const payment of open) {
    counts.checked += 1;
    const gateway = ctx.gateways?.byName(payment.provider);
    if (!payment.providerRef || !gateway) {
      if (payment.expiresAt < now) tally(await expire(run, payment.id));
      continue;
    }
    try {
      let report = await gateway.query(payment.providerRef);
      if (report.status === "awaiting" && payment.expiresAt < now) {
        // Not paid in time: the gateway is told to refuse it from now on, then asked again.
        await gateway.cancel(payment.providerRef);
        report = await gateway.query(payment.providerRef);
        if (report.status === "awaiting" || report.status === "failed") {
          tally(await expire(run, payment.id));
          continue;
        }
      }
      tally(await applyGatewayStatus(run, payment.id, report, "query"));
    } catch (error) {
      ctx.log?.warn({ err: error, paymentId: payment.id }, "reconciliation could not ask the gateway");
    }
  }

  const recent = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.state, ["expired", "failed"]),
        isNotNull(payments.providerRef),
        gt(payments.updatedAt, new Date(now.getTime() - 48 * 60 * MINUTE)),
        or(isNull(payments.checkedAt), lt(payments.checkedAt, new Date(now.getTime() - 10 * MINUTE))),
      ),
    )
    .limit(BATCH);
  for (const payment of recent) {
    const gateway = ctx.gateways?.byName(payment.provider);
    if (!gateway || !payment.providerRef) continue;
    counts.checked += 1;
    try {
      tally(await applyGatewayStatus(run, payment.id, await gateway.query(payment.providerRef), "query"));
    } catch (error) {
      ctx.log?.warn({ err: error, paymentId: payment.id }, "reconciliation could not ask the gateway");
    }
  }
  return counts;
}

/** Closes a payment that was not paid in time: nothing was charged. */
async function expire(ctx: PaymentContext & { now: Date }, id: string) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
    if (!row || (row.state !== "created" && row.state !== "pending") || row.expiresAt >= ctx.now)
      return row?.state ?? null;
    await tx
      .update(payments)
      .set({ state: "expired", reason: "expired", updatedAt: ctx.now, checkedAt: ctx.now })
      .where(eq(payments.id, id));
    await paymentEvent(tx, id, "job", { from: row.state, to: "expired" });
    return "expired" as const;
  });
}
