/**
 * Open payments (created, pending) confirmed with their gateway, by the reconciliation job and by
 * a receipt page's status query alike, so an unpaid payment past its deadline reads "expired"
 * (never "declined") wherever it is seen, and its gateway order is cancelled.
 */
import { eq } from "drizzle-orm";
import type { PaymentState } from "../../contracts/payments.ts";
import { payments } from "../../db/schema/index.ts";
import type { ServiceContext } from "../context.ts";
import { type PaymentRow, paymentEvent } from "./payment-records.ts";
import { applyGatewayStatus } from "./settle.ts";

/** After this long past expiry, a payment the gateway still calls pending needs a person. */
const PENDING_ALERT_MS = 24 * 60 * 60_000;

/** Asks the gateway about an open payment and applies the answer; past its deadline and unpaid, it expires. */
export async function settleOpen(ctx: ServiceContext, p: PaymentRow): Promise<PaymentState | null> {
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
