/** Automatic payments on the calendar (issue 20): a day of the month, and a bill on its due date. */
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { runAutoPaymentsAt, SAVED_CARDS, savedCard, setRule } from "../../../tests/factories/autopay.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import { billedCustomer } from "../../../tests/factories/vouchers.ts";
import { baghdadToday } from "../../contracts/business-time.ts";
import { payments } from "../../db/schema/index.ts";

/** 09:00 in Baghdad on the first day of the month `ahead` months after this one. */
function firstOfMonth(ahead: number): Date {
  const [year = 2026, month = 1] = baghdadToday(new Date()).split("-").map(Number);
  const index = year * 12 + (month - 1) + ahead;
  const y = Math.floor(index / 12);
  const m = String((index % 12) + 1).padStart(2, "0");
  return new Date(`${y}-${m}-01T09:00:00+03:00`);
}

test("a monthly recharge is paid once on its day each month", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const methodId = await savedCard(api, c.token, SAVED_CARDS.works);
    const set = await setRule(api, c.token, { kind: "monthly", lineId: c.lineId, methodId, amount: 3_000, day: 1 });
    expect(set.status).toBe(200);
    const next = firstOfMonth(1);
    expect(await runAutoPaymentsAt(api, db, next)).toMatchObject({ fired: 1 });
    expect(await runAutoPaymentsAt(api, db, new Date(next.getTime() + 3_600_000))).toMatchObject({ fired: 0 });
    expect(await runAutoPaymentsAt(api, db, new Date(next.getTime() + 5 * 86_400_000))).toMatchObject({ fired: 0 });
    expect(await runAutoPaymentsAt(api, db, firstOfMonth(2))).toMatchObject({ fired: 1 });
    const made = await db.select().from(payments).where(eq(payments.lineId, c.lineId));
    expect(made.map((p) => p.state)).toEqual(["fulfilled", "fulfilled"]);
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 6_000, ledger: 6_000 });
  }));

test("a postpaid bill is paid in full on its due date, not before, and only once", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await billedCustomer(db, 12_500);
    const methodId = await savedCard(api, c.token, SAVED_CARDS.works);
    expect((await setRule(api, c.token, { kind: "bill_due", lineId: c.lineId, methodId })).status).toBe(200);
    // The bill is due in 7 days.
    expect(await runAutoPaymentsAt(api, db, new Date())).toMatchObject({ fired: 0 });
    const dueDay = new Date(Date.now() + 7 * 86_400_000);
    expect(await runAutoPaymentsAt(api, db, dueDay)).toMatchObject({ fired: 1 });
    expect(await runAutoPaymentsAt(api, db, new Date(dueDay.getTime() + 60_000))).toMatchObject({ fired: 0 });
    expect(await c.paidOf()).toBe(12_500);
    const [paid] = await db.select().from(payments).where(eq(payments.lineId, c.lineId));
    expect(paid).toMatchObject({ purpose: "bill", amountIqd: 12_500, state: "fulfilled" });
  }));
