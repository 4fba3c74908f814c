import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { actorFor, testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeCustomer } from "../../../tests/factories/accounts.ts";
import { fundedCustomer } from "../../../tests/factories/money.ts";
import { pointsBooks, pointsLog } from "../../../tests/factories/points.ts";
import { accounts, notifications, pointsAccounts, smsOutbox } from "../../db/schema/index.ts";
import { updateProfile } from "../account/profile.ts";
import { runBundleLifecycle } from "../bundles/lifecycle.ts";
import { purchaseBundle } from "../bundles/purchase.ts";
import { runPointsDaily } from "./daily.ts";
import { award, takeBackFor } from "./earn.ts";
import { spendPoints } from "./ledger.ts";

const day = (d: string) => new Date(`${d}T12:00:00+03:00`);
const daily = (db: Parameters<typeof testContext>[0], now: Date) => runPointsDaily({ ctx: testContext(db, { now }) });
const earn = (db: Parameters<typeof award>[0], accountId: string, event: string, points: number, at: Date) =>
  award(db, { accountId, event, points, at, details: { source: "recharge" } });

async function tierOf(db: Parameters<typeof award>[0], accountId: string) {
  const [row] = await db.select().from(pointsAccounts).where(eq(pointsAccounts.accountId, accountId));
  return row?.tier;
}

async function noticesOf(
  db: Parameters<typeof award>[0],
  accountId: string,
  kind: "points_expiring" | "points_tier_changed",
) {
  return db
    .select({ params: notifications.params })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), eq(notifications.kind, kind)));
}

test("the daily job expires what is left of due lots, oldest first, and leaves younger lots alone", () =>
  withRollback(async (_h, db) => {
    const { account } = await makeCustomer(db);
    await earn(db, account.id, "voucher:a", 40, day("2025-01-10"));
    await earn(db, account.id, "voucher:b", 30, day("2025-03-10"));
    await spendPoints(db, { accountId: account.id, event: "redemption:r1", points: 25, at: day("2025-04-01") });
    await daily(db, day("2026-01-11"));
    await daily(db, day("2026-01-12"));
    expect(await pointsLog(db, account.id)).toEqual([
      "earn voucher:a 40",
      "earn voucher:b 30",
      "spend redemption:r1 -25",
      expect.stringMatching(/^expire expire:\d+ -15$/),
    ]);
    expect(await pointsBooks(db, account.id)).toEqual({ balance: 30, entries: 30, lots: 30 });
  }));

test("a month before points expire the holder is told once, in myzain and by SMS when they want SMS alerts", () =>
  withRollback(async (_h, db) => {
    const { account, msisdn } = await makeCustomer(db);
    await earn(db, account.id, "voucher:a", 12, day("2025-02-10"));
    await earn(db, account.id, "voucher:b", 8, day("2025-02-10"));
    await daily(db, day("2026-01-05"));
    expect(await noticesOf(db, account.id, "points_expiring")).toEqual([]);
    await daily(db, day("2026-01-20"));
    await daily(db, day("2026-01-21"));
    const notices = await noticesOf(db, account.id, "points_expiring");
    expect(notices).toEqual([{ params: { points: 20, endsAt: day("2026-02-10").toISOString() } }]);
    const sms = await db.select().from(smsOutbox).where(eq(smsOutbox.msisdn, msisdn));
    expect(sms.filter((m) => m.body.includes("2026-02-10"))).toHaveLength(1);

    const quiet = await makeCustomer(db);
    await db.update(accounts).set({ smsAlerts: false }).where(eq(accounts.id, quiet.account.id));
    await earn(db, quiet.account.id, "voucher:c", 5, day("2025-02-10"));
    await daily(db, day("2026-01-22"));
    expect(await noticesOf(db, quiet.account.id, "points_expiring")).toHaveLength(1);
    expect(await db.select().from(smsOutbox).where(eq(smsOutbox.msisdn, quiet.msisdn))).toEqual([]);
  }));

test("a tier changes when its threshold is crossed, up by earning, down by a refund and as the window slides, with a notice each time", () =>
  withRollback(async (_h, db) => {
    const { account } = await makeCustomer(db);
    await earn(db, account.id, "payment:p1", 250, day("2025-06-01"));
    expect(await tierOf(db, account.id)).toBe("silver");
    await earn(db, account.id, "payment:p2", 60, day("2025-06-02"));
    expect(await tierOf(db, account.id)).toBe("gold");
    await takeBackFor(db, "payment:p2", day("2025-06-03"));
    expect(await tierOf(db, account.id)).toBe("silver");
    await earn(db, account.id, "payment:p3", 800, day("2025-09-01"));
    expect(await tierOf(db, account.id)).toBe("platinum");
    // 2026-06-02: the June lots left the window; September's 800 still make gold.
    await daily(db, day("2026-06-02"));
    expect(await tierOf(db, account.id)).toBe("gold");
    await daily(db, day("2026-09-02"));
    expect(await tierOf(db, account.id)).toBe("silver");
    const changes = (await noticesOf(db, account.id, "points_tier_changed")).map((n) => n.params.tier);
    expect(changes).toEqual(["gold", "silver", "platinum", "gold", "silver"]);
  }));

test("the birthday bonus is paid once in the birthday month, by the job or when the date is given", () =>
  withRollback(async (_h, db) => {
    const { account } = await makeCustomer(db);
    await db.update(accounts).set({ birthDate: "1990-03-15" }).where(eq(accounts.id, account.id));
    await daily(db, day("2026-02-27"));
    expect(await pointsLog(db, account.id)).toEqual([]);
    await daily(db, day("2026-03-01"));
    await daily(db, day("2026-03-02"));
    await daily(db, day("2027-03-01"));
    expect(await pointsLog(db, account.id)).toEqual([
      "earn task:birthday_month:2026 100",
      expect.stringMatching(/^expire expire:\d+ -100$/),
      "earn task:birthday_month:2027 100",
    ]);

    const other = await makeCustomer(db);
    const ctx = testContext(db, { now: day("2026-03-05"), actor: actorFor(other.account.id) });
    const input = { birthDate: "1991-03-02", email: "noor@example.com" };
    await updateProfile({ ctx, input });
    await updateProfile({ ctx, input });
    expect(await pointsLog(db, other.account.id)).toEqual([
      "earn task:profile_email 50",
      "earn task:birthday_month:2026 100",
    ]);
  }));

test("a bundle renewed by the bundle job earns like one bought, once per renewal", () =>
  withRollback(async (_h, db) => {
    const c = await fundedCustomer(db, 20_000);
    const start = day("2026-03-01");
    await purchaseBundle({
      ctx: testContext(db, { now: start, actor: actorFor(c.account.id, [c.lineId]) }),
      input: { lineId: c.lineId, offering: "weekly-3gb", autoRenew: true, idempotencyKey: "renew-points-1" },
    });
    const later = day("2026-03-09");
    await runBundleLifecycle({ ctx: testContext(db, { now: later }) });
    await runBundleLifecycle({ ctx: testContext(db, { now: later }) });
    expect(await pointsLog(db, c.account.id)).toEqual([
      "earn subscription:<id> 5",
      "earn task:first_online_bundle 25",
      "earn subscription:<id> 5",
    ]);
  }));
