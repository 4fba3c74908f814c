import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { withRollback } from "../../../tests/database.ts";
import { moneyOf } from "../../../tests/factories/money.ts";
import { pointedCustomer } from "../../../tests/factories/rewards.ts";
import type { Db } from "../../db/client.server.ts";
import { buckets, freeVoucherCampaigns, lines, vouchers } from "../../db/schema/index.ts";
import { credit } from "../lines/money.ts";
import { redeemVoucher } from "../vouchers/redeem.ts";
import { claimFreeVoucher, listFreeVouchers } from "./free-vouchers.ts";

const DAY = 86_400_000;
const key = (n: string) => `claim-key-${n}-${Math.random().toString(36).slice(2, 12)}`;
let campaigns = 0;

/** A campaign of its own: a 1 GB week for prepaid lines 90 days old that recharged in 30 days. */
async function makeCampaign(
  db: Db,
  gives: { offeringSlug: string } | { creditIqd: number },
  billing: "prepaid" | "postpaid",
) {
  campaigns += 1;
  const slug = `test-campaign-${process.pid}-${campaigns}-${Date.now().toString(36)}`;
  const text = { name: slug, description: "for tests" };
  await db.insert(freeVoucherCampaigns).values({
    slug,
    rules: { billings: [billing], minLineAgeDays: 90, activityDays: 30 },
    offeringSlug: "offeringSlug" in gives ? gives.offeringSlug : null,
    creditIqd: "creditIqd" in gives ? gives.creditIqd : null,
    validityDays: 14,
    startsAt: new Date(Date.now() - DAY),
    texts: { en: text, ar: text, ku: text },
  });
  return slug;
}

/** A customer whose line is old enough and, with `recharged`, recharged a week ago. */
async function loyalCustomer(
  db: Db,
  options: { billing?: "prepaid" | "postpaid"; recharged?: boolean; ageDays?: number } = {},
) {
  const c = await pointedCustomer(db, 0, options);
  await db
    .update(lines)
    .set({ createdAt: new Date(Date.now() - (options.ageDays ?? 200) * DAY) })
    .where(eq(lines.id, c.lineId));
  if (options.recharged ?? true)
    await credit(db, c.lineId, 5000, {
      kind: options.billing === "postpaid" ? "payment" : "recharge",
      at: new Date(Date.now() - 7 * DAY),
    });
  return c;
}

test("a free voucher is claimed once per line and month, and a retry with the same key shows the same code", () =>
  withRollback(async (_h, db) => {
    const campaign = await makeCampaign(db, { offeringSlug: "bundle-1gb-weekly" }, "prepaid");
    const c = await loyalCustomer(db);
    const k = key("a");
    const first = await claimFreeVoucher({ ctx: c.ctx, input: { campaign, lineId: c.lineId, idempotencyKey: k } });
    const again = await claimFreeVoucher({ ctx: c.ctx, input: { campaign, lineId: c.lineId, idempotencyKey: k } });
    expect(first.body.code).toMatch(/^\d{14}$/);
    expect(again).toMatchObject({ replayed: true, body: { code: first.body.code } });
    await expect(
      claimFreeVoucher({ ctx: c.ctx, input: { campaign, lineId: c.lineId, idempotencyKey: key("b") } }),
    ).rejects.toMatchObject({ code: "free_voucher_claimed" });
    const cards = await db.select().from(vouchers).where(eq(vouchers.lineId, c.lineId));
    expect(cards).toHaveLength(1);
    expect(cards[0]?.codeHash).not.toContain(first.body.code);
    const listed = await listFreeVouchers({ ctx: c.ctx });
    expect(listed.offers.find((o) => o.campaign === campaign)).toMatchObject({ claimable: false, reason: "claimed" });
    expect(listed.claimed.map((v) => [v.code, v.state])).toEqual([[first.body.code, "active"]]);
  }));

test("the campaign's rules decide who may claim: a line too new, or without a recharge lately, may not", () =>
  withRollback(async (_h, db) => {
    const campaign = await makeCampaign(db, { offeringSlug: "bundle-1gb-weekly" }, "prepaid");
    const fresh = await loyalCustomer(db, { ageDays: 10 });
    const idle = await loyalCustomer(db, { recharged: false });
    for (const [c, reason] of [
      [fresh, "line_too_new"],
      [idle, "no_recent_activity"],
    ] as const) {
      const listed = await listFreeVouchers({ ctx: c.ctx });
      expect(listed.offers.find((o) => o.campaign === campaign)).toMatchObject({ claimable: false, reason });
      await expect(
        claimFreeVoucher({ ctx: c.ctx, input: { campaign, lineId: c.lineId, idempotencyKey: key(reason) } }),
      ).rejects.toMatchObject({ code: `free_voucher_${reason}` });
    }
    expect(await db.select().from(vouchers).where(eq(vouchers.lineId, fresh.lineId))).toHaveLength(0);
    const postpaid = await loyalCustomer(db, { billing: "postpaid" });
    await expect(
      claimFreeVoucher({ ctx: postpaid.ctx, input: { campaign, lineId: postpaid.lineId, idempotencyKey: key("pp") } }),
    ).rejects.toMatchObject({ code: "free_voucher_not_for_line" });
  }));

test("a claimed bundle voucher redeems through the card flow on its own line only, and gives the bundle", () =>
  withRollback(async (_h, db) => {
    const campaign = await makeCampaign(db, { offeringSlug: "bundle-1gb-weekly" }, "prepaid");
    const c = await loyalCustomer(db);
    const other = await loyalCustomer(db);
    const { body: voucher } = await claimFreeVoucher({
      ctx: c.ctx,
      input: { campaign, lineId: c.lineId, idempotencyKey: key("r") },
    });
    await expect(
      redeemVoucher({ ctx: other.ctx, input: { msisdn: other.msisdn, code: voucher.code, idempotencyKey: key("x") } }),
    ).rejects.toMatchObject({ code: "voucher_other_line" });
    const { body } = await redeemVoucher({
      ctx: c.ctx,
      input: { msisdn: c.msisdn, code: voucher.code, idempotencyKey: key("y") },
    });
    expect(body).toMatchObject({ amountIqd: 0, bundle: { name: "Weekly 1 GB" } });
    const given = await db.select().from(buckets).where(eq(buckets.lineId, c.lineId));
    expect(given.map((b) => [b.kind, b.total])).toEqual([["data", 1024 * 1024]]);
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 5000, ledger: 5000 });
    const listed = await listFreeVouchers({ ctx: c.ctx });
    expect(listed.claimed[0]?.state).toBe("redeemed");
  }));

test("a credit voucher for a postpaid line pays towards its bill through the card flow", () =>
  withRollback(async (_h, db) => {
    const campaign = await makeCampaign(db, { creditIqd: 2000 }, "postpaid");
    const c = await loyalCustomer(db, { billing: "postpaid" });
    const { body: voucher } = await claimFreeVoucher({
      ctx: c.ctx,
      input: { campaign, lineId: c.lineId, idempotencyKey: key("c") },
    });
    expect(voucher.gives).toEqual({ offering: null, creditIqd: 2000 });
    const { body } = await redeemVoucher({
      ctx: c.ctx,
      input: { msisdn: c.msisdn, code: voucher.code, idempotencyKey: key("d") },
    });
    expect(body).toMatchObject({ amountIqd: 2000, bundle: null });
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 7000, ledger: 7000 });
  }));
