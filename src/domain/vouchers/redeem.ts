import { and, eq, gt, ne } from "drizzle-orm";
import { maskMsisdn } from "../../contracts/msisdn.ts";
import type { VoucherRecharge } from "../../contracts/payments.ts";
import { vouchers } from "../../db/schema/index.ts";
import type { DbContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { once } from "../idempotency/idempotency.ts";
import { consumeRate, failureBudget, type RateLimiter, type RateRule } from "../limits/rate-limiter.ts";
import { holderOf } from "../lines/line-access.ts";
import { creditLine, lineForMoney, sendReceipt } from "../payments/money-in.ts";
import { voucherHash } from "./voucher-code.ts";

/**
 * Brute-force protection: attempts per client and per number, and lock-outs after wrong codes:
 * five from one client for one number, ten from one client, twenty for one number from anywhere
 * (so a stranger cannot lock someone's recharges out with five tries, but a spread-out attack is
 * still capped).
 */
export const VOUCHER_RULES = {
  attemptsPerClient: { name: "voucher:client", limit: 30, windowMs: 15 * 60_000 },
  attemptsPerNumber: { name: "voucher:msisdn", limit: 30, windowMs: 15 * 60_000 },
  failuresPerNumberAndClient: { name: "voucher-fail:msisdn-client", limit: 5, windowMs: 30 * 60_000 },
  failuresPerClient: { name: "voucher-fail:client", limit: 10, windowMs: 30 * 60_000 },
  failuresPerNumber: { name: "voucher-fail:msisdn", limit: 20, windowMs: 30 * 60_000 },
} satisfies Record<string, RateRule>;

/** The demo cards' batch: their codes are public, so outside demo mode they do not redeem. */
export const DEMO_VOUCHER_BATCH = "DEMO-2026";

export type VoucherContext = DbContext & {
  pepper: string;
  limiter: RateLimiter;
  /** The caller's network address (rate limits). */
  client: string;
  /** Demo mode: the published demo cards work. */
  demoMode?: boolean;
  now?: Date;
};

/** Why a code did not redeem, told apart only after the conditional update found nothing. */
async function refusal(ctx: VoucherContext, codeHash: string, now: Date): Promise<DomainError> {
  const [card] = await ctx.db
    .select({ state: vouchers.state, expiresAt: vouchers.expiresAt })
    .from(vouchers)
    .where(eq(vouchers.codeHash, codeHash));
  const code =
    !card || card.state === "void"
      ? "voucher_invalid"
      : card.state === "redeemed"
        ? "voucher_used"
        : card.expiresAt <= now
          ? "voucher_expired"
          : "voucher_invalid";
  return new DomainError("invalid", code, { field: "code" });
}

/**
 * Redeems a scratch card for any line of the network, once per idempotency key. The card moves
 * from active to redeemed in one conditional update, so of any number of concurrent attempts on
 * one card exactly one succeeds; the credit, the ledger entry, the notice and the SMS receipt
 * commit with it or not at all.
 */
export async function redeemVoucher(
  ctx: VoucherContext,
  input: { msisdn: string; code: string; idempotencyKey: string; accountId: string | null },
) {
  const now = ctx.now ?? new Date();
  await consumeRate(ctx.limiter, VOUCHER_RULES.attemptsPerClient, ctx.client, now);
  await consumeRate(ctx.limiter, VOUCHER_RULES.attemptsPerNumber, input.msisdn, now);
  const budgets = [
    failureBudget(ctx.limiter, VOUCHER_RULES.failuresPerNumberAndClient, `${input.msisdn}|${ctx.client}`, LOCKED),
    failureBudget(ctx.limiter, VOUCHER_RULES.failuresPerClient, ctx.client, LOCKED),
    failureBudget(ctx.limiter, VOUCHER_RULES.failuresPerNumber, input.msisdn, LOCKED),
  ];
  const taken: typeof budgets = [];
  try {
    for (const budget of budgets) {
      await budget.take(now);
      taken.push(budget);
    }
    const result = await redeem(ctx, input, now);
    for (const budget of taken) await budget.giveBack(now);
    return result;
  } catch (error) {
    // Only a wrong code counts against the budgets; anything else is given back.
    const wrongCode = error instanceof DomainError && error.code.startsWith("voucher_") && error.code !== LOCKED;
    if (!wrongCode) for (const budget of taken) await budget.giveBack(now);
    throw error;
  }
}

const LOCKED = "voucher_locked";

async function redeem(
  ctx: VoucherContext,
  input: { msisdn: string; code: string; idempotencyKey: string; accountId: string | null },
  now: Date,
) {
  const line = await lineForMoney(ctx.db, input.msisdn);
  const codeHash = voucherHash(ctx.pepper, input.code);
  const scope = input.accountId ? `account:${input.accountId}` : "anonymous";
  return ctx.db.transaction((tx) =>
    once<VoucherRecharge>(tx, scope, input.idempotencyKey, { msisdn: line.msisdn, codeHash }, async () => {
      const [card] = await tx
        .update(vouchers)
        .set({ state: "redeemed", redeemedAt: now, redeemedLineId: line.id })
        .where(
          and(
            eq(vouchers.codeHash, codeHash),
            eq(vouchers.state, "active"),
            gt(vouchers.expiresAt, now),
            ctx.demoMode ? undefined : ne(vouchers.batchId, DEMO_VOUCHER_BATCH),
          ),
        )
        .returning({ serial: vouchers.serial, valueIqd: vouchers.valueIqd, batchId: vouchers.batchId });
      if (!card) throw await refusal({ ...ctx, db: tx }, codeHash, now);
      const details = { voucher: card.serial, batch: card.batchId };
      const balanceIqd = await creditLine(tx, line, card.valueIqd, details, now);
      await sendReceipt(tx, {
        line,
        kind: line.billing === "prepaid" ? "recharge" : "bill",
        amountIqd: card.valueIqd,
        balanceIqd,
        reference: card.serial,
        locale: ctx.locale,
        at: now,
      });
      const own = input.accountId !== null && (await holderOf(tx, line.id)) === input.accountId;
      return {
        status: 201,
        body: {
          reference: card.serial,
          msisdnMasked: maskMsisdn(line.msisdn),
          amountIqd: card.valueIqd,
          balanceIqd: own ? balanceIqd : null,
          redeemedAt: now.toISOString(),
        },
      };
    }),
  );
}
