/**
 * The identity review by staff (role ekyc_reviewer) or an operator command: the queue of pending
 * checks, approve, reject with a reason. Every action and every view of the queue (personal data)
 * is audited. Approving an eSIM order completes it at once: its line is created and its activation
 * code issued. A pick-up order is then ready at the store; a courier order waits for dispatch.
 */
import { and, asc, eq } from "drizzle-orm";
import type { RejectionReason } from "../../contracts/orders.ts";
import { identityChecks, orders } from "../../db/schema/index.ts";
import { type ServiceCall, staffOf } from "../context.ts";
import { DomainError } from "../errors.ts";
import { recordAudit } from "../staff/audit.ts";
import { completeOrder } from "./complete-order.ts";
import { issueActivationCode } from "./esim.ts";
import { lockOrder, moveOrder, staffActorOf } from "./transitions.ts";

export type PendingCheck = {
  reference: string;
  attempt: number;
  fullName: string;
  dateOfBirth: string;
  nationalId: string;
  contactVerified: boolean;
  files: { front: string; back: string; selfie: string };
  submittedAt: string;
};

export async function listPendingChecks({ ctx, input }: ServiceCall<{ limit: number }>): Promise<PendingCheck[]> {
  staffOf(ctx);
  const rows = await ctx.db
    .select({ check: identityChecks, reference: orders.reference })
    .from(identityChecks)
    .innerJoin(orders, eq(orders.id, identityChecks.orderId))
    .where(and(eq(identityChecks.state, "pending"), eq(orders.state, "in_review")))
    .orderBy(asc(identityChecks.createdAt))
    .limit(input.limit);
  await recordAudit(ctx.db, ctx, {
    action: "identity_checks.view_queue",
    subjectType: "identity_checks",
    subjectId: "pending",
    after: { shown: rows.map((r) => r.reference) },
  });
  return rows.map(({ check, reference }) => ({
    reference,
    attempt: check.attempt,
    fullName: check.fullName,
    dateOfBirth: check.dateOfBirth,
    nationalId: check.nationalId,
    contactVerified: check.contactVerifiedAt !== null,
    files: { front: check.frontKey, back: check.backKey, selfie: check.selfieKey },
    submittedAt: check.createdAt.toISOString(),
  }));
}

type Decision = { approve: true } | { approve: false; reason: RejectionReason; note: string | null };

export async function reviewIdentity({ ctx, input }: ServiceCall<{ reference: string; decision: Decision }>) {
  staffOf(ctx);
  const actor = staffActorOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.reference, input.reference));
    const order = found ? await lockOrder(tx, found.id) : null;
    if (!order) throw new DomainError("not_found", "order_not_found");
    if (order.state !== "in_review") throw new DomainError("conflict", "order_state_invalid");
    const { decision } = input;
    const [check] = await tx
      .update(identityChecks)
      .set({
        state: decision.approve ? "approved" : "rejected",
        reason: decision.approve ? null : decision.reason,
        note: decision.approve ? null : decision.note,
        reviewer: actor.id ?? null,
        reviewedAt: ctx.now,
      })
      .where(and(eq(identityChecks.orderId, order.id), eq(identityChecks.state, "pending")))
      .returning({ attempt: identityChecks.attempt });
    if (!check) throw new DomainError("conflict", "identity_check_missing");
    let after = decision.approve
      ? await moveOrder(tx, ctx, order, "approved", actor, null)
      : await moveOrder(tx, ctx, order, "rejected", actor, decision.reason);
    if (decision.approve && after.fulfilment === "esim") {
      await issueActivationCode(tx, ctx, after.id);
      after = await completeOrder(tx, ctx, after, { kind: "system" }, "esim_issued");
    }
    await recordAudit(tx, ctx, {
      action: decision.approve ? "identity_check.approve" : "identity_check.reject",
      subjectType: "order",
      subjectId: order.reference,
      before: { state: order.state, attempt: check.attempt },
      after: { state: after.state },
      note: decision.approve ? null : `${decision.reason}${decision.note ? `: ${decision.note}` : ""}`,
    });
    return { reference: order.reference, state: after.state, attempt: check.attempt };
  });
}

/** A pick-up order handed over at the counter (cash taken if it was cash): completed, line created. */
export async function handOver({ ctx, input }: ServiceCall<{ reference: string }>) {
  staffOf(ctx);
  const actor = staffActorOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.reference, input.reference));
    const order = found ? await lockOrder(tx, found.id) : null;
    if (order?.fulfilment !== "pickup") throw new DomainError("not_found", "order_not_found");
    if (order.state !== "approved") throw new DomainError("conflict", "order_state_invalid");
    if (order.payOnDeliveryIqd > 0) {
      await tx.update(orders).set({ cashCollectedIqd: order.payOnDeliveryIqd }).where(eq(orders.id, order.id));
    }
    const done = await completeOrder(tx, ctx, order, actor, "handed_over");
    await recordAudit(tx, ctx, {
      action: "order.hand_over",
      subjectType: "order",
      subjectId: order.reference,
      before: { state: order.state },
      after: { state: done.state, cashCollectedIqd: order.payOnDeliveryIqd },
    });
    return { reference: order.reference, state: done.state, attempt: 0 };
  });
}
