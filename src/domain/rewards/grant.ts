import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { rewardCodes } from "../../db/schema/index.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import { allocatePayment } from "../bills/bills.ts";
import { grantBundle } from "../bundles/grant.ts";
import { DomainError } from "../errors.ts";
import type { OwnedLine } from "../lines/line-access.ts";
import { credit, ensureBalance } from "../lines/money.ts";
import type { RewardRow } from "./rewards-rows.ts";

/** What a redemption gave, kept in its `details`. */
export type Granted = Record<string, string | number>;

type Grant = { reward: RewardRow; redemptionId: string; line: OwnedLine | null; locale: LocaleCode; now: Date };

/**
 * Gives the customer the reward, in the redemption's transaction: a bundle on the line, a credit
 * on a postpaid line's money ledger, the next free partner code, or nothing more for a donation
 * (the redemption is the record, and the charity's total is their sum).
 */
export async function grantReward(tx: Db, g: Grant): Promise<Granted> {
  const { reward, line } = g;
  if (reward.kind === "bundle") {
    if (!line || !reward.offeringSlug) throw new Error(`reward ${reward.slug} has no line or offering`);
    const bundle = await grantBundle(tx, { line, offering: reward.offeringSlug, locale: g.locale, now: g.now });
    return { subscription: bundle.subscriptionId, offering: bundle.offering.slug };
  }
  if (reward.kind === "bill_discount") {
    if (!line || !reward.creditIqd) throw new Error(`reward ${reward.slug} has no line or credit`);
    await ensureBalance(tx, line);
    await credit(tx, line.id, reward.creditIqd, {
      kind: "reward",
      details: { reward: reward.slug, redemption: g.redemptionId },
      at: g.now,
    });
    // Like a payment, the credit settles the line's unpaid bills first, so they read as paid.
    await allocatePayment(tx, line.id, reward.creditIqd, { source: "reward", reference: reward.slug, at: g.now });
    return { creditIqd: reward.creditIqd };
  }
  if (reward.kind === "partner_voucher") return { code: await takeCode(tx, reward.slug, g.redemptionId) };
  return {};
}

/**
 * The oldest free code of the reward, given to the redemption. Stock was taken first, so a code
 * is there unless the pool and the stock disagree; `skip locked` lets concurrent redemptions take
 * different codes instead of queuing on one.
 */
async function takeCode(tx: Db, slug: string, redemptionId: string): Promise<number> {
  const [code] = await tx
    .update(rewardCodes)
    .set({ redemptionId })
    .where(
      eq(
        rewardCodes.id,
        sql`(select ${rewardCodes.id} from ${rewardCodes} where ${rewardCodes.rewardSlug} = ${slug} and ${rewardCodes.redemptionId} is null order by ${rewardCodes.id} limit 1 for update skip locked)`,
      ),
    )
    .returning({ id: rewardCodes.id });
  if (!code) throw new DomainError("conflict", "reward_out_of_stock");
  return code.id;
}
