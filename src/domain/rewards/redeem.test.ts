import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { actorFor, testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { moneyOf } from "../../../tests/factories/money.ts";
import { pointsBooks } from "../../../tests/factories/points.ts";
import { makeReward, pointedCustomer, rewardState } from "../../../tests/factories/rewards.ts";
import { billedCustomer } from "../../../tests/factories/vouchers.ts";
import { bills, buckets, notifications, rewardCodes, smsOutbox, subscriptions } from "../../db/schema/index.ts";
import { earnPoints } from "../points/ledger.ts";
import { rewardCatalogue } from "./catalogue.ts";
import { importRewardCodes } from "./codes-import.ts";
import { listRedemptions } from "./history.ts";
import { redeemReward } from "./redeem.ts";

const key = (n: string) => `test-key-${n}-${Math.random().toString(36).slice(2, 12)}`;

test("a bundle reward spends the points, takes one from stock and puts the bundle's buckets on the line; a retry replays", () =>
  withRollback(async (_h, db) => {
    const c = await pointedCustomer(db, 100);
    const reward = await makeReward(db, { pointsCost: 40, stock: 5 });
    const k = key("bundle");
    const first = await redeemReward({
      ctx: c.ctx,
      input: { reward: reward.slug, lineId: c.lineId, idempotencyKey: k },
    });
    const again = await redeemReward({
      ctx: c.ctx,
      input: { reward: reward.slug, lineId: c.lineId, idempotencyKey: k },
    });
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ replayed: true, body: first.body });
    expect(first.body.balance).toBe(60);
    expect(first.body.redemption.bundle?.name).toBe("Bikaifi 210");
    expect(await pointsBooks(db, c.account.id)).toEqual({ balance: 60, entries: 60, lots: 60 });
    expect(await rewardState(db, reward.slug)).toMatchObject({ stock: 4, redemptions: 1 });
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.lineId, c.lineId));
    expect(sub).toMatchObject({ offeringSlug: "bikaifi-210", priceIqd: 0, autoRenew: false });
    const given = await db.select({ kind: buckets.kind }).from(buckets).where(eq(buckets.lineId, c.lineId));
    expect(given.map((b) => b.kind).sort()).toEqual(["data", "off_net_voice"]);
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 0, ledger: 0 });
    const notices = await db.select().from(notifications).where(eq(notifications.accountId, c.account.id));
    expect(notices.map((n) => n.kind)).toEqual(["reward_redeemed"]);
    const sms = await db.select().from(smsOutbox).where(eq(smsOutbox.msisdn, c.msisdn));
    expect(sms).toHaveLength(1);
  }));

test("each refusal says why and leaves points, stock and redemptions as they were", () =>
  withRollback(async (_h, db) => {
    const c = await pointedCustomer(db, 50);
    const day = 86_400_000;
    const cases = [
      { reward: await makeReward(db, { pointsCost: 80 }), code: "insufficient_points", details: { needed: 30 } },
      { reward: await makeReward(db, { stock: 0 }), code: "reward_out_of_stock" },
      { reward: await makeReward(db, { kind: "bill_discount" }), code: "reward_not_for_line" },
      { reward: await makeReward(db, { endsAt: new Date(Date.now() - day) }), code: "reward_ended" },
      { reward: await makeReward(db, { startsAt: new Date(Date.now() + day) }), code: "reward_not_started" },
    ];
    for (const { reward, code } of cases) {
      const before = await rewardState(db, reward.slug);
      const attempt = redeemReward({
        ctx: c.ctx,
        input: { reward: reward.slug, lineId: c.lineId, idempotencyKey: key(code) },
      });
      await expect(attempt).rejects.toMatchObject({ code });
      expect(await rewardState(db, reward.slug)).toEqual(before);
    }
    await expect(
      redeemReward({
        ctx: c.ctx,
        input: { reward: cases[0]?.reward.slug ?? "", lineId: c.lineId, idempotencyKey: key("n") },
      }),
    ).rejects.toMatchObject({ details: { needed: 30, balance: 50 } });
    expect(await pointsBooks(db, c.account.id)).toEqual({ balance: 50, entries: 50, lots: 50 });
    expect(await db.select().from(subscriptions).where(eq(subscriptions.lineId, c.lineId))).toHaveLength(0);
  }));

