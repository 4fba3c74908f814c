/**
 * The staff audit trail: one row per staff action and per view of private data, with who, what,
 * when, and the state before and after. Only ever appended (docs/decisions/034-staff-credentials-and-audit.md).
 */
import { and, desc, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { staffAudit } from "../../db/schema/index.ts";
import { type ServiceCall, type ServiceContext, staffOf } from "../context.ts";

export type AuditEntry = {
  action: string;
  subjectType: string;
  subjectId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  note?: string | null;
};

/** The actor columns of an audit row: the staff member, or the operator at the command line. */
export function auditActor(ctx: ServiceContext) {
  const staff = staffOf(ctx);
  return staff.kind === "staff"
    ? { actorKind: "staff" as const, staffId: staff.staffId, actor: staff.login }
    : { actorKind: "operator" as const, staffId: null, actor: `cli:${staff.name}` };
}

/** Appends one row in `db` (the caller's transaction, so the row and the change stand or fall together). */
export async function recordAudit(db: Db, ctx: ServiceContext, entry: AuditEntry): Promise<void> {
  await db.insert(staffAudit).values({
    ...auditActor(ctx),
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    note: entry.note ?? null,
    requestId: ctx.requestId ?? null,
    // An operator command has no client: the actor column names who ran it.
    clientIp: ctx.staff?.kind === "operator" ? null : (ctx.clientIp ?? ctx.client),
    at: ctx.now,
  });
}

export type AuditRow = {
  id: number;
  actorKind: "staff" | "operator";
  staffId: string | null;
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  note: string | null;
  requestId: string | null;
  clientIp: string | null;
  at: string;
};

/**
 * The trail, newest first, optionally for one subject; `before` pages back. Reading it is itself
 * recorded (who looked at whose history).
 */
export async function listAudit({
  ctx,
  input,
}: ServiceCall<{ subjectType?: string; subjectId?: string; before?: number; limit: number }>): Promise<AuditRow[]> {
  const rows = await ctx.db
    .select()
    .from(staffAudit)
    .where(
      and(
        input.subjectType ? eq(staffAudit.subjectType, input.subjectType) : undefined,
        input.subjectId ? eq(staffAudit.subjectId, input.subjectId) : undefined,
        input.before ? lt(staffAudit.id, input.before) : undefined,
      ),
    )
    .orderBy(desc(staffAudit.id))
    .limit(input.limit);
  await recordAudit(ctx.db, ctx, {
    action: "audit.viewed",
    subjectType: input.subjectType ?? "staff_audit",
    subjectId: input.subjectId ?? "*",
    after: { rows: rows.length, ...(input.before ? { before: input.before } : {}) },
  });
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
