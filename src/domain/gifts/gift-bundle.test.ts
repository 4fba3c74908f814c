import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { testConfig } from "../../../tests/config.ts";
import { actorFor, testContext, testEnv } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeCustomer, makeLine, uniqueMsisdn } from "../../../tests/factories/accounts.ts";
import { giftCounts, recipientState } from "../../../tests/factories/gifts.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import type { Db } from "../../db/client.server.ts";
import { accounts, ledgerEntries, notifications } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { credit } from "../lines/money.ts";
import { earningRules } from "../points/earning-rules.ts";
import { pointsBalance } from "../points/ledger.ts";
import { giftBundle } from "./gift-bundle.ts";

type Payer = Awaited<ReturnType<typeof fundedCustomer>>;

const national = (msisdn: string) => `0${msisdn.slice(3)}`;

function gift(db: Db, payer: Payer, recipient: string, key: string, offering = "bikaifi-210", limits = {}) {
  const config = testConfig(limits);
  return giftBundle({
    ctx: testContext(db, { actor: actorFor(payer.account.id, [payer.lineId]), env: testEnv(db, config) }),
    input: { lineId: payer.lineId, offering, recipient, idempotencyKey: key },
  });
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof DomainError ? { code: error.code, details: error.details } : error),
  );

test("a gift debits the payer once, puts the bundle on the recipient's line and tells both; a retry replays it", () =>
  withRollback(async (_handle, db) => {
    const payer = await fundedCustomer(db, 10_000);
    const friend = await makeCustomer(db);
    await db.update(accounts).set({ language: "ku" }).where(eq(accounts.id, friend.account.id));
    // Typed as people write it, with spaces and Arabic-Indic digits.
    const typed = national(friend.msisdn).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const first = await gift(db, payer, `${typed.slice(0, 4)} ${typed.slice(4)}`, "gift-key-0000000001");
    expect(first).toMatchObject({
      replayed: false,
      body: { chargedIqd: 3000, balanceIqd: 7000, offering: { slug: "bikaifi-210" } },
    });
    expect(first.body.recipient).toMatch(/^07\d\d ••• ••\d\d$/);
    const again = await gift(db, payer, national(friend.msisdn), "gift-key-0000000001");
    expect(again).toEqual({ ...first, replayed: true });

    expect(await moneyOf(db, payer.lineId)).toEqual({ balance: 7000, ledger: 7000 });
    const [entry] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.amountIqd, -3000));
    expect(entry).toMatchObject({
      lineId: payer.lineId,
      kind: "purchase",
      details: { offering: "bikaifi-210", giftTo: first.body.recipient, giftLine: friend.line.id },
    });
    const got = await recipientState(db, friend.line);
    expect(got.subscriptions).toHaveLength(1);
    expect(got.subscriptions[0]).toMatchObject({ offeringSlug: "bikaifi-210", autoRenew: false });
    expect(got.buckets.map((b) => [b.kind, b.total])).toEqual([
      ["data", 1024 * 1024],
      ["off_net_voice", 210 * 60],
    ]);
    // The recipient's SMS, in their account's language (Sorani), names the sender by number.
    expect(got.sms).toHaveLength(1);
    expect(got.sms[0]?.body).toContain(national(payer.msisdn));
    expect(got.sms[0]?.body).toContain("وەک دیاری بۆت نارد");
    expect(await moneyOf(db, friend.line.id)).toEqual({ balance: 0, ledger: 0 });

    const noticesOf = async (accountId: string) =>
      (await db.select().from(notifications).where(eq(notifications.accountId, accountId))).map((n) => [
        n.kind,
        n.params.msisdn,
      ]);
    expect(await noticesOf(payer.account.id)).toEqual([["gift_sent", first.body.recipient]]);
    expect(await noticesOf(friend.account.id)).toEqual([
      [
        "gift_received",
        `${national(payer.msisdn).slice(0, 4)} ${national(payer.msisdn).slice(4, 7)} ${national(payer.msisdn).slice(7)}`,
      ],
    ]);
    // The retry did not count against the day's limits.
    expect(await giftCounts(db, payer.account.id)).toBe(1);
    expect(await giftCounts(db, friend.line.id)).toBe(1);
  }));

test("a number no one holds gets its gift and an SMS in Arabic", () =>
  withRollback(async (_handle, db) => {
    const payer = await fundedCustomer(db, 10_000);
    const loose = await makeLine(db);
    await gift(db, payer, loose.msisdn, "gift-key-0000000002", "daily-1gb");
    const got = await recipientState(db, loose);
    expect(got.buckets.map((b) => b.kind)).toEqual(["data"]);
    expect(got.sms.map((m) => m.body)).toEqual([expect.stringContaining("أهداك الرقم")]);
    expect(got.sms[0]?.body).toContain(national(payer.msisdn));
  }));

