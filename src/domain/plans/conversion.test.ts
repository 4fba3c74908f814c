/** Prepaid to postpaid (issue 21): eligibility, staff approval, and the conversion's steps in one transaction. */
import { eq, isNotNull } from "drizzle-orm";
import { expect, test } from "vitest";
import { testConfig } from "../../../tests/config.ts";
import { actorFor, testContext, testEnv } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import { identity, orderTestTables, testOrderPorts } from "../../../tests/factories/orders.ts";
import {
  bills,
  identityChecks,
  ledgerEntries,
  lineBalances,
  lines,
  offerings,
  postpaidConversions,
  privateFiles,
  smsOutbox,
} from "../../db/schema/index.ts";
import { translate } from "../../i18n/catalogue.ts";
import { billItems } from "../bills/bill-items.ts";
import { issueDueBills } from "../bills/bills.ts";
import { lockDebt, moveDebt, outstandingOf } from "../kafoo/advance-debt.ts";
import { credit, debit } from "../lines/money.ts";
import { identityConfirmed } from "./conversion-eligibility.ts";
import { decideConversion } from "./conversion-review.ts";
import { getConversionOptions, requestConversion } from "./request-conversion.ts";

const at = new Date("2026-11-10T09:00:00Z");
const before = new Date("2026-11-09T09:00:00Z");

async function prepaidWithAdvance(balance: number, owed: number, db: Parameters<typeof fundedCustomer>[0]) {
  const c = await fundedCustomer(db, balance);
  if (owed > 0) {
    // An advance taken earlier: credited to the balance, owed on its own ledger.
    await credit(db, c.lineId, owed, { kind: "advance", at: before });
    await lockDebt(db, c.lineId);
    await moveDebt(db, c.lineId, "granted", owed, {}, before);
    await debit(db, c.lineId, owed, { kind: "usage", at: before });
  }
  await orderTestTables(db);
  const env = testEnv(db, { ...testConfig(), billing: { taxPercent: 0, dueDays: 14 } }, { orders: testOrderPorts(db) });
  const customer = (now = at) => testContext(db, { now, env, actor: actorFor(c.account.id, [c.lineId]) });
  const staff = (now = at) => testContext(db, { now, env, staff: { kind: "operator", name: "test-reviewer" } });
  return { ...c, env, customer, staff };
}

test("a prepaid line asks for postpaid; on approval the advance is settled, the line changes type with the plan's credit limit, and the balance left pays the first bill", () =>
  withRollback(async (_h, db) => {
    const c = await prepaidWithAdvance(5_000, 2_000, db);
    const options = await getConversionOptions({ ctx: c.customer(), input: { lineId: c.lineId } });
    expect(options).toMatchObject({ billing: "prepaid", balanceIqd: 5_000, advanceOwedIqd: 2_000, refusals: [] });
    expect(options.identityConfirmed).toBe(false);
    expect(options.plans.find((p) => p.slug === "power-60")).toMatchObject({
      priceIqd: 60_000,
      creditLimitIqd: 180_000,
    });

    const input = { lineId: c.lineId, plan: "power-25", identity: identity(), idempotencyKey: "conversion-test-0001" };
    const asked = await requestConversion({ ctx: c.customer(), input });
    expect(asked.body).toMatchObject({
      state: "in_review",
      plan: "power-25",
      creditLimitIqd: 100_000,
      identity: { state: "pending", reason: null },
    });
    expect((await requestConversion({ ctx: c.customer(), input })).replayed).toBe(true);
    await expect(
      requestConversion({ ctx: c.customer(), input: { ...input, idempotencyKey: "conversion-test-0002" } }),
    ).rejects.toMatchObject({ code: "conversion_request_open" });
    // Waiting for review, the line is still prepaid.
    const [still] = await db.select().from(lines).where(eq(lines.id, c.lineId));
    expect(still?.billing).toBe("prepaid");

    const done = await decideConversion({
      ctx: c.staff(),
      input: { reference: asked.body.reference, decision: "approve" },
    });
    expect(done).toMatchObject({
      state: "completed",
      advanceSettledIqd: 2_000,
      carriedIqd: 3_000,
      identity: { state: "approved" },
    });
    const [line] = await db.select().from(lines).where(eq(lines.id, c.lineId));
    expect(line?.billing).toBe("postpaid");
    expect(line?.msisdn).toBe(c.msisdn);
    const [money] = await db.select().from(lineBalances).where(eq(lineBalances.lineId, c.lineId));
    expect(money).toMatchObject({ creditLimitIqd: 100_000, billCycleDay: 1 });
    expect(await outstandingOf(db, c.lineId)).toBe(0);
    // 3,000 left after the advance, then the first month's fee.
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: -22_000, ledger: -22_000 });
    // The prepaid history stays on the line's ledger.
    const history = await db.select().from(ledgerEntries).where(eq(ledgerEntries.lineId, c.lineId));
    expect(history.map((e) => e.kind)).toEqual(["recharge", "advance", "usage", "advance_repay", "renewal"]);
    await expect(
      decideConversion({ ctx: c.staff(), input: { reference: asked.body.reference, decision: "approve" } }),
    ).rejects.toMatchObject({ code: "conversion_already_decided" });

    expect(
      await issueDueBills({ ctx: testContext(db, { now: new Date("2026-12-01T08:00:00Z"), env: c.env }) }),
    ).toEqual({
      issued: 1,
    });
    const [bill] = await db.select().from(bills).where(eq(bills.lineId, c.lineId));
    expect(bill).toMatchObject({ planIqd: 25_000, bundlesIqd: 0, usageIqd: 0, totalIqd: 25_000, paidIqd: 3_000 });
    // The bill's items count what its totals count: the prepaid usage before the move is on neither.
    const items = bill ? await billItems(db, bill, "en") : [];
    expect(items.map((i) => [i.kind, i.amountIqd])).toEqual([["plan", 25_000]]);
    const [left] = await db.select().from(postpaidConversions).where(eq(postpaidConversions.lineId, c.lineId));
    expect(left?.creditLeftIqd).toBe(0);
  }));

