/**
 * Credit transfer (Kafoo) between two prepaid lines of the network, exactly once per idempotency
 * key (docs/decisions/064-kafoo-transfer-and-advance.md).
 */
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { CodeFlow } from "../../contracts/api/auth.ts";
import type { TransferQuote, TransferResult } from "../../contracts/api/kafoo.ts";
import { maskMsisdn } from "../../contracts/msisdn.ts";
import type { Db } from "../../db/client.server.ts";
import { lineBalances } from "../../db/schema/index.ts";
import { redeemTicket, startCodeFlow } from "../auth/code-flows.ts";
import { actorOf, type ServiceCall, type ServiceContext, withDb } from "../context.ts";
import { DomainError } from "../errors.ts";
import { once, type Stored } from "../idempotency/idempotency.ts";
import { debit, ensureBalance } from "../lines/money.ts";
import { rechargeLine } from "../payments/money-in.ts";
import { assertRunning } from "./service-switch.ts";
import { checkAmount, checkDailyLimits } from "./transfer-limits.ts";
import { tellTransfer } from "./transfer-notices.ts";
import { maskedRecipient, ownPrepaidLine, type Party, type Recipient, transferRecipient } from "./transfer-parties.ts";

export type TransferInput = { lineId: string; recipient: string; amountIqd: number };

/** Both sides, checked before anything moves: the same refusals for the quote and the transfer. */
async function parties(ctx: ServiceContext, input: TransferInput) {
  const { accountId } = actorOf(ctx);
  await assertRunning(ctx.db, "credit_transfer");
  const sender = await ownPrepaidLine(ctx.db, actorOf(ctx), input.lineId);
  const rules = ctx.env.config.kafoo.transfer;
  checkAmount(rules, input.amountIqd);
  const recipient = await transferRecipient(ctx.db, input.recipient, ctx.env.config.auth.mobilePrefixes, sender);
  return { accountId, sender, recipient, rules };
}

const needsCode = (ctx: ServiceContext, amountIqd: number) => amountIqd > ctx.env.config.kafoo.transfer.codeAboveIqd;

/** What the transfer would be, for the confirmation step; nothing moves. */
export async function quoteTransfer({ ctx, input }: ServiceCall<TransferInput>): Promise<TransferQuote> {
  const { sender, recipient, rules } = await parties(ctx, input);
  await ensureBalance(ctx.db, sender);
  await checkDailyLimits(ctx.db, rules, sender.id, input.amountIqd, ctx.now);
  const balanceIqd = await balanceOf(ctx.db, sender.id);
  const totalIqd = input.amountIqd + rules.feeIqd;
  if (totalIqd > balanceIqd) throw insufficient(totalIqd, balanceIqd);
  return {
    ...maskedRecipient(recipient),
    amountIqd: input.amountIqd,
    feeIqd: rules.feeIqd,
    totalIqd,
    balanceIqd,
    balanceAfterIqd: balanceIqd - totalIqd,
    needsCode: needsCode(ctx, input.amountIqd),
  };
}

/** Sends the SMS code that confirms a large transfer to the sending line itself. */
export async function startTransferCode({ ctx, input }: ServiceCall<{ lineId: string }>): Promise<CodeFlow> {
  await assertRunning(ctx.db, "credit_transfer");
  const sender = await ownPrepaidLine(ctx.db, actorOf(ctx), input.lineId);
  return startCodeFlow({ ctx, input: { msisdn: sender.msisdn, purpose: "transfer" } });
}

/**
 * Moves credit from the customer's prepaid line to another prepaid line, once per key. In one
 * transaction: both balance rows locked in a fixed order (by line id, so two transfers in
 * opposite directions never deadlock), the day's limits read under that lock, the amount
 * (`transfer_out`) and the fee (`transfer_fee`) debited, the amount credited through the one
 * recharge path (`transfer_in`, which first repays an advance the recipient owes), the SMS code's
 * ticket used up for large amounts, and both sides told.
 */
