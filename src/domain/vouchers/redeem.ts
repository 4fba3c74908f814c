import { and, eq, gt, isNull, ne, or } from "drizzle-orm";
import type { VoucherRecharge } from "../../contracts/api/payments.ts";
import { maskMsisdn } from "../../contracts/msisdn.ts";
import type { VoucherRedeem } from "../../contracts/payments.ts";
import type { Db } from "../../db/client.server.ts";
import { vouchers } from "../../db/schema/index.ts";
import { parseMsisdn } from "../auth/lines.ts";
import type { ServiceCall, ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { once } from "../idempotency/idempotency.ts";
import { consumeRate, failureBudget, type RateRule } from "../limits/rate-limiter.ts";
import { holderOf } from "../lines/line-access.ts";
import { lineForMoney, rechargeLine, sendReceipt } from "../payments/money-in.ts";
import { earnForMoneyIn } from "../points/earn.ts";
import { bundleCard } from "./bundle-card.ts";
import { provesLine } from "./line-proof.ts";
import { voucherHash } from "./voucher-code.ts";

/**
 * Brute-force protection: attempts per client and per number, and lock-outs after wrong codes:
 * five from one client for one number, ten from one client, twenty for one number from anywhere
 * (so a stranger cannot lock someone's recharges out with five tries, but a spread-out attack is
 * still capped). The two per-number rules do not hold back whoever proves the line is theirs
 * (`provesLine`): a stranger with four addresses could otherwise lock the holder out.
 */
export const VOUCHER_RULES = {
  attemptsPerClient: { name: "voucher:client", limit: 30, windowMs: 15 * 60_000, durable: true },
  attemptsPerNumber: { name: "voucher:msisdn", limit: 30, windowMs: 15 * 60_000, durable: true },
  failuresPerNumberAndClient: { name: "voucher-fail:msisdn-client", limit: 5, windowMs: 30 * 60_000, durable: true },
  failuresPerClient: { name: "voucher-fail:client", limit: 10, windowMs: 30 * 60_000, durable: true },
  failuresPerNumber: { name: "voucher-fail:msisdn", limit: 20, windowMs: 30 * 60_000, durable: true },
} satisfies Record<string, RateRule>;

/** The demo cards' batch: their codes are public, so outside demo mode they do not redeem. */
export const DEMO_VOUCHER_BATCH = "DEMO-2026";

/** Why a code did not redeem, told apart only after the conditional update found nothing. */
async function refusal(db: Db, codeHash: string, lineId: string, now: Date): Promise<DomainError> {
  const [card] = await db
    .select({ state: vouchers.state, expiresAt: vouchers.expiresAt, lineId: vouchers.lineId })
    .from(vouchers)
    .where(eq(vouchers.codeHash, codeHash));
  const code =
    !card || card.state === "void"
      ? "voucher_invalid"
      : card.state === "redeemed"
        ? "voucher_used"
        : card.expiresAt <= now
          ? "voucher_expired"
          : card.lineId !== null && card.lineId !== lineId
            ? "voucher_other_line"
            : "voucher_invalid";
  return new DomainError("invalid", code, { field: "code" });
}

/**
 * Redeems a scratch card for any line of the network, once per idempotency key. The card moves
 * from active to redeemed in one conditional update, so of any number of concurrent attempts on
 * one card exactly one succeeds; the credit, the ledger entry, the notice and the SMS receipt
 * commit with it or not at all.
 */
export async function redeemVoucher({
  ctx,
  input: asked,
}: ServiceCall<VoucherRedeem & { idempotencyKey: string }>): Promise<{ replayed: boolean; body: VoucherRecharge }> {
  const input: Redemption = {
    msisdn: parseMsisdn(asked.msisdn, ctx.env.config.auth.mobilePrefixes),
    code: asked.code,
    idempotencyKey: asked.idempotencyKey,
  };
  const { now } = ctx;
  const { limiter } = ctx.env;
  await consumeRate(limiter, VOUCHER_RULES.attemptsPerClient, ctx.client, now);
  const known = await provesLine(ctx, input.msisdn, asked.proof);
  if (!known) await numberAttempt(ctx, input.msisdn);
  const budgets = [
    failureBudget(limiter, VOUCHER_RULES.failuresPerNumberAndClient, `${input.msisdn}|${ctx.client}`, LOCKED),
    failureBudget(limiter, VOUCHER_RULES.failuresPerClient, ctx.client, LOCKED),
    ...(known ? [] : [failureBudget(limiter, VOUCHER_RULES.failuresPerNumber, input.msisdn, NUMBER_LOCKED)]),
  ];
  const taken: typeof budgets = [];
  try {
    for (const budget of budgets) {
      await budget.take(now);
      taken.push(budget);
    }
    const result = await redeem(ctx, input);
    for (const budget of taken) await budget.giveBack(now);
    return result;
  } catch (error) {
    // Only a wrong code counts against the budgets; anything else is given back.
    const wrongCode =
      error instanceof DomainError &&
      error.code.startsWith("voucher_") &&
      error.code !== LOCKED &&
      error.code !== NUMBER_LOCKED;
    if (!wrongCode) for (const budget of taken) await budget.giveBack(now);
    throw error;
  }
}

const LOCKED = "voucher_locked";
/**
 * The number's own lock: unlike the client's, it is lifted by proving the line (an SMS code), so
 * clients tell it apart to offer that way out.
 */
export const NUMBER_LOCKED = "voucher_number_locked";

/** One attempt on the number, refused as the number's lock once the window is full. */
async function numberAttempt(ctx: ServiceContext, msisdn: string) {
  try {
    await consumeRate(ctx.env.limiter, VOUCHER_RULES.attemptsPerNumber, msisdn, ctx.now);
  } catch (error) {
    if (!(error instanceof DomainError && error.kind === "rate_limited")) throw error;
    throw new DomainError("rate_limited", NUMBER_LOCKED, error.details);
  }
}

/** The card and the number (normalized) to put its value on. */
type Redemption = { msisdn: string; code: string; idempotencyKey: string };

async function redeem(ctx: ServiceContext, input: Redemption) {
  const { now } = ctx;
  const accountId = ctx.actor?.accountId ?? null;
  const line = await lineForMoney(ctx.db, input.msisdn);
  const codeHash = voucherHash(ctx.env.config.secrets.voucherPepper, input.code);
  const scope = accountId ? `account:${accountId}` : "anonymous";
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
            // A personal card (a free voucher) redeems only on its own line.
            or(isNull(vouchers.lineId), eq(vouchers.lineId, line.id)),
            ctx.env.config.demoMode ? undefined : ne(vouchers.batchId, DEMO_VOUCHER_BATCH),
          ),
        )
        .returning({
          serial: vouchers.serial,
          valueIqd: vouchers.valueIqd,
          batchId: vouchers.batchId,
          offeringSlug: vouchers.offeringSlug,
        });
      if (!card) throw await refusal(tx, codeHash, line.id, now);
      if (card.offeringSlug) return bundleCard(ctx, tx, { line, serial: card.serial, offering: card.offeringSlug });
      const details = { voucher: card.serial, batch: card.batchId };
      const { balanceIqd, advanceRepaidIqd } = await rechargeLine(tx, line, card.valueIqd, details, now);
      await earnForMoneyIn(tx, {
        lineId: line.id,
        amountIqd: card.valueIqd,
        event: `voucher:${card.serial}`,
        source: line.billing === "prepaid" ? "recharge" : "bill",
        online: false,
        at: now,
      });
      await sendReceipt(tx, {
        line,
        kind: line.billing === "prepaid" ? "recharge" : "bill",
        amountIqd: card.valueIqd,
        balanceIqd,
        reference: card.serial,
        locale: ctx.locale,
        at: now,
      });
      const own = accountId !== null && (await holderOf(tx, line.id)) === accountId;
      return {
        status: 201,
        body: {
          reference: card.serial,
          msisdnMasked: maskMsisdn(line.msisdn),
          amountIqd: card.valueIqd,
          balanceIqd: own ? balanceIqd : null,
          // Only the holder learns that the line owed an advance.
          advanceRepaidIqd: own && advanceRepaidIqd > 0 ? advanceRepaidIqd : null,
          bundle: null,
          redeemedAt: now.toISOString(),
        },
      };
    }),
  );
}
