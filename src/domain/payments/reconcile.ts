import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { PaymentState } from "../../contracts/payments.ts";
import { payments } from "../../db/schema/index.ts";
import type { ServiceCall, ServiceContext } from "../context.ts";
import { settleOpen } from "./open-payments.ts";
import type { PaymentRow } from "./payment-records.ts";
import { refundPayment } from "./refund.ts";
import { applyGatewayStatus, fulfilPayment } from "./settle.ts";

const MINUTE = 60_000;
const BATCH = 100;

type Counts = { fulfilled: number; refunded: number; expired: number; checked: number; failed: number };

/**
 * Settles what callbacks left open (DESIGN.md): a success never fulfilled (the process stopped in
 * between) is fulfilled or refunded; an open payment is confirmed by a status query and expires
 * once the gateway confirms it was not paid in time; a recently closed one is asked once more,
 * because a success that arrives after expiry must still be honoured; a refund that failed is asked
 * again once its back-off has passed (docs/decisions/036). Each payment is handled on
 * its own: one that keeps failing is logged, marked as tried and left for the next run, and never
 * stops the others.
 */
export async function reconcilePayments({ ctx }: ServiceCall): Promise<Counts> {
  const counts: Counts = { fulfilled: 0, refunded: 0, expired: 0, checked: 0, failed: 0 };
  const ago = (ms: number) => new Date(ctx.now.getTime() - ms);
  const notTriedSince = (ms: number) => or(isNull(payments.checkedAt), lt(payments.checkedAt, ago(ms)));
  const batch = (where: ReturnType<typeof and>) =>
    ctx.db
      .select()
      .from(payments)
      .where(where)
      .orderBy(sql`${payments.checkedAt} nulls first`, asc(payments.updatedAt))
      .limit(BATCH);

  for (const p of await batch(
    and(eq(payments.state, "succeeded"), lt(payments.updatedAt, ago(30_000)), notTriedSince(MINUTE)),
  )) {
    await handle(ctx, counts, p, () => fulfilPayment(ctx, p.id));
  }
  const open = and(
    inArray(payments.state, ["created", "pending"]),
    lt(payments.createdAt, ago(MINUTE)),
    notTriedSince(MINUTE),
  );
  for (const p of await batch(open)) await handle(ctx, counts, p, () => settleOpen(ctx, p));
  const refundDue = and(eq(payments.state, "refund_failed"), lte(payments.nextRefundAt, ctx.now));
  for (const p of await batch(refundDue)) {
    await handle(ctx, counts, p, () => refundPayment(ctx, p.id, p.reason ?? "line_not_in_service"));
  }
  const recent = and(
    inArray(payments.state, ["expired", "failed", "cancelled"]),
    isNotNull(payments.providerRef),
    gt(payments.updatedAt, ago(48 * 60 * MINUTE)),
    notTriedSince(10 * MINUTE),
  );
  for (const p of await batch(recent)) await handle(ctx, counts, p, () => askAgain(ctx, p));
  return counts;
}

async function handle(ctx: ServiceContext, counts: Counts, p: PaymentRow, work: () => Promise<PaymentState | null>) {
  counts.checked += 1;
  try {
    const state = await work();
    if (state === "fulfilled" && p.state !== "fulfilled") counts.fulfilled += 1;
    if (state === "refunded" && p.state !== "refunded") counts.refunded += 1;
    if (state === "expired" && p.state !== "expired") counts.expired += 1;
  } catch (error) {
    counts.failed += 1;
    ctx.env.log.error({ err: error, paymentId: p.id }, "reconciliation could not settle a payment; will retry");
  }
  // Marked as tried either way, so a payment that keeps failing does not hold the batch.
  await ctx.db.update(payments).set({ checkedAt: ctx.now }).where(eq(payments.id, p.id));
}

async function askAgain(ctx: ServiceContext, p: PaymentRow): Promise<PaymentState | null> {
  const gateway = ctx.env.gateways?.byName(p.provider);
  if (!gateway || !p.providerRef) return p.state;
  return applyGatewayStatus(ctx, p.id, await gateway.query(p.providerRef), "query");
}
