import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { staffRoles, suspensionActors, suspensionReasons } from "../../contracts/staff.ts";
import { accounts, lines } from "./accounts.ts";

/**
 * Named staff credentials, created and revoked by operator commands. Only the keyed hash of the
 * token is kept (it is shown once, at creation); a revoked credential stops working at once.
 */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    login: text("login").notNull().unique(),
    role: text("role", { enum: staffRoles }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The operator (OS user at the command line) who created it. */
    createdBy: text("created_by").notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  // The same rule as STAFF_LOGIN (src/contracts/staff.ts).
  (t) => [check("staff_members_login_format", sql`${t.login} ~ '^[a-z0-9][a-z0-9._-]{1,39}$'`)],
);

/**
 * Every staff action and every view of private data: who, what, when, before and after. Rows are
 * only ever added; the domain has no code that updates or deletes them.
 */
export const staffAudit = pgTable(
  "staff_audit",
  {
    // A sequence, so rows written in one transaction (one `at`) keep their order.
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorKind: text("actor_kind", { enum: ["staff", "operator"] }).notNull(),
    /** The staff member; null for an operator command. */
    staffId: uuid("staff_id").references(() => staffMembers.id),
    /** The staff login, or `cli:<OS user>` for an operator command. */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    note: text("note"),
    requestId: text("request_id"),
    clientIp: text("client_ip"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("staff_audit_subject").on(t.subjectType, t.subjectId, t.id),
    index("staff_audit_staff").on(t.staffId, t.id),
  ],
);

/**
 * Each suspension of a line, open until lifted: who suspended it (the customer, a staff member or
 * an operator), why, and who lifted it. `lines.status` says whether a line works; this says whose
 * suspension it is, and so who may lift it (docs/decisions/035-suspension-ownership.md).
 */
export const lineSuspensions = pgTable(
  "line_suspensions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    lineId: uuid("line_id")
      .notNull()
      .references(() => lines.id),
    suspendedBy: text("suspended_by", { enum: suspensionActors }).notNull(),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "set null" }),
    staffId: uuid("staff_id").references(() => staffMembers.id),
    /** The staff login or `cli:<OS user>`; null when the customer suspended. */
    actor: text("actor"),
    reasonCode: text("reason_code", { enum: suspensionReasons }).notNull(),
    note: text("note"),
    suspendedAt: timestamp("suspended_at", { withTimezone: true }).notNull(),
    liftedAt: timestamp("lifted_at", { withTimezone: true }),
    liftedBy: text("lifted_by", { enum: suspensionActors }),
    liftedByActor: text("lifted_by_actor"),
    liftNote: text("lift_note"),
  },
  (t) => [
    // At most one open suspension per line.
    uniqueIndex("line_suspensions_open").on(t.lineId).where(sql`${t.liftedAt} is null`),
    index("line_suspensions_line").on(t.lineId, t.suspendedAt),
  ],
);
