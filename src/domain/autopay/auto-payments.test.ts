/** Automatic payments with a saved card (issue 20): once per trigger, retried, then paused with a notice. */
import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { runAutoPaymentsAt, SAVED_CARDS, savedCard, setRule } from "../../../tests/factories/autopay.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import { autoPayRules, notifications, payments, smsOutbox } from "../../db/schema/index.ts";
import { debit } from "../lines/money.ts";

const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

test("a saved card recharges the line once when its balance falls below the threshold, and again only after it recovered and fell again", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 1_000);
    const methodId = await savedCard(api, c.token, SAVED_CARDS.works);
    const rule = { kind: "below_balance", lineId: c.lineId, methodId, amount: "٥٠٠٠", threshold: 2_000 };
    const set = await setRule(api, c.token, rule);
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ state: "active", amountIqd: 5_000, method: { last4: "1111" } });

    const t0 = new Date();
    expect(await runAutoPaymentsAt(api, db, t0)).toMatchObject({ fired: 1, failed: 0 });
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 6_000, ledger: 6_000 });
    // Nothing new on the next runs: the balance is above the threshold again.
    expect(await runAutoPaymentsAt(api, db, minutes(t0, 1))).toMatchObject({ fired: 0 });
    await runAutoPaymentsAt(api, db, minutes(t0, 2));
    const paid = await db.select().from(payments).where(eq(payments.lineId, c.lineId));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      state: "fulfilled",
      accountId: c.account.id,
      purpose: "recharge",
      amountIqd: 5_000,
    });

    // The customer is told as for any recharge: a notice and an SMS receipt.
    const told = await db.select().from(notifications).where(eq(notifications.accountId, c.account.id));
    expect(told.map((n) => n.kind)).toContain("recharged");
    expect(await db.select().from(smsOutbox).where(eq(smsOutbox.msisdn, c.msisdn))).toHaveLength(1);

    // It falls below again: a new trigger, a second recharge.
    await debit(db, c.lineId, 5_500, { kind: "usage" });
    expect(await runAutoPaymentsAt(api, db, minutes(t0, 3))).toMatchObject({ fired: 1 });
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 5_500, ledger: 5_500 });
    expect(await db.select().from(payments).where(eq(payments.lineId, c.lineId))).toHaveLength(2);
  }));

test("a saved card that starts failing is tried three times, then the rule pauses and the customer gets a notice and an SMS", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const methodId = await savedCard(api, c.token, SAVED_CARDS.startsFailing);
    await setRule(api, c.token, { kind: "below_balance", lineId: c.lineId, methodId, amount: 5_000, threshold: 1_000 });
    const t0 = new Date();
    expect(await runAutoPaymentsAt(api, db, t0)).toMatchObject({ fired: 1, failed: 1 });
    // Not before its time: the first retry waits 15 minutes, the second an hour.
    expect(await runAutoPaymentsAt(api, db, minutes(t0, 5))).toMatchObject({ retried: 0 });
    expect(await runAutoPaymentsAt(api, db, minutes(t0, 16))).toMatchObject({ retried: 1, failed: 1, paused: 0 });
    expect(await runAutoPaymentsAt(api, db, minutes(t0, 40))).toMatchObject({ retried: 0 });
    expect(await runAutoPaymentsAt(api, db, minutes(t0, 77))).toMatchObject({ retried: 1, failed: 1, paused: 1 });
    expect(await runAutoPaymentsAt(api, db, minutes(t0, 200))).toMatchObject({ fired: 0, retried: 0 });

    const tried = await db.select().from(payments).where(eq(payments.lineId, c.lineId));
    expect(tried.map((p) => `${p.state}:${p.reason}`)).toEqual(Array(3).fill("failed:declined"));
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 0, ledger: 0 });
    const [rule] = await db.select().from(autoPayRules).where(eq(autoPayRules.lineId, c.lineId));
    expect(rule).toMatchObject({ state: "paused", pausedReason: "failed", attempts: 3 });
    const notices = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, c.account.id), eq(notifications.kind, "autopay_paused")));
    expect(notices).toHaveLength(1);
    const [sms] = await db.select().from(smsOutbox).where(eq(smsOutbox.msisdn, c.msisdn));
    // The customer's account is in Arabic (tests/factories/accounts.ts).
    expect(sms?.body).toContain("أوقفنا الدفع التلقائي");

    const settings = await call(api, "/api/v1/autopay", { headers: { Authorization: `Bearer ${c.token}` } });
    expect((await settings.json()).rules[0]).toMatchObject({ state: "paused", pausedReason: "failed" });
  }));

test("rules are refused in the customer's language when they do not fit the line, the card or the calendar", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const other = await fundedCustomer(db, 0);
    const mine = await savedCard(api, c.token, SAVED_CARDS.works);
    const theirs = await savedCard(api, other.token, SAVED_CARDS.works);
    const bill = await setRule(api, c.token, { kind: "bill_due", lineId: c.lineId, methodId: mine }, "ku");
    expect(bill.status).toBe(422);
    expect(await bill.json()).toMatchObject({
      code: "autopay_needs_postpaid",
      message: "تەنها هێڵی پاشەکی پسوولەی هەیە کە بە خۆکاری بدرێت.",
    });
    const card = await setRule(api, c.token, {
      kind: "monthly",
      lineId: c.lineId,
      methodId: theirs,
      amount: 5_000,
      day: 3,
    });
    expect((await card.json()).code).toBe("payment_method_not_found");
    const day = await setRule(
      api,
      c.token,
      { kind: "monthly", lineId: c.lineId, methodId: mine, amount: 5_000, day: 31 },
      "ar",
    );
    expect(day.status).toBe(422);
    expect(JSON.stringify(await day.json())).toContain("أدخل يوماً من ١ إلى ٢٨.");
    const line = await setRule(api, c.token, {
      kind: "below_balance",
      lineId: other.lineId,
      methodId: mine,
      amount: 5_000,
      threshold: 1_000,
    });
    expect(line.status).toBe(404);
  }));

test("removing a saved card forgets it at the gateway and pauses the rules that used it", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const methodId = await savedCard(api, c.token, SAVED_CARDS.works);
    await setRule(api, c.token, { kind: "below_balance", lineId: c.lineId, methodId, amount: 5_000, threshold: 1_000 });
    const removed = await call(api, `/api/v1/autopay/methods/${methodId}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${c.token}` },
    });
    expect(removed.status).toBe(204);
    expect(await runAutoPaymentsAt(api, db, new Date())).toMatchObject({ fired: 0 });
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 0, ledger: 0 });
    const settings = await (
      await call(api, "/api/v1/autopay", { headers: { Authorization: `Bearer ${c.token}` } })
    ).json();
    expect(settings.methods).toEqual([]);
    expect(settings.rules[0]).toMatchObject({ state: "paused", pausedReason: "method_removed", method: null });
    // Nothing about the card beyond its last digits ever reaches the customer's side of the API.
    expect(JSON.stringify(settings)).not.toContain("tok_");
  }));
