/**
 * The identity check of a request to move a prepaid line to postpaid when its holder has not
 * passed one: the orders' eKYC (the same photos, details, private files and reviewer role), filed
 * with the request and decided with it. Photos are kept a configured number of days after the
 * decision, then deleted, as an order's are.
 */
import { and, desc, eq } from "drizzle-orm";
import type { IdentityInput, RejectionReason } from "../../contracts/orders.ts";
import type { Db } from "../../db/client.server.ts";
import { identityChecks } from "../../db/schema/index.ts";
import type { ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { recordIdentityCheck } from "../orders/identity-submit.ts";

export const conversionFilesOwnerOf = (conversionId: string) => `conversion:${conversionId}`;

export const fileConversionIdentity = (tx: Db, ctx: ServiceContext, conversionId: string, input: IdentityInput) =>
  recordIdentityCheck(tx, ctx, {
    subject: { conversionId },
    ownerRef: conversionFilesOwnerOf(conversionId),
    input,
    // The request comes from a signed-in customer: the line's number was verified at sign-up.
    contactVerifiedAt: ctx.now,
  });

export type ConversionIdentity = typeof identityChecks.$inferSelect;

export async function identityOfConversion(db: Db, conversionId: string): Promise<ConversionIdentity | null> {
  const [row] = await db
    .select()
    .from(identityChecks)
    .where(eq(identityChecks.conversionId, conversionId))
    .orderBy(desc(identityChecks.attempt))
    .limit(1);
  return row ?? null;
}

/** A rejection's reason may be missing only for a request without a check (older requests). */
export type IdentityDecision = { approve: true } | { approve: false; reason?: RejectionReason; note?: string | null };

/**
 * Records the reviewer's decision on the request's pending check, if it has one (requests made
 * before checks were filed with them have none). Rejecting one needs a reason the customer is shown.
 */
export async function decideConversionIdentity(
  tx: Db,
  ctx: ServiceContext,
  a: { conversionId: string; decision: IdentityDecision; reviewer: string },
) {
  const pending = and(eq(identityChecks.conversionId, a.conversionId), eq(identityChecks.state, "pending"));
  const [check] = await tx.select({ id: identityChecks.id }).from(identityChecks).where(pending);
  if (!check) return null;
  const { decision } = a;
  if (!decision.approve && !decision.reason) {
    throw new DomainError("invalid", "rejection_reason_required", { field: "reason" });
  }
  const [decided] = await tx
    .update(identityChecks)
    .set({
      state: decision.approve ? "approved" : "rejected",
      reason: decision.approve ? null : (decision.reason ?? null),
      note: decision.approve ? null : (decision.note ?? null),
      reviewer: a.reviewer,
      reviewedAt: ctx.now,
    })
    .where(and(eq(identityChecks.id, check.id), eq(identityChecks.state, "pending")))
    .returning();
  const days = ctx.env.config.files.idDocumentRetentionDays;
  await ctx.env.orders?.files.scheduleDeletion(
    tx,
    conversionFilesOwnerOf(a.conversionId),
    new Date(ctx.now.getTime() + days * 86_400_000),
  );
  return decided ?? null;
}
