import { eq, inArray } from "drizzle-orm";
import { expect, test } from "vitest";
import { testConfig } from "../../../tests/config.ts";
import { testContext, testEnv } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer } from "../../../tests/factories/money.ts";
import { outboxOnlyEmailProvider } from "../../adapters/email/email-provider.ts";
import type { Db } from "../../db/client.server.ts";
import { accounts, bills, emailOutbox, lineBalances, smsOutbox } from "../../db/schema/index.ts";
import { startPlan } from "../bundles/plans.ts";
import { dispatchEmail } from "../email/outbox.ts";
import { issueDueBills } from "./bills.ts";

const IN_PERIOD = new Date("2026-10-10T09:00:00Z");
const BILL_DAY = new Date("2026-11-02T08:00:00Z");

/** A postpaid customer on Power 25 since October, billed on the 1st, with the given preferences. */
async function postpaid(db: Db, prefs: Partial<typeof accounts.$inferInsert>) {
  const c = await fundedCustomer(db, 0, { billing: "postpaid" });
  await db.update(lineBalances).set({ billCycleDay: 1 }).where(eq(lineBalances.lineId, c.lineId));
  await db.update(accounts).set(prefs).where(eq(accounts.id, c.account.id));
  await startPlan({ ctx: testContext(db, { now: IN_PERIOD }), input: { lineId: c.lineId, plan: "power-25" } });
  return c;
}

test("a paperless customer gets the new bill by SMS and email in their language, with its link, once", () =>
  withRollback(async (_h, db) => {
    const config = testConfig();
    const ctx = testContext(db, { now: BILL_DAY, env: testEnv(db, config) });
    const kurdish = await postpaid(db, { paperlessBill: true, email: "shilan@example.iq", language: "ku" });
    const arabic = await postpaid(db, { paperlessBill: true, email: null, language: "ar" });
    const onPaper = await postpaid(db, { paperlessBill: false, email: "karwan@example.iq" });
    const lineIds = [kurdish.lineId, arabic.lineId, onPaper.lineId];

    expect(await issueDueBills({ ctx, input: { lines: lineIds } })).toEqual({ issued: 3 });
    // The job runs again (next hour, or on a second instance): nothing is sent twice.
    expect(await issueDueBills({ ctx, input: { lines: lineIds } })).toEqual({ issued: 0 });

    const billOf = async (lineId: string) => (await db.select().from(bills).where(eq(bills.lineId, lineId)))[0];
    const sms = await db
      .select()
      .from(smsOutbox)
      .where(inArray(smsOutbox.msisdn, [kurdish.msisdn, arabic.msisdn, onPaper.msisdn]));
    expect(sms.map((m) => m.msisdn).sort()).toEqual([kurdish.msisdn, arabic.msisdn].sort());

    const kuBill = await billOf(kurdish.lineId);
    const kuSms = sms.find((m) => m.msisdn === kurdish.msisdn)?.body ?? "";
    expect(kuSms).toContain(`${config.server.publicOrigin}/ku/myzain/bills/${kuBill?.id}`);
    expect(kuSms).toContain("پسوولەکەت");
    const arSms = sms.find((m) => m.msisdn === arabic.msisdn)?.body ?? "";
    expect(arSms).toContain(`/ar/myzain/bills/${(await billOf(arabic.lineId))?.id}`);
    expect(arSms).toContain("فاتورتك");

    const mail = await db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.toAddress, ["shilan@example.iq", "karwan@example.iq"]));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ toAddress: "shilan@example.iq", status: "pending" });
    expect(mail[0]?.subject).toContain("پسوولەی هێڵی");
    expect(mail[0]?.body).toContain(`/ku/myzain/bills/${kuBill?.id}`);

    // The email job hands it to the provider and marks it sent.
    const sent = await dispatchEmail(db, outboxOnlyEmailProvider(), config.email.from, new Date(Date.now() + 1000));
    expect(sent.sent).toBeGreaterThanOrEqual(1);
    const [after] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "shilan@example.iq"));
    expect(after?.status).toBe("sent");
  }));

test("an email the provider refuses is retried later and given up after five attempts", () =>
  withRollback(async (_h, db) => {
    const config = testConfig();
    const ctx = testContext(db, { now: BILL_DAY, env: testEnv(db, config) });
    const c = await postpaid(db, { paperlessBill: true, email: "refused@example.iq", language: "en" });
    await issueDueBills({ ctx, input: { lines: [c.lineId] } });
    const refusing = { name: "down", send: async () => Promise.reject(new Error("550 mailbox unavailable")) };
    let now = new Date(Date.now() + 1000);
    for (let attempt = 0; attempt < 5; attempt++) {
      await dispatchEmail(db, refusing, config.email.from, now);
      now = new Date(now.getTime() + 60 * 60_000);
    }
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "refused@example.iq"));
    expect(row).toMatchObject({ status: "failed", attempts: 5, lastError: expect.stringContaining("550") });
  }));
