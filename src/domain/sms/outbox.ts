import { and, asc, desc, eq, lte } from "drizzle-orm";
import type { SmsProvider } from "../../adapters/sms/sms-provider.ts";
import type { Db } from "../../db/client.server.ts";
import { smsOutbox } from "../../db/schema/index.ts";

/** Queues an SMS; call it inside the transaction of whatever caused it, so both happen or neither. */
export async function enqueueSms(db: Db, msisdn: string, body: string): Promise<void> {
  // The time is taken here, not from now(), which is fixed for a whole transaction.
  await db.insert(smsOutbox).values({ msisdn, body, createdAt: new Date() });
}

const MAX_ATTEMPTS = 5;

/**
 * Sends due messages: each row is claimed with SKIP LOCKED so two instances never send one twice;
 * a failure is retried with backoff (1, 2, 4, 8 minutes) and given up after five attempts.
 */
export async function dispatchSms(db: Db, provider: SmsProvider, now = new Date(), batch = 50) {
  let sent = 0;
  let failed = 0;
  for (let i = 0; i < batch; i++) {
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.status, "pending"), lte(smsOutbox.nextAttemptAt, now)))
        .orderBy(asc(smsOutbox.createdAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return "empty" as const;
      try {
        const { providerRef } = await provider.send({ msisdn: row.msisdn, body: row.body });
        await tx
          .update(smsOutbox)
          .set({ status: "sent", providerRef, sentAt: now, attempts: row.attempts + 1, lastError: null })
          .where(eq(smsOutbox.id, row.id));
        return "sent" as const;
      } catch (error) {
        const attempts = row.attempts + 1;
        await tx
          .update(smsOutbox)
          .set({
            attempts,
            status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
            nextAttemptAt: new Date(now.getTime() + 2 ** (attempts - 1) * 60_000),
            lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          })
          .where(eq(smsOutbox.id, row.id));
        return "failed" as const;
      }
    });
    if (outcome === "empty") break;
    if (outcome === "sent") sent += 1;
    else failed += 1;
  }
  return { sent, failed };
}

/** Demo mode only: the latest messages to one number, so the demo can be used without a phone. */
export async function readOutbox(db: Db, msisdn: string, limit = 20) {
  return db
    .select({ body: smsOutbox.body, status: smsOutbox.status, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(eq(smsOutbox.msisdn, msisdn))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(limit);
}
