import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { PaymentState } from "../../contracts/payments.ts";
import { payments } from "../../db/schema/index.ts";
import type { ServiceCall, ServiceContext } from "../context.ts";
import { type PaymentRow, paymentEvent } from "./payment-records.ts";
import { applyGatewayStatus, fulfilPayment } from "./settle.ts";

const MINUTE = 60_000;
const BATCH = 100;
/** After this long past expiry, a payment the gateway still calls pending needs a person. */
const PENDING_ALERT_MS = 24 * 60 * MINUTE;

type Counts = { fulfilled: number; refunded: number; expired: number; checked: number; failed: number };

/**
 * Settles what callbacks left open (DESIGN.md): a success never fulfilled (the process stopped in
 * between) is fulfilled or refunded; an open payment is confirmed by a status query and expires
 * once the gateway confirms it was not paid in time; a recently closed one is asked once more,
 * because a success that arrives after expiry must still be honoured. Each payment is handled on
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
  const recent = and(
    inArray(payments.state, ["expired", "failed"]),
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

async function settleOpen(ctx: ServiceContext, p: PaymentRow): Promise<PaymentState | null> {
  const expired = p.expiresAt < ctx.now;
  if (!p.providerRef) return expired ? expire(ctx, p.id) : p.state;
  const gateway = ctx.env.gateways?.byName(p.provider);
  if (!gateway) {
    // Money may have been taken through a gateway that is no longer configured: never expire it blind.
    ctx.env.log.error({ paymentId: p.id, provider: p.provider }, "open payment with a gateway that is not configured");
    return p.state;
  }
  let report = await gateway.query(p.providerRef);
  if (report.status === "awaiting" && expired) {
    // Not paid in time: the gateway is told to refuse it from now on, then asked again.
    await gateway.cancel(p.providerRef);
    report = await gateway.query(p.providerRef);
    if (report.status === "awaiting" || report.status === "failed") return expire(ctx, p.id);
  }
  if (report.status === "pending" && ctx.now.getTime() - p.expiresAt.getTime() > PENDING_ALERT_MS) {
    ctx.env.log.error({ paymentId: p.id }, "the gateway has called this payment pending for a day past its expiry");
  }
  return applyGatewayStatus(ctx, p.id, report, "query");
}

async function askAgain(ctx: ServiceContext, p: PaymentRow): Promise<PaymentState | null> {
  const gateway = ctx.env.gateways?.byName(p.provider);
  if (!gateway || !p.providerRef) return p.state;
  return applyGatewayStatus(ctx, p.id, await gateway.query(p.providerRef), "query");
}

/** Closes a payment that was not paid in time: nothing was charged. */
async function expire(ctx: ServiceContext, id: string): Promise<PaymentState | null> {
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
