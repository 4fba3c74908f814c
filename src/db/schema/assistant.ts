import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import {
  type ActionOutcome,
  type ActionParams,
  actionKinds,
  actionStatuses,
  type TurnExtras,
} from "../../contracts/assistant.ts";
import { accounts, lines } from "./accounts.ts";

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * A conversation with the assistant, one customer's, about one of their lines
 * (docs/decisions/055-assistant-conversation.md). Kept so the customer can read it again; deleted
 * by the cleanup job once untouched for CONVERSATION_RETENTION_DAYS.
 */
export const assistantConversations = pgTable(
  "assistant_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    lineId: uuid("line_id")
      .notNull()
      .references(() => lines.id),
    /** The language of the latest message, which the next answer uses when a message has no words. */
    lang: text("lang", { enum: ["en", "ar", "ku"] }).notNull(),
    /** What the assistant asked for and waits for: the place to look for stores near. */
    awaiting: text("awaiting", { enum: ["store_place"] }),
    /** The care ticket this conversation was handed over to, if any. */
    ticketReference: text("ticket_reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("assistant_conversations_account_time").on(t.accountId, t.updatedAt)],
);

/** One message, the customer's or the assistant's, with what was understood and what was offered. */
export const assistantTurns = pgTable(
  "assistant_turns",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => assistantConversations.id, { onDelete: "cascade" }),
    author: text("author", { enum: ["customer", "assistant"] }).notNull(),
    text: text("text").notNull(),
    lang: text("lang", { enum: ["en", "ar", "ku"] }).notNull(),
    /** On a customer's turn: the intent understood and how sure. */
    intent: text("intent"),
    confidence: real("confidence"),
    /** On an assistant's turn: links, suggestions, stores, a quoted article. */
    extras: jsonb("extras").$type<TurnExtras>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("assistant_turns_conversation").on(t.conversationId, t.id)],
);

/**
 * Something the assistant proposed that changes the account or costs money: it happens only when
 * the customer confirms before `expires_at`, once, through the same use case as the pages, with
 * this row's idempotency key. `outcome` is what the first confirmation did; later ones show it.
 */
export const assistantActions = pgTable(
  "assistant_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => assistantConversations.id, { onDelete: "cascade" }),
    /** The assistant's turn that proposed it. */
    turnId: integer("turn_id").notNull(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    lineId: uuid("line_id")
      .notNull()
      .references(() => lines.id),
    kind: text("kind", { enum: actionKinds }).notNull(),
    params: jsonb("params").$type<ActionParams>().notNull().default({}),
    /** The exact charge shown to the customer, IQD; null when nothing is charged. */
    chargeIqd: integer("charge_iqd"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    status: text("status", { enum: actionStatuses }).notNull().default("proposed"),
    outcome: jsonb("outcome").$type<ActionOutcome>(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("assistant_actions_kind_known", inList("kind", actionKinds)),
    check("assistant_actions_status_known", inList("status", actionStatuses)),
    check("assistant_actions_charge_positive", sql`${t.chargeIqd} is null or ${t.chargeIqd} >= 0`),
    index("assistant_actions_conversation").on(t.conversationId),
  ],
);
