/**
 * Staff credentials: a named member with one role and a random token, shown once at creation and
 * kept only as its keyed hash, so it is looked up by hash (no comparison of secrets in code).
 * Created, listed and revoked by operator commands; each of those is audited.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import { STAFF_LOGIN, type StaffRole, staffRoles } from "../../contracts/staff.ts";
import type { Db } from "../../db/client.server.ts";
import { staffMembers } from "../../db/schema/index.ts";
import { keyedHash, newToken } from "../auth/secrets.ts";
import type { ServiceCall, StaffActor } from "../context.ts";
import { DomainError } from "../errors.ts";
import { auditActor, recordAudit } from "./audit.ts";

/** Staff tokens carry a prefix, so a leaked one is recognisable (secret scanners, logs). */
const TOKEN_PREFIX = "zst_";

export type StaffMemberView = {
  id: string;
  name: string;
  login: string;
  role: StaffRole;
  createdAt: Date;
  createdBy: string;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
};

const publicColumns = {
  id: staffMembers.id,
  name: staffMembers.name,
  login: staffMembers.login,
  role: staffMembers.role,
  createdAt: staffMembers.createdAt,
  createdBy: staffMembers.createdBy,
  revokedAt: staffMembers.revokedAt,
  lastUsedAt: staffMembers.lastUsedAt,
};

/** What the audit keeps of a member: never the token or its hash. */
const audited = (m: StaffMemberView) => ({
  name: m.name,
  login: m.login,
  role: m.role,
  revokedAt: m.revokedAt?.toISOString() ?? null,
});

/** Adds a staff member; answers the token, which exists nowhere else afterwards. */
export async function createStaffMember({
  ctx,
  input,
}: ServiceCall<{ name: string; login: string; role: string }>): Promise<{ member: StaffMemberView; token: string }> {
  const name = input.name.trim();
  const login = input.login.trim().toLowerCase();
  if (!name || name.length > 100) throw new DomainError("invalid", "staff_name_invalid", { field: "name" });
  if (!STAFF_LOGIN.test(login)) throw new DomainError("invalid", "staff_login_invalid", { field: "login" });
  const role = staffRoles.find((r) => r === input.role);
  if (!role) throw new DomainError("invalid", "staff_role_invalid", { field: "role" });
  const token = `${TOKEN_PREFIX}${newToken()}`;
  return ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .insert(staffMembers)
      .values({
        name,
        login,
        role,
        tokenHash: keyedHash(ctx.env.config.secrets.sessionPepper, token),
        createdAt: ctx.now,
        createdBy: auditActor(ctx).actor,
      })
      .onConflictDoNothing({ target: staffMembers.login })
      .returning(publicColumns);
    if (!member) throw new DomainError("conflict", "staff_login_taken", { field: "login" });
    await recordAudit(tx, ctx, {
      action: "staff.created",
      subjectType: "staff_member",
      subjectId: member.id,
      after: audited(member),
    });
    return { member, token };
  });
}

/** Revokes a member's credential: the next request with it is refused. */
export async function revokeStaffMember({ ctx, input }: ServiceCall<{ login: string }>): Promise<StaffMemberView> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select(publicColumns)
      .from(staffMembers)
      .where(eq(staffMembers.login, input.login.trim().toLowerCase()))
      .for("update");
    if (!before) throw new DomainError("not_found", "staff_not_found");
    if (before.revokedAt) return before;
    const [after] = await tx
      .update(staffMembers)
      .set({ revokedAt: ctx.now })
      .where(eq(staffMembers.id, before.id))
      .returning(publicColumns);
    if (!after) throw new Error("staff member vanished");
    await recordAudit(tx, ctx, {
      action: "staff.revoked",
      subjectType: "staff_member",
      subjectId: before.id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

/** Every staff member, revoked ones too (their names stay in the audit trail). */
export async function listStaffMembers({ ctx }: ServiceCall): Promise<StaffMemberView[]> {
  return ctx.db.select(publicColumns).from(staffMembers).orderBy(asc(staffMembers.login));
}

/**
 * The staff member a token belongs to, if it exists and is not revoked. Looked up on every request
 * (nothing cached), so a revocation holds at once; `last_used_at` is written at most once a minute.
 */
export async function resolveStaffToken(
  db: Db,
  pepper: string,
  token: string,
  now = new Date(),
): Promise<Extract<StaffActor, { kind: "staff" }> | null> {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const [row] = await db
    .select(publicColumns)
    .from(staffMembers)
    .where(and(eq(staffMembers.tokenHash, keyedHash(pepper, token)), isNull(staffMembers.revokedAt)));
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await db.update(staffMembers).set({ lastUsedAt: now }).where(eq(staffMembers.id, row.id));
  }
  return { kind: "staff", staffId: row.id, login: row.login, name: row.name, role: row.role };
}
