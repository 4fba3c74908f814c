import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { codePurposes } from "../../contracts/api/auth.ts";
import { governorates } from "./places.ts";

/**
 * Lines come from the operator's systems and exist whether or not anyone has a web account
 * (DESIGN.md "Lines and accounts"). The id is opaque; the number is E.164 without "+".
 */
export const lines = pgTable(
  "lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    msisdn: text("msisdn").notNull().unique(),
    billing: text("billing", { enum: ["prepaid", "postpaid"] }).notNull(),
    kind: text("kind", { enum: ["mobile", "broadband"] }).notNull(),
    status: text("status", { enum: ["active", "suspended", "terminated"] })
      .notNull()
      .default("active"),
    /**
     * Where the line is registered (its home governorate in the operator's systems): regional
     * offers, such as Kurdistan Region ones, go by it. Null when the systems did not say.
     */
    governorate: text("governorate").references(() => governorates.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("lines_msisdn_format", sql`${t.msisdn} ~ '^9647[0-9]{9}$'`)],
);

export const accounts = pgTable("accounts", {
  id: uuid("id").primaryKey().defaultRandom(),
  kind: text("kind", { enum: ["person", "business"] })
    .notNull()
    .default("person"),
  name: text("name").notNull(),
  language: text("language", { enum: ["en", "ar", "ku"] }).notNull(),
  email: text("email"),
  /** Also send the important notices (low balance, bundle used up, renewal failed, SIM suspended) by SMS. */
  smsAlerts: boolean("sms_alerts").notNull().default(true),
  /** Paperless bill: each new postpaid bill comes by SMS (and email, when given) with a link to it. */
  paperlessBill: boolean("paperless_bill").notNull().default(false),
  /** Optional, given in the profile: the month earns the birthday bonus of reward points. */
  birthDate: date("birth_date", { mode: "string" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Which account holds which line; a line belongs to at most one account. */
export const accountLines = pgTable(
  "account_lines",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    lineId: uuid("line_id")
      .notNull()
      .references(() => lines.id),
    isPrimary: integer("is_primary").notNull().default(0),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.lineId] }), uniqueIndex("account_lines_line_unique").on(t.lineId)],
);

/**
 * The people who sign in to an account (docs/decisions/074-business-users-and-spend-limits.md).
 * Every account has one `owner`, who signs in with any of the account's lines and its password and
 * manages it; a business owner may add `member`s, who act only on the lines given to them
 * (`user_lines`) and sign in with an SMS code to their own number.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["owner", "member"] }).notNull(),
    name: text("name").notNull(),
    /** A member's own number (E.164 without "+"), which signs them in; null for owners. */
    msisdn: text("msisdn").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_one_owner").on(t.accountId).where(sql`${t.role} = 'owner'`),
    check("users_role_known", sql`${t.role} in ('owner', 'member')`),
    check("users_member_has_number", sql`${t.role} = 'owner' or ${t.msisdn} is not null`),
  ],
);

/** The lines a member may see and act on (an owner acts on all the account's lines). */
export const userLines = pgTable(
  "user_lines",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lineId: uuid("line_id")
      .notNull()
      .references(() => lines.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lineId] })],
);

/** The sign-in secret of an account (its owner's password), argon2id (PHC string). */
export const credentials = pgTable("credentials", {
  accountId: uuid("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  passwordHash: text("password_hash").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Sessions are stored by a hash of their token, so a leaked table cannot be replayed, and can be revoked. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** Who signed in: the account's owner or one of its members. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    refreshHash: text("refresh_hash").unique(),
    device: text("device").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_account_idx").on(t.accountId)],
);

/** One-time SMS codes: hashed, single use, 5 minutes, 5 tries; a new code replaces the old. */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    flowId: text("flow_id").notNull().unique(),
    msisdn: text("msisdn").notNull(),
    purpose: text("purpose", { enum: codePurposes }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    /** Set when the code was never sent because the number may not use this flow (same answer either way). */
    silent: integer("silent").notNull().default(0),
  },
  (t) => [index("otp_codes_msisdn_purpose_idx").on(t.msisdn, t.purpose)],
);

/** A verified code yields a short-lived single-use ticket that the next step must present. */
export const tickets = pgTable("tickets", {
  tokenHash: text("token_hash").primaryKey(),
  msisdn: text("msisdn").notNull(),
  purpose: text("purpose", { enum: codePurposes }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Outgoing SMS, written in the same transaction as what caused them and sent by a job. */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    msisdn: text("msisdn").notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    providerRef: text("provider_ref"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** When the message was given up after its last attempt (its dead letter: `status = failed`). */
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (t) => [index("sms_outbox_pending_idx").on(t.status, t.nextAttemptAt), index("sms_outbox_msisdn_idx").on(t.msisdn)],
);

/** Fixed-window counters shared by every instance (used when no Redis is configured). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