export async function transferCredit({
  ctx,
  input,
}: ServiceCall<TransferInput & { ticket?: string; idempotencyKey: string }>): Promise<Stored<TransferResult>> {
  const { now } = ctx;
  const { accountId, sender, recipient, rules } = await parties(ctx, input);
  await Promise.all([ensureBalance(ctx.db, sender), ensureBalance(ctx.db, recipient)]);
  // The ticket is not part of the request: a retry with the same key replays without a new code.
  const request = { transfer: true, lineId: sender.id, recipient: recipient.id, amountIqd: input.amountIqd };
  return ctx.db.transaction((tx) =>
    once<TransferResult>(tx, `account:${accountId}`, input.idempotencyKey, request, async () => {
      if (needsCode(ctx, input.amountIqd)) await checkTicket(withDb(ctx, tx), input.ticket, sender);
      await lockBalances(tx, [sender.id, recipient.id]);
      await checkDailyLimits(tx, rules, sender.id, input.amountIqd, now);
      const totalIqd = input.amountIqd + rules.feeIqd;
      const available = await balanceOf(tx, sender.id);
      if (totalIqd > available) throw insufficient(totalIqd, available);
      const reference = randomUUID();
      const details = { transfer: reference, to: maskMsisdn(recipient.msisdn), toLine: recipient.id };
      let balanceIqd = await debit(tx, sender.id, input.amountIqd, { kind: "transfer_out", details, at: now });
      if (rules.feeIqd > 0) {
        balanceIqd = await debit(tx, sender.id, rules.feeIqd, { kind: "transfer_fee", details, at: now });
      }
      await received(tx, recipient, sender, input.amountIqd, reference, now);
      await tellTransfer(tx, {
        reference,
        sender: { ...sender, accountId },
        recipient,
        amountIqd: input.amountIqd,
        feeIqd: rules.feeIqd,
        senderBalanceIqd: balanceIqd,
        at: now,
      });
      return {
        status: 201,
        body: {
          reference,
          recipient: maskMsisdn(recipient.msisdn),
          amountIqd: input.amountIqd,
          feeIqd: rules.feeIqd,
          balanceIqd,
          at: now.toISOString(),
        },
      };
    }),
  );
}

/** The recipient's side: a recharge like any other, so an advance it owes is repaid first. */
async function received(tx: Db, recipient: Recipient, sender: Party, amountIqd: number, reference: string, at: Date) {
  const details = { transfer: reference, from: maskMsisdn(sender.msisdn), fromLine: sender.id };
  await rechargeLine(tx, recipient, amountIqd, details, at, "transfer_in");
}

/** The SMS code's ticket, issued for this sending line's number; used up with the transfer. */
async function checkTicket(ctx: ServiceContext, ticket: string | undefined, sender: Party) {
  if (!ticket) throw new DomainError("invalid", "kafoo_code_required", { field: "code" });
  const msisdn = await redeemTicket(ctx, ticket, "transfer");
  if (msisdn !== sender.msisdn) throw new DomainError("invalid", "ticket_invalid");
}

/** Locks the balance rows in line id order: every transfer takes them in the same order. */
async function lockBalances(tx: Db, lineIds: string[]) {
  await tx
    .select({ lineId: lineBalances.lineId })
    .from(lineBalances)
    .where(inArray(lineBalances.lineId, lineIds))
    .orderBy(lineBalances.lineId)
    .for("update");
}

async function balanceOf(db: Db, lineId: string): Promise<number> {
  const [row] = await db
    .select({ balance: lineBalances.balanceIqd })
    .from(lineBalances)
    .where(eq(lineBalances.lineId, lineId));
  return row?.balance ?? 0;
}

const insufficient = (neededIqd: number, balanceIqd: number) =>
  new DomainError("conflict", "kafoo_insufficient_balance", { needed: neededIqd, balance: balanceIqd });
