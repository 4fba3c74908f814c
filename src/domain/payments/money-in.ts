import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { maskMsisdn } from "../../contracts/msisdn.ts";
import type { Db } from "../../db/client.server.ts";
import { accounts, lines } from "../../db/schema/index.ts";
import { translate } from "../../i18n/catalogue.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import { allocatePayment } from "../bills/bills.ts";
import { DomainError } from "../errors.ts";
import { repayAdvance } from "../kafoo/advance-debt.ts";
import { holderOf } from "../lines/line-access.ts";
import { credit, ensureBalance } from "../lines/money.ts";
import { brandInSms, notify } from "../notifications/notifications.ts";
import { enqueueSms } from "../sms/outbox.ts";

export type TargetLine = {
  id: string;
  msisdn: string;
  billing: "prepaid" | "postpaid";
  status: "active" | "suspended" | "terminated";
};

/**
 * The line a number names, for paying or recharging it. Any line of the network will do, whoever
 * holds it; a terminated line takes no money.
 */
export async function lineForMoney(db: Db, msisdn: string): Promise<TargetLine> {
  const [line] = await db
    .select({ id: lines.id, msisdn: lines.msisdn, billing: lines.billing, status: lines.status })
    .from(lines)
    .where(eq(lines.msisdn, msisdn));
  if (!line) throw new DomainError("invalid", "line_not_found", { field: "msisdn" });
  if (line.status === "terminated") throw new DomainError("conflict", "line_not_in_service");
  return line;
}

/**
 * Puts money on a line in the caller's transaction: a prepaid line is recharged; on a postpaid
 * line the money is a payment, spread over its unpaid bills oldest first. Returns the balance.
 */
export async function creditLine(
  tx: Db,
  line: TargetLine,
  amountIqd: number,
  details: Record<string, string | number>,
  at: Date,
): Promise<number> {
  return (await rechargeLine(tx, line, amountIqd, details, at)).balanceIqd;
}

export type MoneyIn = { balanceIqd: number; advanceRepaidIqd: number };

/**
 * The one place every prepaid recharge goes through (scratch card, online payment, credit
 * transfer received): the credit, then, in the same transaction, the repayment of an advance the
 * line owes (src/domain/kafoo/advance-debt.ts), so the debt is repaid first and the balance never
 * goes below zero. Returns the balance after both and what repaid the advance.
 */
export async function rechargeLine(
  tx: Db,
  line: TargetLine,
  amountIqd: number,
  details: Record<string, string | number>,
  at: Date,
  kind: "recharge" | "transfer_in" = "recharge",
): Promise<MoneyIn> {
  await ensureBalance(tx, line);
  if (line.billing === "prepaid") {
    const credited = await credit(tx, line.id, amountIqd, { kind, details, at });
    const repaid = await repayAdvance(tx, line, amountIqd, sourceOf(kind, details), at);
    return { balanceIqd: repaid?.balanceIqd ?? credited, advanceRepaidIqd: repaid?.repaidIqd ?? 0 };
  }
  const balanceIqd = await credit(tx, line.id, amountIqd, { kind: "payment", details, at });
  // The bill's list of payments names what paid: the online payment, the card, the transfer or the shop's method.
  const reference = ["payment", "voucher", "transfer", "method"].map((k) => details[k]).find((v) => v !== undefined);
  await allocatePayment(tx, line.id, amountIqd, {
    source: "payment",
    reference: reference === undefined ? null : String(reference),
    at,
  });
  return { balanceIqd, advanceRepaidIqd: 0 };
}

/** What a recharge is called in the advance's ledger: one recharge repays once. */
function sourceOf(kind: string, details: Record<string, string | number>): string {
  for (const name of ["payment", "voucher", "transfer"]) {
    if (details[name] !== undefined) return `${name}:${details[name]}`;
  }
  return `${kind}:${randomUUID()}`;
}

export type Receipt = {
  line: TargetLine;
  kind: "recharge" | "bill" | "refund";
  amountIqd: number;
  balanceIqd: number | null;
  reference: string;
  /** The language of the request, used when nobody holds the line. */
  locale: LocaleCode;
  at: Date;
};

const notificationOf = { recharge: "recharged", bill: "bill_paid", refund: "payment_refunded" } as const;

/**
 * Tells the line what happened, in the same transaction as the money: a notice in myzain for the
 * account holding it, and an SMS receipt to the number through the outbox (paying for a relative
 * is common, so the receipt goes to the line, not to whoever paid).
 */
export async function sendReceipt(tx: Db, r: Receipt): Promise<void> {
  const holder = await holderOf(tx, r.line.id);
  const [account] = holder
    ? await tx.select({ language: accounts.language }).from(accounts).where(eq(accounts.id, holder))
    : [];
  if (holder) {
    await notify(tx, {
      accountId: holder,
      lineId: r.line.id,
      kind: notificationOf[r.kind],
      params: {
        amount: r.amountIqd,
        ...(r.balanceIqd === null ? {} : { balance: r.balanceIqd, due: dueOf(r.balanceIqd) }),
      },
      dedupeKey: `${r.kind}:${r.reference}`,
      at: r.at,
    });
  }
  const language = account?.language ?? r.locale;
  // Amounts go in as numbers: the translator groups them in the language's digits (decision 066).
  const body = translate(language, `sms.receipt.${r.kind}`, {
    brand: brandInSms(language),
    amount: r.amountIqd,
    balance: r.balanceIqd ?? 0,
    msisdn: maskMsisdn(r.line.msisdn),
    reference: r.reference,
  });
  if (r.line.status !== "terminated") await enqueueSms(tx, r.line.msisdn, body);
}

/** What a postpaid line still owes after a payment: the part of its balance below zero. */
const dueOf = (balanceIqd: number) => Math.max(0, -balanceIqd);
