import { and, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { withRollback } from "../../../tests/database.ts";
import { makeCustomer, makeLine, uniqueMsisdn } from "../../../tests/factories/accounts.ts";
import { kafooCtx, kafooCustomer } from "../../../tests/factories/kafoo.ts";
import { moneyOf } from "../../../tests/factories/money.ts";
import { operatorCtx } from "../../../tests/factories/staff.ts";
import type { Db } from "../../db/client.server.ts";
import { accounts, ledgerEntries, notifications, smsOutbox } from "../../db/schema/index.ts";
import { startCodeFlow, verifyCode } from "../auth/code-flows.ts";
import { DomainError } from "../errors.ts";
import { credit, ensureBalance } from "../lines/money.ts";
import { statement } from "../lines/statement.ts";
import { setServiceSwitch } from "./service-switch.ts";
import { quoteTransfer, transferCredit } from "./transfer.ts";

type Sender = Awaited<ReturnType<typeof kafooCustomer>>;
const national = (msisdn: string) => `0${msisdn.slice(3)}`;

function send(
  db: Db,
  sender: Sender,
  recipient: string,
  amountIqd: number,
  key: string,
  extra: { ticket?: string } = {},
  env = {},
) {
  return transferCredit({
    ctx: kafooCtx(db, sender, env),
    input: { lineId: sender.lineId, recipient, amountIqd, idempotencyKey: key, ...extra },
  });
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof DomainError ? { code: error.code, kind: error.kind } : error),
  );

const smsTo = (db: Db, msisdn: string) => db.select().from(smsOutbox).where(eq(smsOutbox.msisdn, msisdn));

test("a transfer moves the amount and the fee once, both ledgers sum, both sides are told; a retry replays it", () =>
  withRollback(async (_handle, db) => {
    const sender = await kafooCustomer(db, 10_000);
    const friend = await makeCustomer(db, { name: "Karwan Aziz" });
    await db.update(accounts).set({ language: "ku" }).where(eq(accounts.id, friend.account.id));
    const first = await send(db, sender, national(friend.msisdn), 2000, "kafoo-transfer-0001");
    expect(first).toMatchObject({ replayed: false, body: { amountIqd: 2000, feeIqd: 250, balanceIqd: 7750 } });
    expect(first.body.recipient).toMatch(/^07\d\d ••• ••\d\d$/);
    const again = await send(db, sender, national(friend.msisdn), 2000, "kafoo-transfer-0001");
    expect(again).toEqual({ ...first, replayed: true });
    expect(await moneyOf(db, sender.lineId)).toEqual({ balance: 7750, ledger: 7750 });
    expect(await moneyOf(db, friend.line.id)).toEqual({ balance: 2000, ledger: 2000 });
    const kinds = await db
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amountIqd })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.lineId, sender.lineId)));
    expect(kinds.filter((k) => k.kind !== "recharge")).toEqual([
      { kind: "transfer_out", amount: -2000 },
      { kind: "transfer_fee", amount: -250 },
    ]);
    // The recipient's SMS is in their account's language (Sorani) and names the sender's number.
    const [received] = await smsTo(db, friend.msisdn);
    expect(received?.body).toContain(national(sender.msisdn));
    expect(received?.body).toContain("باڵانسی ٢٬٠٠٠ دیناری بۆ ناردیت");
    const [sent] = await smsTo(db, sender.msisdn);
    expect(sent?.body).toContain("٢٬٠٠٠");
    const noticeKinds = (accountId: string) =>
      db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.accountId, accountId));
    expect(await noticeKinds(sender.account.id)).toEqual([{ kind: "transfer_sent" }]);
    expect(await noticeKinds(friend.account.id)).toEqual([{ kind: "transfer_received" }]);
    // Both statements show it, each naming the other side by masked number only.
    const period = { from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 86_400_000) };
    const mine = await statement({ ctx: kafooCtx(db, sender), input: { lineId: sender.lineId, ...period } });
    expect(mine.entries.map((e) => e.kind)).toEqual(expect.arrayContaining(["transfer_out", "transfer_fee"]));
    const theirs = await statement({
      ctx: kafooCtx(db, { account: friend.account, lineId: friend.line.id }),
      input: { lineId: friend.line.id, ...period },
    });
    expect(theirs.entries.map((e) => [e.kind, e.amountIqd])).toEqual([["transfer_in", 2000]]);
  }));

test("a line nobody holds gets its credit and an SMS in Arabic", () =>
  withRollback(async (_handle, db) => {
    const sender = await kafooCustomer(db, 5000);
    const loose = await makeLine(db);
    await send(db, sender, loose.msisdn, 1000, "kafoo-transfer-0002");
    expect(await moneyOf(db, loose.id)).toEqual({ balance: 1000, ledger: 1000 });
    const [sms] = await smsTo(db, loose.msisdn);
    expect(sms?.body).toContain("رصيداً بقيمة ١٬٠٠٠ دينار");
  }));

