import { and, eq, gt } from "drizzle-orm";
import { maskMsisdn } from "../../contracts/msisdn.ts";
import { vouchers } from "../../db/schema/index.ts";
import { consumeRate, failureLock, type RateLimiter, type RateRule } from "../auth/rate-limit.ts";
import type { ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { once } from "../lines/idempotency.ts";
import { holderOf } from "../lines/line-access.ts";
import { creditLine, lineForMoney, sendReceipt } from "../payments/money-in.ts";
import { voucherHash } from "./voucher-code.ts";

/** Brute-force protection: attempts per client and per number, and a lock-out after wrong codes. */
export const VOUCHER_RULES = {
  attemptsPerClient: { name: "voucher:client", limit: 30, windowMs: 15 * 60_000 },
  attemptsPerNumber: { name: "voucher:msisdn", limit: 15, windowMs: 15 * 60_000 },
  failuresPerNumber: { name: "voucher-fail:msisdn", limit: 5, windowMs: 30 * 60_000 },
  failuresPerClient: { name: "voucher-fail:client", limit: 10, windowMs: 30 * 60_000 },
} satisfies Record<string, RateRule>;

export type VoucherContext = ServiceContext & {
  pepper: string;
  limiter: RateLimiter;
  /** The caller's network address (rate limits). */
  client: string;
  now?: Date;
};

export type VoucherRecharge = {
  reference: string;
  msisdnMasked: string;
  amountIqd: number;
  /** Only for the signed-in holder of the line: a relative's balance is theirs to know. */
  balanceIqd: number | null;
  redeemedAt: string;
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
  const numberLock = failureLock(ctx.limiter, VOUCHER_RULES.failuresPerNumber, input.msisdn, "voucher_locked");
  const clientLock = failureLock(ctx.limiter, VOUCHER_RULES.failuresPerClient, ctx.client, "voucher_locked");
  await numberLock.check(now);
  await clientLock.check(now);
  await consumeRate(ctx.limiter, VOUCHER_RULES.attemptsPerClient, ctx.client, now);
  await consumeRate(ctx.limiter, VOUCHER_RULES.attemptsPerNumber, input.msisdn, now);

  const line = await lineForMoney(ctx.db, input.msisdn);
  const codeHash = voucherHash(ctx.pepper, input.code);
  const scope = input.accountId ? `account:${input.accountId}` : "anonymous";
  try {
    return await ctx.db.transaction((tx) =>
      once<VoucherRecharge>(tx, scope, input.idempotencyKey, { msisdn: line.msisdn, codeHash }, async () => {
        const [card] = await tx
          .update(vouchers)
          .set({ state: "redeemed", redeemedAt: now, redeemedLineId: line.id })
          .where(and(eq(vouchers.codeHash, codeHash), eq(vouchers.state, "active"), gt(vouchers.expiresAt, now)))
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
  } catch (error) {
    if (error instanceof DomainError && error.code.startsWith("voucher_")) {
      await numberLock.fail(now);
      await clientLock.fail(now);
    }
    throw error;
  }
}
