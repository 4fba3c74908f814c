import { sql } from "drizzle-orm";
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import {
  type TicketDetails,
  ticketAuthors,
  ticketChannels,
  ticketSeverities,
  ticketStatuses,
  ticketTopics,
  ticketTypes,
} from "../../contracts/tickets.ts";
import { accounts, lines } from "./accounts.ts";

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * A customer-care ticket (TMF621 TroubleTicket, docs/decisions/052-tickets.md). Named `care_*`
 * because `tickets` already holds the single-use tickets of SMS-code flows. The reference
 * ("ZT-K7M2QX") is what the customer reads out; `details` holds what the type adds, checked by
 * ticketDetailsSchema before it is written.
 */
export const careTickets = pgTable(
  "care_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull().unique(),
    type: text("type", { enum: ticketTypes }).notNull(),
    topic: text("topic", { enum: ticketTopics }).notNull(),
    severity: text("severity", { enum: ticketSeverities }).notNull(),
    status: text("status", { enum: ticketStatuses }).notNull().default("new"),
    channel: text("channel", { enum: ticketChannels }).notNull(),
    /** The customer's account; null for a signed-out contact. */
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "set null" }),
    lineId: uuid("line_id").references(() => lines.id),
    /** The contact number, any Iraqi network, E.164 digits without "+". */
    contactMsisdn: text("contact_msisdn").notNull(),
    locale: text("locale", { enum: ["en", "ar", "ku"] }).notNull(),
    details: jsonb("details").$type<TicketDetails>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    /** When it last became resolved or closed: the customer's reopening window starts here. */
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    check("care_tickets_type_known", inList("type", ticketTypes)),
    check("care_tickets_status_known", inList("status", ticketStatuses)),
    check("care_tickets_details_type", sql`${t.details}->>'type' = ${t.type}`),
    index("care_tickets_account_time").on(t.accountId, t.createdAt),
    index("care_tickets_status_time").on(t.status, t.updatedAt),
    index("care_tickets_contact_time").on(t.contactMsisdn, t.createdAt),
  ],
);

/** One message of a ticket's conversation; screenshots are private files owned by `ticket:<id>`. */
export const careTicketMessages = pgTable(
  "care_ticket_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => careTickets.id, { onDelete: "cascade" }),
    author: text("author", { enum: ticketAuthors }).notNull(),
    /** The staff login or `cli:<OS user>`; null for the customer. */
    authorId: text("author_id"),
    body: text("body").notNull(),
    /** Storage keys of the message's screenshots (private files). */
    attachments: jsonb("attachments").$type<string[]>().notNull().default([]),
    /** Set on a hand-over from the assistant: the first message is its transcript. */
    kind: text("kind", { enum: ["text", "transcript"] })
      .notNull()
      .default("text"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("care_ticket_messages_author_known", inList("author", ticketAuthors)),
    index("care_ticket_messages_ticket").on(t.ticketId, t.id),
  ],
);

/** Every status change: from, to, who, why and when. Only appended. */
export const careTicketHistory = pgTable(
  "care_ticket_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => careTickets.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: ticketStatuses }),
    toStatus: text("to_status", { enum: ticketStatuses }).notNull(),
    actorKind: text("actor_kind", { enum: ticketAuthors }).notNull(),
    actorId: text("actor_id"),
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("care_ticket_history_ticket").on(t.ticketId, t.id)],
);

/**
 * Proof-of-work challenges already used, kept until they would have expired anyway: a solved
 * challenge opens one form, once.
 */
export const spentChallenges = pgTable(
  "spent_challenges",
  {
    signature: text("signature").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("spent_challenges_expiry").on(t.expiresAt)],
);