test("refusals say why and move nothing: postpaid, suspended, unknown, self, foreign, amounts, balance", () =>
  withRollback(async (_handle, db) => {
    const sender = await kafooCustomer(db, 3000);
    const postpaid = await makeLine(db, { billing: "postpaid" });
    const suspended = await makeLine(db, { status: "suspended" });
    const terminated = await makeLine(db, { status: "terminated" });
    const broadband = await makeLine(db, { kind: "broadband" });
    const friend = await makeLine(db);
    const cases: [string, number, string][] = [
      [postpaid.msisdn, 1000, "kafoo_recipient_not_prepaid"],
      [broadband.msisdn, 1000, "kafoo_recipient_not_prepaid"],
      [suspended.msisdn, 1000, "kafoo_recipient_not_in_service"],
      [terminated.msisdn, 1000, "kafoo_recipient_unknown"],
      [uniqueMsisdn(), 1000, "kafoo_recipient_unknown"],
      [sender.msisdn, 1000, "kafoo_to_same_line"],
      ["0750 123 4567", 1000, "kafoo_recipient_invalid"],
      [friend.msisdn, 100, "kafoo_amount_out_of_range"],
      [friend.msisdn, 30_000, "kafoo_amount_out_of_range"],
      [friend.msisdn, 2900, "kafoo_insufficient_balance"],
    ];
    for (const [i, [recipient, amount, code]] of cases.entries()) {
      expect(await refusal(send(db, sender, recipient, amount, `kafoo-refused-${i}-0000`)), recipient).toMatchObject({
        code,
      });
    }
    expect(await moneyOf(db, sender.lineId)).toEqual({ balance: 3000, ledger: 3000 });
    // A postpaid customer cannot send credit either.
    const [postpaidSender] = [await kafooCustomer(db, 0)];
    await db.execute(`update lines set billing = 'postpaid' where id = '${postpaidSender.lineId}'`);
    expect(await refusal(send(db, postpaidSender, friend.msisdn, 1000, "kafoo-refused-postpaid"))).toMatchObject({
      code: "kafoo_line_not_prepaid",
    });
  }));

test("the day's count and amount per sending line are limits; a refused transfer counts nothing", () =>
  withRollback(async (_handle, db) => {
    const limits = { KAFOO_TRANSFER_DAILY_COUNT: "2", KAFOO_TRANSFER_DAILY_IQD: "30000" };
    const sender = await kafooCustomer(db, 100_000);
    const friend = await makeLine(db);
    await send(db, sender, friend.msisdn, 1000, "kafoo-limit-00001", {}, limits);
    expect(
      await refusal(
        send(
          db,
          sender,
          friend.msisdn,
          25_000,
          "kafoo-limit-00002",
          {},
          {
            ...limits,
            KAFOO_TRANSFER_CODE_ABOVE_IQD: "100000",
          },
        ),
      ),
    ).toBeNull();
    expect(await refusal(send(db, sender, friend.msisdn, 1000, "kafoo-limit-00003", {}, limits))).toMatchObject({
      code: "kafoo_daily_count_reached",
      kind: "rate_limited",
    });
    const amountLimits = { KAFOO_TRANSFER_DAILY_IQD: "26500", KAFOO_TRANSFER_CODE_ABOVE_IQD: "100000" };
    expect(await refusal(send(db, sender, friend.msisdn, 1000, "kafoo-limit-00004", {}, amountLimits))).toMatchObject({
      code: "kafoo_daily_amount_reached",
    });
    expect(await moneyOf(db, friend.id)).toEqual({ balance: 26_000, ledger: 26_000 });
  }));

test("above the threshold a transfer needs the SMS code sent to the sending line, used once", () =>
  withRollback(async (_handle, db) => {
    const sender = await kafooCustomer(db, 50_000);
    const friend = await makeLine(db);
    const ctx = kafooCtx(db, sender);
    expect(await refusal(send(db, sender, friend.msisdn, 15_000, "kafoo-code-000001"))).toMatchObject({
      code: "kafoo_code_required",
    });
    const quote = await quoteTransfer({
      ctx,
      input: { lineId: sender.lineId, recipient: friend.msisdn, amountIqd: 15_000 },
    });
    expect(quote).toMatchObject({ needsCode: true, totalIqd: 15_250, balanceAfterIqd: 34_750, recipientName: null });
    const flow = await startCodeFlow({ ctx, input: { msisdn: sender.msisdn, purpose: "transfer" } });
    const [sms] = await smsTo(db, sender.msisdn);
    const code = /\b(\d{6})\b/.exec(sms?.body ?? "")?.[1] ?? "";
    const { ticket } = await verifyCode({ ctx, input: { flowId: flow.flowId, code } });
    await send(db, sender, friend.msisdn, 15_000, "kafoo-code-000002", { ticket });
    expect(await moneyOf(db, friend.id)).toEqual({ balance: 15_000, ledger: 15_000 });
    // The ticket is spent: another transfer with it is refused.
    expect(await refusal(send(db, sender, friend.msisdn, 15_000, "kafoo-code-000003", { ticket }))).toMatchObject({
      code: "ticket_invalid",
    });
  }));

test("a holder's name is shown masked on the quote", () =>
  withRollback(async (_handle, db) => {
    const sender = await kafooCustomer(db, 5000);
    const friend = await makeCustomer(db, { name: "Karwan Aziz" });
    await ensureBalance(db, { id: friend.line.id, billing: "prepaid" });
    const quote = await quoteTransfer({
      ctx: kafooCtx(db, sender),
      input: { lineId: sender.lineId, recipient: friend.msisdn, amountIqd: 1000 },
    });
    expect(quote.recipientName).toBe("Ka••• Az•••");
  }));

test("paused by an operator, transfers are refused with service_paused until resumed", () =>
  withRollback(async (_handle, db) => {
    const sender = await kafooCustomer(db, 5000);
    const friend = await makeLine(db);
    const staff = operatorCtx(db);
    await setServiceSwitch({ ctx: staff, input: { service: "credit_transfer", paused: true, note: "fraud wave" } });
    expect(await refusal(send(db, sender, friend.msisdn, 1000, "kafoo-paused-0001"))).toMatchObject({
      code: "service_paused",
      kind: "unavailable",
    });
    await setServiceSwitch({ ctx: staff, input: { service: "credit_transfer", paused: false } });
    await credit(db, sender.lineId, 1, { kind: "adjustment" });
    expect(await refusal(send(db, sender, friend.msisdn, 1000, "kafoo-paused-0002"))).toBeNull();
  }));