test("the per-customer limit counts every redemption of the customer, whatever the key", () =>
  withRollback(async (_h, db) => {
    const c = await pointedCustomer(db, 200);
    const reward = await makeReward(db, { pointsCost: 20, perCustomerLimit: 2 });
    const redeem = (n: string) =>
      redeemReward({ ctx: c.ctx, input: { reward: reward.slug, lineId: c.lineId, idempotencyKey: key(n) } });
    await redeem("1");
    await redeem("2");
    await expect(redeem("3")).rejects.toMatchObject({ code: "reward_limit_reached", details: { limit: 2 } });
    expect(await pointsBooks(db, c.account.id)).toMatchObject({ balance: 160 });
    const other = await pointedCustomer(db, 50);
    await redeemReward({
      ctx: other.ctx,
      input: { reward: reward.slug, lineId: other.lineId, idempotencyKey: key("o") },
    });
    const { rewards } = await rewardCatalogue({ ctx: c.ctx });
    expect(rewards.find((r) => r.slug === reward.slug)).toMatchObject({ limitLeft: 0, available: false });
  }));

test("a bill discount is a reward credit on a postpaid line's ledger that settles its unpaid bill", () =>
  withRollback(async (_h, db) => {
    const billed = await billedCustomer(db, 4000);
    await earnPoints(db, {
      accountId: billed.account.id,
      event: "test:bill",
      points: 100,
      at: new Date(),
      expiresAt: new Date(Date.now() + 365 * 86_400_000),
    });
    const c = { ...billed, ctx: testContext(db, { actor: actorFor(billed.account.id, [billed.lineId]) }) };
    const reward = await makeReward(db, { kind: "bill_discount", creditIqd: 5000, pointsCost: 100 });
    const { body } = await redeemReward({
      ctx: c.ctx,
      input: { reward: reward.slug, lineId: c.lineId, idempotencyKey: key("bill") },
    });
    expect(body.redemption.creditIqd).toBe(5000);
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 1000, ledger: 1000 });
    const [bill] = await db.select().from(bills).where(eq(bills.lineId, c.lineId));
    expect(bill).toMatchObject({ paidIqd: 4000, totalIqd: 4000 });
    await expect(
      redeemReward({ ctx: c.ctx, input: { reward: reward.slug, idempotencyKey: key("noline") } }),
    ).rejects.toMatchObject({ code: "reward_line_required" });
  }));

test("a partner voucher gives the next imported code, sealed at rest and shown again in the history", () =>
  withRollback(async (_h, db) => {
    const c = await pointedCustomer(db, 100);
    const reward = await makeReward(db, { kind: "partner_voucher", stock: 0, pointsCost: 30 });
    const rows = [
      { code: "CINE-0001", expiresAt: null },
      { code: "CINE-0002", expiresAt: null },
    ];
    expect(await importRewardCodes({ ctx: c.ctx, input: { reward: reward.slug, rows } })).toEqual({
      imported: 2,
      stock: 2,
    });
    await expect(importRewardCodes({ ctx: c.ctx, input: { reward: reward.slug, rows } })).rejects.toMatchObject({
      code: "reward_codes_duplicate",
    });
    const { body } = await redeemReward({ ctx: c.ctx, input: { reward: reward.slug, idempotencyKey: key("p") } });
    expect(body.redemption.code).toBe("CINE-0001");
    const stored = await db.select().from(rewardCodes).where(eq(rewardCodes.rewardSlug, reward.slug));
    expect(stored.every((s) => !s.codeSealed.includes("CINE") && !s.codeHash.includes("CINE"))).toBe(true);
    const history = await listRedemptions({ ctx: c.ctx });
    expect(history.map((h) => h.code)).toEqual(["CINE-0001"]);
    expect(await rewardState(db, reward.slug)).toEqual({ stock: 1, redemptions: 1, freeCodes: 1 });
  }));

test("donations are recorded and the catalogue shows each charity's total", () =>
  withRollback(async (_h, db) => {
    const a = await pointedCustomer(db, 100);
    const b = await pointedCustomer(db, 100);
    const charity = await makeReward(db, { kind: "donation", pointsCost: 20 });
    await redeemReward({ ctx: a.ctx, input: { reward: charity.slug, idempotencyKey: key("a") } });
    await redeemReward({ ctx: b.ctx, input: { reward: charity.slug, idempotencyKey: key("b") } });
    await redeemReward({ ctx: b.ctx, input: { reward: charity.slug, idempotencyKey: key("c") } });
    const { balance, rewards } = await rewardCatalogue({ ctx: b.ctx });
    expect(balance).toBe(60);
    expect(rewards.find((r) => r.slug === charity.slug)).toMatchObject({ donatedPoints: 60, available: true });
    const lines = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, b.account.id), eq(notifications.kind, "reward_redeemed")));
    expect(lines).toHaveLength(2);
  }));
