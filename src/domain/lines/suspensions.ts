/**
 * Whose suspension a line is under: each suspension is a row, open until lifted, that records who
 * suspended (the customer, a staff member or an operator), why and who lifted it. `lines.status`
 * changes in the same transaction. Customers may lift only their own suspensions
 * (docs/decisions/035-suspension-ownership.md).
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { SuspensionActor, SuspensionReason } from "../../contracts/staff.ts";
import type { Db } from "../../db/client.server.ts";
import { lineSuspensions, lines } from "../../db/schema/index.ts";

export type SuspensionRow = typeof lineSuspensions.$inferSelect;

/** The open suspension of a line, if any. */
export async function openSuspension(db: Db, lineId: string): Promise<SuspensionRow | undefined> {
  const [row] = await db
    .select()
    .from(lineSuspensions)
    .where(and(eq(lineSuspensions.lineId, lineId), isNull(lineSuspensions.liftedAt)));
  return row;
}

/** What a customer is told about a suspension: whether it is theirs, why and since when. */
export type CustomerSuspension = {
  by: "customer" | "operator";
  reasonCode: SuspensionReason;
  since: string | null;
};

/**
 * The open suspensions of some lines as their customer sees them. A staff member's and an
 * operator's are both "the operator": customers are not told which employee acted.
 */
export async function customerSuspensions(db: Db, lineIds: readonly string[]) {
  const found = new Map<string, CustomerSuspension>();
  if (lineIds.length === 0) return found;
  const rows = await db
    .select()
    .from(lineSuspensions)
    .where(and(inArray(lineSuspensions.lineId, [...lineIds]), isNull(lineSuspensions.liftedAt)));
  for (const r of rows) {
    found.set(r.lineId, {
      by: r.suspendedBy === "customer" ? "customer" : "operator",
      reasonCode: r.reasonCode,
      since: r.suspendedAt.toISOString(),
    });
  }
  return found;
}

/** Who suspends or lifts, as a suspension row records them. */
export type SuspensionBy = {
  kind: SuspensionActor;
  accountId?: string | null;
  staffId?: string | null;
  /** The staff login or `cli:<OS user>`; null for the customer. */
  actor?: string | null;
};

/**
 * Suspends a line in `tx`, closing a suspension already open (an operator's suspension replaces a
 * customer's, so the customer can no longer lift it). The caller holds the line's row lock.
 */
export async function suspendLine(
  tx: Db,
  lineId: string,
  by: SuspensionBy,
  reason: { code: SuspensionReason; note?: string | null },
  now: Date,
): Promise<SuspensionRow> {
  await closeSuspension(tx, lineId, by, reason.note ?? null, now);
  await tx.update(lines).set({ status: "suspended" }).where(eq(lines.id, lineId));
  const [row] = await tx
    .insert(lineSuspensions)
    .values({
      lineId,
      suspendedBy: by.kind,
      accountId: by.accountId ?? null,
      staffId: by.staffId ?? null,
      actor: by.actor ?? null,
      reasonCode: reason.code,
      note: reason.note ?? null,
      suspendedAt: now,
    })
    .returning();
  if (!row) throw new Error("suspension not recorded");
  return row;
}

/** Lifts a line's suspension in `tx`: the line is active again. The caller holds the line's row lock. */
export async function liftLine(tx: Db, lineId: string, by: SuspensionBy, note: string | null, now: Date) {
  await closeSuspension(tx, lineId, by, note, now);
  await tx.update(lines).set({ status: "active" }).where(eq(lines.id, lineId));
}

async function closeSuspension(tx: Db, lineId: string, by: SuspensionBy, note: string | null, now: Date) {
  await tx
    .update(lineSuspensions)
    .set({ liftedAt: now, liftedBy: by.kind, liftedByActor: by.actor ?? null, liftNote: note })
    .where(and(eq(lineSuspensions.lineId, lineId), isNull(lineSuspensions.liftedAt)));
}

/** Locks a line's row for a status change, so two changes at once cannot interleave. */
export async function lockLine(tx: Db, lineId: string) {
  const [row] = await tx
    .select({ id: lines.id, msisdn: lines.msisdn, status: lines.status })
    .from(lines)
    .where(eq(lines.id, lineId))
    .for("update");
  if (!row) throw new Error("line vanished");
  return row;
}
