/**
 * Lines as staff and operators see and change them: the holder's details and the suspension with
 * who set it and why. Every view and every change writes an audit row in the same transaction.
 */
import { eq } from "drizzle-orm";
import type { StaffLineView, StaffSuspensionChange } from "../../contracts/api/staff.ts";
import type { Db } from "../../db/client.server.ts";
import { accountLines, accounts, lines, staffMembers } from "../../db/schema/index.ts";
import { type ServiceCall, type ServiceContext, staffOf } from "../context.ts";
import { DomainError } from "../errors.ts";
import { lineIdentity } from "../lines/line-access.ts";
import { liftLine, lockLine, openSuspension, type SuspensionBy, suspendLine } from "../lines/suspensions.ts";
import { notify } from "../notifications/notifications.ts";
import { auditActor, recordAudit } from "./audit.ts";

async function lineByMsisdn(db: Db, msisdn: string) {
  const [line] = await db.select({ id: lines.id }).from(lines).where(eq(lines.msisdn, msisdn));
  if (!line) throw new DomainError("not_found", "line_not_found");
  return line;
}

/** The private view of a line, as it is in `db` now. */
async function viewOf(db: Db, lineId: string): Promise<StaffLineView> {
  const [line] = await db.select().from(lines).where(eq(lines.id, lineId));
  if (!line) throw new DomainError("not_found", "line_not_found");
  const [holder] = await db
    .select({
      accountId: accounts.id,
      kind: accounts.kind,
      name: accounts.name,
      language: accounts.language,
      email: accounts.email,
    })
    .from(accountLines)
    .innerJoin(accounts, eq(accounts.id, accountLines.accountId))
    .where(eq(accountLines.lineId, lineId));
  const open = await openSuspension(db, lineId);
  const [staff] = open?.staffId
    ? await db
        .select({ id: staffMembers.id, login: staffMembers.login, name: staffMembers.name })
        .from(staffMembers)
        .where(eq(staffMembers.id, open.staffId))
    : [];
  return {
    line: {
      ...lineIdentity(line),
      createdAt: line.createdAt.toISOString(),
    },
    holder: holder ?? null,
    suspension: open
      ? {
          id: open.id,
          suspendedBy: open.suspendedBy,
          staff: staff ?? null,
          actor: open.actor,
          reasonCode: open.reasonCode,
          note: open.note,
          suspendedAt: open.suspendedAt.toISOString(),
        }
      : null,
  };
}

/** What the audit keeps of a line's state: its status and suspension, not the holder's details. */
const auditState = (v: StaffLineView) => ({
  msisdn: v.line.msisdn,
  status: v.line.status,
  suspension: v.suspension && {
    suspendedBy: v.suspension.suspendedBy,
    actor: v.suspension.actor,
    reasonCode: v.suspension.reasonCode,
    note: v.suspension.note,
    suspendedAt: v.suspension.suspendedAt,
  },
});

/** A line's private view for staff; the view itself is audited (who looked at whose data). */
export async function staffLineView({ ctx, input }: ServiceCall<{ msisdn: string }>): Promise<StaffLineView> {
  staffOf(ctx);
  const line = await lineByMsisdn(ctx.db, input.msisdn);
  return ctx.db.transaction(async (tx) => {
    const view = await viewOf(tx, line.id);
    await recordAudit(tx, ctx, {
      action: "line.viewed",
      subjectType: "line",
      subjectId: line.id,
      after: { msisdn: view.line.msisdn, holder: view.holder?.accountId ?? null },
    });
    return view;
  });
}

/** The suspension row's record of who acts: a staff member, or an operator at the command line. */
function suspensionBy(ctx: ServiceContext): SuspensionBy {
  const actor = auditActor(ctx);
  return { kind: actor.actorKind, staffId: actor.staffId, actor: actor.actor };
}

/**
 * Suspends a line for a fixed reason (replacing any open suspension, so its customer can no longer
 * lift it), or lifts any suspension; the holder is notified. Audited with the state before and
 * after, no-ops included.
 */
export async function staffSetSuspension({
  ctx,
  input,
}: ServiceCall<{ msisdn: string; change: StaffSuspensionChange }>): Promise<StaffLineView> {
  staffOf(ctx);
  const { change } = input;
  const line = await lineByMsisdn(ctx.db, input.msisdn);
  return ctx.db.transaction(async (tx) => {
    const locked = await lockLine(tx, line.id);
    if (locked.status === "terminated") throw new DomainError("conflict", "line_not_in_service");
    const before = await viewOf(tx, line.id);
    const by = suspensionBy(ctx);
    const note = change.note ?? null;
    if (change.suspended) await suspendLine(tx, line.id, by, { code: change.reasonCode, note }, ctx.now);
    else if (locked.status === "suspended") await liftLine(tx, line.id, by, note, ctx.now);
    const after = await viewOf(tx, line.id);
    // The holder hears of it (in myzain, and by SMS for a suspension), as for their own changes.
    const accountId = before.holder?.accountId;
    const changed = change.suspended || locked.status === "suspended";
    if (accountId && changed) {
      const kind = change.suspended ? "line_suspended_by_operator" : "line_resumed";
      await notify(tx, { accountId, lineId: line.id, kind, at: ctx.now });
    }
    await recordAudit(tx, ctx, {
      action: change.suspended ? "line.suspended" : "line.lifted",
      subjectType: "line",
      subjectId: line.id,
      before: auditState(before),
      after: auditState(after),
      note,
    });
    return after;
  });
}
