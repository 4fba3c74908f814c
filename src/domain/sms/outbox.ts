import { and, asc, desc, eq, inArray, lte } from "drizzle-orm";
import type { SmsProvider } from "../../adapters/sms/sms-provider.ts";
import type { OutboxMessage } from "../../contracts/api/dev.ts";
import { IRAQI_MOBILE_PREFIXES } from "../../contracts/campaign.ts";
import { normalizeMsisdn } from "../../contracts/msisdn.ts";
import type { Db } from "../../db/client.server.ts";
import { smsOutbox } from "../../db/schema/index.ts";
import { countEvent } from "../../lib/metrics.server.ts";
import type { ServiceCall } from "../context.ts";
import { failedAttempt, SENDING_LEASE_MS } from "../outbox/attempts.ts";

/** Queues an SMS; call it inside the transaction of whatever caused it, so both happen or neither. */
export async function enqueueSms(db: Db, msisdn: string, body: string): Promise<void> {
  // The time is taken here, not from now(), which is fixed for a whole transaction.
  await db.insert(smsOutbox).values({ msisdn, body, createdAt: new Date() });
}

/**
 * Sends due messages. Each is claimed with one conditional update (SKIP LOCKED) that pushes its
 * next attempt past a lease, so two instances never send it at once and no transaction stays open
 * while the provider answers; a crash mid-send means a retry after the lease (at least once).
 * A failure is retried with backoff (1, 2, 4, 8 minutes) and given up after five attempts: it stays
 * `failed` with its last error and `failedAt` (the outbox's dead letter, counted and shown by the
 * `jobs-status` command), never retried again; a code it carried has expired by then anyway.
 * Outside demo mode the one-time code is blanked once sent: nothing keeps it readable at rest.
 */
export async function dispatchSms(
  db: Db,
  provider: SmsProvider,
  now = new Date(),
  options: { keepBody?: boolean; batch?: number } = {},
) {
  let sent = 0;
  let failed = 0;
  let dead = 0;
  for (let i = 0; i < (options.batch ?? 50); i++) {
    const due = db
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.status, "pending"), lte(smsOutbox.nextAttemptAt, now)))
      .orderBy(asc(smsOutbox.createdAt))
      .limit(1)
      .for("update", { skipLocked: true });
    const [row] = await db
      .update(smsOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + SENDING_LEASE_MS) })
      .where(inArray(smsOutbox.id, due))
      .returning();
    if (!row) break;
    try {
      const { providerRef } = await provider.send({ msisdn: row.msisdn, body: row.body });
      const body = options.keepBody ? row.body : row.body.replace(/\d{6}/g, "••••••");
      await db
        .update(smsOutbox)
        .set({ status: "sent", providerRef, sentAt: now, attempts: row.attempts + 1, lastError: null, body })
        .where(eq(smsOutbox.id, row.id));
      sent += 1;
    } catch (error) {
      const { givenUp, set } = failedAttempt(row.attempts, now, error);
      await db.update(smsOutbox).set(set).where(eq(smsOutbox.id, row.id));
      failed += 1;
      if (givenUp) {
        dead += 1;
        countEvent("sms_dead_lettered_total", "SMS messages given up after their last attempt");
      }
    }
  }
  return { sent, failed, dead };
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

/** Demo mode only: the latest messages to a number as typed (none for what is no Iraqi number). */
export async function demoOutbox({ ctx, input }: ServiceCall<{ msisdn: string }>): Promise<OutboxMessage[]> {
  // Any Iraqi number: device order confirmations go to other networks' customers too.
  const msisdn = normalizeMsisdn(input.msisdn, IRAQI_MOBILE_PREFIXES);
  const rows = msisdn ? await readOutbox(ctx.db, msisdn) : [];
  return rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
}
