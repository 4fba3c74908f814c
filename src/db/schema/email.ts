/** Email leaving the platform: a durable outbox, sent by the email-dispatch job like the SMS one. */
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * One email to send. Written in the transaction of whatever caused it (a bill issued), so both
 * happen or neither; the job claims, sends and retries it as `sms_outbox` does. `dedupeKey`
 * makes a second write of the same message (a job run twice) a no-op.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    dedupeKey: text("dedupe_key").unique(),
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
  (t) => [
    index("email_outbox_pending_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_to_idx").on(t.toAddress),
  ],
);
