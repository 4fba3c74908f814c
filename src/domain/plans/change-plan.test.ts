/** Postpaid plan changes (issue 21): an upgrade now with a prorated charge on the next bill, a downgrade at the next cycle. */
import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { testConfig } from "../../../tests/config.ts";
import { actorFor, testContext, testEnv } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import type { Db } from "../../db/client.server.ts";
import { bills, buckets, ledgerEntries, lineBalances, planChanges } from "../../db/schema/index.ts";
import { issueDueBills } from "../bills/bills.ts";
import { runBundleLifecycle } from "../bundles/lifecycle.ts";
import { startPlan } from "../bundles/plans.ts";
import { changePlan } from "./change-plan.ts";
import { currentPlan } from "./current-plan.ts";
import { getPlanChangeOptions } from "./plan-options.ts";

const DAY = 24 * 60 * 60_000;
const start = new Date("2026-10-02T09:00:00Z");
const later = (ms: number) => new Date(start.getTime() + ms);

async function postpaidOn(db: Db, plan: string) {
  const c = await fundedCustomer(db, 0, { billing: "postpaid" });
  await db.update(lineBalances).set({ billCycleDay: 1 }).where(eq(lineBalances.lineId, c.lineId));
  const env = testEnv(db, { ...testConfig(), billing: { taxPercent: 0, dueDays: 14 } });
  await startPlan({ ctx: testContext(db, { now: start, env }), input: { lineId: c.lineId, plan } });
  const customer = (now: Date) => testContext(db, { now, env, actor: actorFor(c.account.id, [c.lineId]) });
  const system = (now: Date) => testContext(db, { now, env });
  return { ...c, customer, system };
}

test("an upgrade applies at once, charges the prorated difference once per key, and the next bill shows it as a plan change", () =>
  withRollback(async (_h, db) => {
    const c = await postpaidOn(db, "power-25");
    const at = later(10 * DAY + 3_600_000); // 20 whole days (a started day counts) of 30 left
    const options = await getPlanChangeOptions({ ctx: c.customer(at), input: { lineId: c.lineId } });
    expect(options).toMatchObject({ current: { slug: "power-25" }, daysLeft: 20, cycleDays: 30 });
    expect(options.choices.find((p) => p.slug === "power-60")).toMatchObject({
      direction: "upgrade",
      chargeIqd: 23_333,
      effectiveAt: at.toISOString(),
    });

    const input = { lineId: c.lineId, plan: "power-60", idempotencyKey: "plan-change-test-0001" };
    const first = await changePlan({ ctx: c.customer(at), input });
    const again = await changePlan({ ctx: c.customer(later(10 * DAY + 3_700_000)), input });
    expect(first.body).toMatchObject({ direction: "upgrade", state: "applied", chargeIqd: 23_333 });
    expect(again).toMatchObject({ replayed: true, body: first.body });
    const charges = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.lineId, c.lineId), eq(ledgerEntries.kind, "adjustment")));
    expect(charges.map((e) => [e.amountIqd, e.details.reason])).toEqual([[-23_333, "plan_change"]]);
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: -48_333, ledger: -48_333 });

    // The new plan runs to the old period's end, its allowance less what was used.
    const plan = await currentPlan(db, c.lineId);
    expect(plan).toMatchObject({ offeringSlug: "power-60", priceIqd: 60_000, endsAt: later(30 * DAY) });
    const live = await db
      .select()
      .from(buckets)
      .where(eq(buckets.subscriptionId, plan?.id ?? ""));
    expect(live.length).toBeGreaterThan(0);

    const preview = await getPlanChangeOptions({ ctx: c.customer(at), input: { lineId: c.lineId } });
    expect(preview.charged.map((p) => [p.fromPlan, p.toPlan, p.chargeIqd])).toEqual([["power-25", "power-60", 23_333]]);

    expect(await issueDueBills({ ctx: c.system(new Date("2026-11-01T08:00:00Z")) })).toMatchObject({ issued: 1 });
    const [bill] = await db.select().from(bills).where(eq(bills.lineId, c.lineId));
    expect(bill).toMatchObject({ planIqd: 25_000, planChangeIqd: 23_333, usageIqd: 0, totalIqd: 48_333 });
  }));

test("a downgrade waits for the end of the cycle, charges nothing, and the renewal starts the cheaper plan", () =>
  withRollback(async (_h, db) => {
    const c = await postpaidOn(db, "power-40");
    const at = later(5 * DAY);
    const change = await changePlan({
      ctx: c.customer(at),
      input: { lineId: c.lineId, plan: "power-25", idempotencyKey: "plan-change-test-0002" },
    });
    expect(change.body).toMatchObject({
      direction: "downgrade",
      state: "pending",
      chargeIqd: 0,
      effectiveAt: later(30 * DAY).toISOString(),
    });
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: -40_000, ledger: -40_000 });
    expect(await currentPlan(db, c.lineId)).toMatchObject({ offeringSlug: "power-40" });
    const options = await getPlanChangeOptions({ ctx: c.customer(at), input: { lineId: c.lineId } });
    expect(options.pending).toMatchObject({ toPlan: "power-25" });

    // Not before the cycle turns.
    await runBundleLifecycle({ ctx: c.system(later(29 * DAY)) });
    expect(await currentPlan(db, c.lineId)).toMatchObject({ offeringSlug: "power-40" });
    await runBundleLifecycle({ ctx: c.system(later(30 * DAY + 3_600_000)) });
    expect(await currentPlan(db, c.lineId)).toMatchObject({ offeringSlug: "power-25", startsAt: later(30 * DAY) });
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: -65_000, ledger: -65_000 });
    const [row] = await db.select().from(planChanges).where(eq(planChanges.lineId, c.lineId));
    expect(row).toMatchObject({ state: "applied" });
  }));

test("plan changes are refused with a reason: the same plan, an unknown plan, a prepaid line, a charge past the credit limit", () =>
  withRollback(async (_h, db) => {
    const c = await postpaidOn(db, "power-25");
    const at = later(DAY);
    const attempt = (plan: string, key: string) =>
      changePlan({ ctx: c.customer(at), input: { lineId: c.lineId, plan, idempotencyKey: key } });
    await expect(attempt("power-25", "plan-change-test-0003")).rejects.toMatchObject({ code: "plan_change_same_plan" });
    await expect(attempt("turkey-roaming-3gb", "plan-change-test-0004")).rejects.toMatchObject({
      code: "plan_change_unknown_plan",
    });
    await db.update(lineBalances).set({ creditLimitIqd: 30_000 }).where(eq(lineBalances.lineId, c.lineId));
    await expect(attempt("power-100", "plan-change-test-0005")).rejects.toMatchObject({
      code: "plan_change_over_limit",
    });
    expect(await currentPlan(db, c.lineId)).toMatchObject({ offeringSlug: "power-25" });
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: -25_000, ledger: -25_000 });

    const prepaid = await fundedCustomer(db, 10_000);
    await expect(
      changePlan({
        ctx: testContext(db, { now: at, actor: actorFor(prepaid.account.id, [prepaid.lineId]) }),
        input: { lineId: prepaid.lineId, plan: "power-40", idempotencyKey: "plan-change-test-0006" },
      }),
    ).rejects.toMatchObject({ code: "plan_change_needs_postpaid" });
  }));
