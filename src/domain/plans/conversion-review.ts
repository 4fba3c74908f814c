/**
 * Staff review of prepaid-to-postpaid requests whose holder has not passed an identity check: the
 * reviewer looks at the request's identity check (photos and details, as for an order's eKYC) and
 * approves both, which completes the move at once, or rejects with a reason the customer is shown.
 * Every view and decision is audited.
 */
import { and, asc, eq } from "drizzle-orm";
import type { ConversionView } from "../../contracts/api/postpaid-conversions.ts";
import type { RejectionReason } from "../../contracts/orders.ts";
import { accounts, identityChecks, lines, postpaidConversions } from "../../db/schema/index.ts";
import { type ServiceCall, staffOf } from "../context.ts";
import { DomainError } from "../errors.ts";
import { recordAudit } from "../staff/audit.ts";
import { completeConversion } from "./complete-conversion.ts";
import { decideConversionIdentity, type IdentityDecision } from "./conversion-identity.ts";
import { conversionOutcomeSms } from "./conversion-sms.ts";
import { conversionView } from "./request-conversion.ts";

export async function listConversionQueue({ ctx }: ServiceCall) {
  staffOf(ctx);
  const rows = await ctx.db
    .select({ conversion: postpaidConversions, msisdn: lines.msisdn, holder: accounts.name, check: identityChecks })
    .from(postpaidConversions)
    .innerJoin(lines, eq(lines.id, postpaidConversions.lineId))
    .leftJoin(accounts, eq(accounts.id, postpaidConversions.accountId))
    // One check per request at most (unique index identity_checks_conversion).
    .leftJoin(identityChecks, eq(identityChecks.conversionId, postpaidConversions.id))
    .where(eq(postpaidConversions.state, "in_review"))
    .orderBy(asc(postpaidConversions.createdAt))
    .limit(200);
  await recordAudit(ctx.db, ctx, {
    action: "postpaid_conversions.view_queue",
    subjectType: "postpaid_conversions",
    subjectId: "in_review",
    after: { shown: rows.map((r) => r.conversion.reference) },
  });
  return rows.map(({ conversion, msisdn, holder, check }) => {
    const identity = check && {
      fullName: check.fullName,
      dateOfBirth: check.dateOfBirth,
      nationalId: check.nationalId,
      files: { front: check.frontKey, back: check.backKey, selfie: check.selfieKey },
    };
    return { ...conversionView(conversion, check), msisdn, holder, check: identity };
  });
}

/** A reason (and note) matters only to a rejection. */
export type ConversionDecision = {
  reference: string;
  decision: "approve" | "reject";
  reason?: RejectionReason | undefined;
  note?: string | null | undefined;
};

export async function decideConversion({ ctx, input }: ServiceCall<ConversionDecision>): Promise<ConversionView> {
  const staff = staffOf(ctx);
  const by = staff.kind === "staff" ? staff.login : `cli:${staff.name}`;
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(postpaidConversions)
      .where(eq(postpaidConversions.reference, input.reference))
      .for("update");
    if (!found) throw new DomainError("not_found", "conversion_not_found");
    if (found.state !== "in_review") throw new DomainError("conflict", "conversion_already_decided");
    const identity: IdentityDecision =
      input.decision === "approve" ? { approve: true } : { approve: false, reason: input.reason, note: input.note };
    const check = await decideConversionIdentity(tx, ctx, { conversionId: found.id, decision: identity, reviewer: by });
    let after: typeof found;
    if (input.decision === "approve") {
      after = await completeConversion(tx, ctx, found, by);
    } else {
      const [rejected] = await tx
        .update(postpaidConversions)
        .set({ state: "rejected", decidedBy: by })
        .where(and(eq(postpaidConversions.id, found.id), eq(postpaidConversions.state, "in_review")))
        .returning();
      if (!rejected) throw new DomainError("conflict", "conversion_already_decided");
      after = rejected;
    }
    await recordAudit(tx, ctx, {
      action: `postpaid_conversions.${input.decision}`,
      subjectType: "postpaid_conversions",
      subjectId: found.reference,
      before: { state: found.state },
      after: { state: after.state, carriedIqd: after.carriedIqd, advanceSettledIqd: after.advanceSettledIqd },
      note: check?.reason ? `${check.reason}${check.note ? `: ${check.note}` : ""}` : null,
    });
    await conversionOutcomeSms(tx, ctx, after, check);
    return conversionView(after, check);
  });
}
