import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { withRollback } from "../../../tests/database.ts";
import { uniqueMsisdn } from "../../../tests/factories/accounts.ts";
import type { SmsProvider } from "../../adapters/sms/sms-provider.ts";
import { smsOutbox } from "../../db/schema/index.ts";
import { dispatchSms, enqueueSms } from "./outbox.ts";

/**
 * Queues a message due at a moment long past. Dispatching "as of" that moment then sees only this
 * test's messages: on PostgreSQL other test files commit messages of their own at the same time.
 */
const PAST = new Date("2001-01-01T00:00:00Z");
async function enqueueLongAgo(db: Parameters<typeof enqueueSms>[0], msisdn: string, body: string) {
  await enqueueSms(db, msisdn, body);
  await db
    .update(smsOutbox)
    .set({ createdAt: PAST, nextAttemptAt: PAST })
    .where(and(eq(smsOutbox.msisdn, msisdn), eq(smsOutbox.body, body)));
}

test("after sending, a one-time code is blanked unless the demo needs it", () =>
  withRollback(async ({ db }) => {
    const msisdn = uniqueMsisdn();
    await enqueueLongAgo(db, msisdn, "123456 is your code");
    const provider: SmsProvider = { name: "test", send: async () => ({ providerRef: "r" }) };
    await dispatchSms(db, provider, PAST);
    const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.msisdn, msisdn));
    expect(row?.body).toBe("•••••• is your code");
  }));

test("queued messages are sent once; a failing provider is retried with backoff, then given up", () =>
  withRollback(async ({ db }) => {
    const msisdn = uniqueMsisdn();
    await enqueueLongAgo(db, msisdn, "first");
    const sent: string[] = [];
    const working: SmsProvider = {
      name: "test",
      send: async (m) => {
        sent.push(m.body);
        return { providerRef: "ref-1" };
      },
    };
    const now = PAST;
    expect(await dispatchSms(db, working, now)).toMatchObject({ sent: 1, failed: 0 });
    expect(await dispatchSms(db, working, now)).toMatchObject({ sent: 0 });
    expect(sent).toEqual(["first"]);

    await enqueueLongAgo(db, msisdn, "second");
    const broken: SmsProvider = { name: "down", send: () => Promise.reject(new Error("gateway timeout")) };
    let clock = now.getTime();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await dispatchSms(db, broken, new Date(clock))).toMatchObject({ failed: 1 });
      clock += 2 ** (attempt - 1) * 60_000;
      // Not retried before its backoff has passed.
      expect(await dispatchSms(db, broken, new Date(clock - 1))).toMatchObject({ failed: 0, sent: 0 });
    }
    const rows = await db.select().from(smsOutbox).where(eq(smsOutbox.msisdn, msisdn));
    expect(rows.find((r) => r.body === "second")).toMatchObject({
      status: "failed",
      attempts: 5,
      lastError: "gateway timeout",
    });
  }));