test("a line whose balance does not cover its advance is told to recharge first, and nothing changes", () =>
  withRollback(async (_h, db) => {
    const c = await prepaidWithAdvance(1_000, 3_000, db);
    const options = await getConversionOptions({ ctx: c.customer(), input: { lineId: c.lineId } });
    expect(options.refusals).toEqual(["advance_unpaid"]);
    await expect(
      requestConversion({
        ctx: c.customer(),
        input: { lineId: c.lineId, plan: "power-25", idempotencyKey: "conversion-test-0003" },
      }),
    ).rejects.toMatchObject({ code: "conversion_advance_unpaid" });
    expect(await db.select().from(postpaidConversions).where(eq(postpaidConversions.lineId, c.lineId))).toEqual([]);
  }));

test("a failure while completing leaves the line prepaid and the request waiting: the steps are one transaction", () =>
  withRollback(async (_h, db) => {
    const c = await prepaidWithAdvance(4_000, 0, db);
    const asked = await requestConversion({
      ctx: c.customer(),
      input: { lineId: c.lineId, plan: "power-25", identity: identity(), idempotencyKey: "conversion-test-0004" },
    });
    // The plan was withdrawn from the catalogue meanwhile: starting it fails after the line was changed.
    await db.update(offerings).set({ type: "data_bundle" }).where(eq(offerings.slug, "power-25"));
    await expect(
      decideConversion({ ctx: c.staff(), input: { reference: asked.body.reference, decision: "approve" } }),
    ).rejects.toBeTruthy();
    const [line] = await db.select().from(lines).where(eq(lines.id, c.lineId));
    expect(line?.billing).toBe("prepaid");
    const [request] = await db.select().from(postpaidConversions).where(eq(postpaidConversions.lineId, c.lineId));
    expect(request?.state).toBe("in_review");
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 4_000, ledger: 4_000 });
  }));

test("without a passed identity check the request must carry one; a refusal states its reason, and the holder then asks again", () =>
  withRollback(async (_h, db) => {
    const c = await prepaidWithAdvance(6_000, 0, db);
    const smsTo = async (msisdn: string) =>
      (await db.select().from(smsOutbox).where(eq(smsOutbox.msisdn, msisdn))).map((m) => m.body);
    const input = { lineId: c.lineId, plan: "power-40", idempotencyKey: "conversion-test-0005" };
    await expect(requestConversion({ ctx: c.customer(), input })).rejects.toMatchObject({
      code: "conversion_identity_required",
      details: { field: "identity" },
    });
    expect(await db.select().from(postpaidConversions).where(eq(postpaidConversions.lineId, c.lineId))).toEqual([]);

    const asked = await requestConversion({ ctx: c.customer(), input: { ...input, identity: identity("2") } });
    const reference = asked.body.reference;
    // The check's photos are claimed by this request.
    const [check] = await db.select().from(identityChecks).where(isNotNull(identityChecks.conversionId));
    expect(check).toMatchObject({ fullName: "Zhino Rebwar Aziz", state: "pending", orderId: null });
    const photosOf = () =>
      db
        .select()
        .from(privateFiles)
        .where(eq(privateFiles.ownerRef, `conversion:${check?.conversionId}`));
    expect(await photosOf()).toHaveLength(3);

    await expect(decideConversion({ ctx: c.staff(), input: { reference, decision: "reject" } })).rejects.toMatchObject({
      code: "rejection_reason_required",
    });
    const refused = await decideConversion({
      ctx: c.staff(),
      input: { reference, decision: "reject", reason: "selfie_mismatch", note: "Please face the camera." },
    });
    expect(refused).toMatchObject({
      state: "rejected",
      identity: { state: "rejected", reason: "selfie_mismatch", note: "Please face the camera." },
    });
    // The photos are deleted after the configured retention, counted from the decision.
    const days = c.env.config.files.idDocumentRetentionDays;
    const [photo] = await photosOf();
    expect(photo?.deleteAfter?.getTime()).toBe(at.getTime() + days * 86_400_000);
    // The holder is told by SMS, with the reviewer's reason, in their language (this one's is Arabic).
    expect(await smsTo(c.msisdn)).toEqual([
      expect.stringContaining(`: ${translate("ar", "orders.rejection.selfie_mismatch")}.`),
    ]);
    const options = await getConversionOptions({ ctx: c.customer(), input: { lineId: c.lineId } });
    expect(options).toMatchObject({ refusals: [], identityConfirmed: false, latest: { state: "rejected" } });
    expect(options.latest?.identity?.reason).toBe("selfie_mismatch");

    const again = await requestConversion({
      ctx: c.customer(),
      input: { ...input, identity: identity("3"), idempotencyKey: "conversion-test-0006" },
    });
    const done = await decideConversion({
      ctx: c.staff(),
      input: { reference: again.body.reference, decision: "approve" },
    });
    expect(done).toMatchObject({ state: "completed", identity: { state: "approved" } });
    const sent = await smsTo(c.msisdn);
    expect(sent).toHaveLength(2);
    expect(sent).toContainEqual(expect.stringContaining("باور ٤٠"));
    expect(sent).toContainEqual(expect.stringContaining(`${new Intl.NumberFormat("ar-IQ").format(120_000)} دينار`));
    // Confirmed once, the holder's identity makes their next line's request complete at once.
    expect(await identityConfirmed(db, c.account.id)).toBe(true);
  }));