test("refusals name the reason and change nothing: bad, unknown, suspended, broadband, own line, wrong bundle", () =>
  withRollback(async (_handle, db) => {
    const payer = await fundedCustomer(db, 100_000);
    const suspended = await makeLine(db, { status: "suspended" });
    const terminated = await makeLine(db, { status: "terminated" });
    const broadband = await makeLine(db, { kind: "broadband" });
    const postpaid = await makeLine(db, { billing: "postpaid" });
    const cases: [string, string, string][] = [
      ["0750 123 4567", "bikaifi-210", "gift_recipient_invalid"],
      ["hello", "bikaifi-210", "gift_recipient_invalid"],
      [uniqueMsisdn(), "bikaifi-210", "gift_recipient_unknown"], // a number no line has
      [terminated.msisdn, "bikaifi-210", "gift_recipient_unknown"],
      [suspended.msisdn, "bikaifi-210", "gift_recipient_not_in_service"],
      [broadband.msisdn, "mbb-50gb", "gift_recipient_not_mobile"],
      [payer.msisdn, "bikaifi-210", "gift_to_same_line"],
      [postpaid.msisdn, "bikaifi-210", "gift_offering_not_for_recipient"],
      [postpaid.msisdn, "power-40", "offering_not_purchasable"],
      // A personal offer is tied to the line it was sent to (its terms): it cannot be given.
      [(await makeLine(db)).msisdn, "personal-3gb", "gift_personal_offer"],
    ];
    for (const [i, [recipient, offering, code]] of cases.entries()) {
      expect(await refusal(gift(db, payer, recipient, `gift-key-refused-${i}`, offering)), recipient).toMatchObject({
        code,
      });
    }
    expect(await moneyOf(db, payer.lineId)).toEqual({ balance: 100_000, ledger: 100_000 });
    for (const line of [suspended, broadband, postpaid, payer.line]) {
      expect(await recipientState(db, line)).toEqual({ subscriptions: [], buckets: [], sms: [] });
    }
    expect(await giftCounts(db, payer.account.id)).toBe(0);
  }));

test("more than the balance (or a postpaid line's credit) is refused and nothing is taken or counted", () =>
  withRollback(async (_handle, db) => {
    const payer = await fundedCustomer(db, 2000);
    const friend = await makeLine(db);
    expect(await refusal(gift(db, payer, friend.msisdn, "gift-key-0000000003"))).toMatchObject({
      code: "insufficient_balance",
    });
    expect(await moneyOf(db, payer.lineId)).toEqual({ balance: 2000, ledger: 2000 });
    expect(await recipientState(db, friend)).toEqual({ subscriptions: [], buckets: [], sms: [] });
    expect(await giftCounts(db, payer.account.id)).toBe(0);
    // The failed key left nothing behind: after a recharge the same key gives the bundle.
    await credit(db, payer.lineId, 5000, { kind: "recharge" });
    expect((await gift(db, payer, friend.msisdn, "gift-key-0000000003")).replayed).toBe(false);

    const postpaid = await fundedCustomer(db, 0, { billing: "postpaid" });
    const cousin = await makeLine(db);
    await gift(db, postpaid, cousin.msisdn, "gift-key-0000000004", "monthly-100gb"); // 40,000 of 150,000
    await gift(db, postpaid, cousin.msisdn, "gift-key-0000000005", "monthly-unlimited"); // 90,000
    const nephew = await makeLine(db);
    await gift(db, postpaid, nephew.msisdn, "gift-key-0000000006", "monthly-unlimited"); // 140,000
    expect(await refusal(gift(db, postpaid, nephew.msisdn, "gift-key-0000000007", "monthly-100gb"))).toMatchObject({
      code: "insufficient_balance",
    });
    expect(await moneyOf(db, postpaid.lineId)).toEqual({ balance: -140_000, ledger: -140_000 });
  }));

test("past the day's limit per payer, and per recipient, a gift is refused with 429 and nothing happens", () =>
  withRollback(async (_handle, db) => {
    const limits = { GIFTS_PER_DAY: "2", GIFTS_PER_RECIPIENT_PER_DAY: "2" };
    const payer = await fundedCustomer(db, 100_000);
    const [a, b, c] = [await makeLine(db), await makeLine(db), await makeLine(db)];
    await gift(db, payer, a.msisdn, "gift-key-limit-0001", "daily-1gb", limits);
    await gift(db, payer, b.msisdn, "gift-key-limit-0002", "daily-1gb", limits);
    const over = await refusal(gift(db, payer, c.msisdn, "gift-key-limit-0003", "daily-1gb", limits));
    expect(over).toMatchObject({ code: "gift_limit_reached", details: { limit: 2 } });
    expect((over as { details: { retryAfter: number } }).details.retryAfter).toBeGreaterThan(0);
    expect(await recipientState(db, c)).toEqual({ subscriptions: [], buckets: [], sms: [] });
    expect(await moneyOf(db, payer.lineId)).toEqual({ balance: 98_000, ledger: 98_000 });

    // Two other people give to `a` once each: the second is one too many for that number.
    const others = [await fundedCustomer(db, 10_000), await fundedCustomer(db, 10_000)];
    await gift(db, others[0] as Payer, a.msisdn, "gift-key-limit-0004", "daily-1gb", limits);
    expect(
      await refusal(gift(db, others[1] as Payer, a.msisdn, "gift-key-limit-0005", "daily-1gb", limits)),
    ).toMatchObject({ code: "gift_recipient_limit_reached" });
    expect(await moneyOf(db, (others[1] as Payer).lineId)).toEqual({ balance: 10_000, ledger: 10_000 });
    // The refused gift did not spend the second giver's own day.
    expect(await giftCounts(db, (others[1] as Payer).account.id)).toBe(0);
  }));

test("the payer's account earns the bundle's points and its first-bundle task, once; the recipient's earns none", () =>
  withRollback(async (_handle, db) => {
    const payer = await fundedCustomer(db, 20_000);
    const relative = await makeCustomer(db);
    await gift(db, payer, relative.msisdn, "gift-key-points-1");
    await gift(db, payer, relative.msisdn, "gift-key-points-1");
    const firstBundle = earningRules.tasks.find((t) => t.id === "first_online_bundle")?.points ?? 0;
    expect(await pointsBalance(db, payer.account.id)).toBe(earningRules.bundle.pointsPerBundle + firstBundle);
    expect(await pointsBalance(db, relative.account.id)).toBe(0);
  }));
