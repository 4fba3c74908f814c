import { and, asc, desc, eq, inArray, lte } from "drizzle-orm";
import type { EmailProvider } from "../../adapters/email/email-provider.ts";
import type { Db } from "../../db/client.server.ts";
import { emailOutbox } from "../../db/schema/index.ts";
import { countEvent } from "../../lib/metrics.server.ts";
import { failedAttempt, SENDING_LEASE_MS } from "../outbox/attempts.ts";

export type OutgoingEmail = { to: string; subject: string; body: string; dedupeKey?: string };

/**
 * Queues an email; call it inside the transaction of whatever caused it, so both happen or
 * neither. With a dedupe key the same message is queued once however often its cause runs.
 */
export async function enqueueEmail(db: Db, email: OutgoingEmail): Promise<void> {
  await db
    .insert(emailOutbox)
    .values({
      toAddress: email.to,
      subject: email.subject,
      body: email.body,
      dedupeKey: email.dedupeKey ?? null,
      // The time is taken here, not from now(), which is fixed for a whole transaction.
      createdAt: new Date(),
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey });
}

/**
 * Sends due email as `dispatchSms` sends SMS: each message claimed by one conditional update
 * (SKIP LOCKED) with a lease, so two instances never send it at once and no transaction waits on
 * the provider; retried with backoff (1, 2, 4, 8 minutes), given up after five attempts and kept
 * as `failed` with its last error (the dead letter).
 */
export async function dispatchEmail(
  db: Db,
  provider: EmailProvider,
  from: string,
  now = new Date(),
  options: { batch?: number } = {},
) {
  let sent = 0;
  let failed = 0;
  let dead = 0;
  for (let i = 0; i < (options.batch ?? 50); i++) {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)))
      .orderBy(asc(emailOutbox.createdAt))
      .limit(1)
      .for("update", { skipLocked: true });
    const [row] = await db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + SENDING_LEASE_MS) })
      .where(inArray(emailOutbox.id, due))
      .returning();
    if (!row) break;
    try {
      const { providerRef } = await provider.send({ from, to: row.toAddress, subject: row.subject, body: row.body });
      await db
        .update(emailOutbox)
        .set({ status: "sent", providerRef, sentAt: now, attempts: row.attempts + 1, lastError: null })
        .where(eq(emailOutbox.id, row.id));
      sent += 1;
    } catch (error) {
      const { givenUp, set } = failedAttempt(row.attempts, now, error);
      await db.update(emailOutbox).set(set).where(eq(emailOutbox.id, row.id));
      failed += 1;
      if (givenUp) {
        dead += 1;
        countEvent("email_dead_lettered_total", "Emails given up after their last attempt");
      }
    }
  }
  return { sent, failed, dead };
}

/** The latest messages to one address (tests and the demo), newest first. */
export async function readEmailOutbox(db: Db, to: string, limit = 20) {
  return db
    .select({
      subject: emailOutbox.subject,
      body: emailOutbox.body,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
}
