/**
 * The credit advance (Kafoo): an eligible prepaid line borrows one of a few fixed amounts; the
 * amount is credited now and amount plus fee are owed in the advance's own ledger, repaid first
 * from the next recharges (advance-debt.ts), so the main balance never goes below zero.
 */
import { randomUUID } from "node:crypto";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { KafooConfig } from "../../config/kafoo-config.ts";
import type { AdvanceResult } from "../../contracts/api/kafoo.ts";
import type { AdvanceRefusal } from "../../contracts/kafoo.ts";
import type { Db } from "../../db/client.server.ts";
import { ledgerEntries, lineBalances, lines } from "../../db/schema/index.ts";
import { actorOf, type ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { once, type Stored } from "../idempotency/idempotency.ts";
import { ownedLine } from "../lines/line-access.ts";
import { credit, ensureBalance } from "../lines/money.ts";
import { notify } from "../notifications/notifications.ts";
import { enqueueSms } from "../sms/outbox.ts";
import { lockDebt, moveDebt, outstandingOf } from "./advance-debt.ts";
import { holderOfLine, kafooSms } from "./line-holder.ts";
import { assertRunning } from "./service-switch.ts";

const DAY_MS = 24 * 60 * 60_000;

/** The fee of an advance: a share of the amount, rounded up to whole dinars. */
export const advanceFee = (rules: KafooConfig["advance"], amountIqd: number) =>
  Math.ceil((amountIqd * rules.feePercent) / 100);

export const advanceOffers = (rules: KafooConfig["advance"]) =>
  rules.amounts.map((amountIqd) => {
    const feeIqd = advanceFee(rules, amountIqd);
    return { amountIqd, feeIqd, repayIqd: amountIqd + feeIqd };
  });

/** Recharges that count towards eligibility: cards and online payments, and credit received. */
async function rechargesSince(db: Db, lineId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.lineId, lineId),
        inArray(ledgerEntries.kind, ["recharge", "transfer_in"]),
        gte(ledgerEntries.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Why the line may not take an advance now, or null: prepaid and active, nothing owed, long
 * enough on the network and recharged often enough in the last 90 days (configuration).
 */
export async function advanceRefusal(
  db: Db,
  rules: KafooConfig["advance"],
  line: { id: string; billing: string; kind: string; status: string },
  now: Date,
): Promise<AdvanceRefusal | null> {
  if (line.billing !== "prepaid" || line.kind !== "mobile") return "not_prepaid";
  if (line.status !== "active") return "not_active";
  if ((await outstandingOf(db, line.id)) > 0) return "outstanding";
  const [joined] = await db.select({ at: lines.createdAt }).from(lines).where(eq(lines.id, line.id));
  if (!joined || now.getTime() - joined.at.getTime() < rules.minDays * DAY_MS) return "too_new";
  if ((await rechargesSince(db, line.id, new Date(now.getTime() - 90 * DAY_MS))) < rules.minRecharges) {
    return "few_recharges";
  }
  return null;
}

/**
 * Grants an advance once per key. In one transaction: the balance row then the debt row locked
 * (the order every recharge takes too), eligibility checked under the lock (so two parallel
 * requests cannot both borrow), the amount credited (ledger kind `advance`), the debt raised by
 * amount and fee (`granted`, `fee`), and the holder told in myzain and by SMS.
 */
export async function takeAdvance({
  ctx,
  input,
}: ServiceCall<{ lineId: string; amountIqd: number; idempotencyKey: string }>): Promise<Stored<AdvanceResult>> {
  const { now } = ctx;
  const { accountId } = actorOf(ctx);
  await assertRunning(ctx.db, "credit_advance");
  const rules = ctx.env.config.kafoo.advance;
  const line = await ownedLine(ctx.db, actorOf(ctx), input.lineId);
  if (!rules.amounts.includes(input.amountIqd)) {
    throw new DomainError("invalid", "kafoo_advance_amount", { field: "amountIqd" });
  }
  await ensureBalance(ctx.db, line);
  const request = { advance: true, lineId: line.id, amountIqd: input.amountIqd };
  return ctx.db.transaction((tx) =>
    once<AdvanceResult>(tx, `account:${accountId}`, input.idempotencyKey, request, async () => {
      await tx.select().from(lineBalances).where(eq(lineBalances.lineId, line.id)).for("update");
      await lockDebt(tx, line.id);
      const refusal = await advanceRefusal(tx, rules, line, now);
      if (refusal) {
        throw new DomainError("conflict", `kafoo_advance_${refusal}`, {
          days: rules.minDays,
          recharges: rules.minRecharges,
        });
      }
      const reference = randomUUID();
      const feeIqd = advanceFee(rules, input.amountIqd);
      const details = { advance: reference, fee: feeIqd };
      const balanceIqd = await credit(tx, line.id, input.amountIqd, { kind: "advance", details, at: now });
      await moveDebt(tx, line.id, "granted", input.amountIqd, { advance: reference }, now);
      const outstandingIqd =
        feeIqd > 0 ? await moveDebt(tx, line.id, "fee", feeIqd, { advance: reference }, now) : input.amountIqd;
      await notify(tx, {
        accountId,
        lineId: line.id,
        kind: "advance_granted",
        params: { amount: input.amountIqd, total: outstandingIqd, balance: balanceIqd },
        dedupeKey: `advance:${reference}`,
        at: now,
      });
      const body = kafooSms(await holderOfLine(tx, line.id), "sms.kafoo.advanceGranted", {
        amount: input.amountIqd,
        outstanding: outstandingIqd,
        balance: balanceIqd,
      });
      await enqueueSms(tx, line.msisdn, body);
      return {
        status: 201,
        body: {
          reference,
          amountIqd: input.amountIqd,
          feeIqd,
          outstandingIqd,
          balanceIqd,
          at: now.toISOString(),
        },
      };
    }),
  );
}
