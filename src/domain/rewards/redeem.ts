import { and, eq, gt, sql } from "drizzle-orm";
import type { RedeemResult } from "../../contracts/api/rewards.ts";
import { rewardNeedsLine } from "../../contracts/rewards.ts";
import type { Db } from "../../db/client.server.ts";
import { rewardRedemptions, rewards } from "../../db/schema/index.ts";
import { actorOf, type ServiceCall, type ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { once, type Stored } from "../idempotency/idempotency.ts";
import { type OwnedLine, ownedLine } from "../lines/line-access.ts";
import { spendPoints } from "../points/ledger.ts";
import { grantReward } from "./grant.ts";
import { redemptionViews } from "./history.ts";
import { lineMisfit, rewardOffering } from "./line-fit.ts";
import { tellRedeemed } from "./notices.ts";
import { checkDates, lockPoints, type RewardRow, redeemedCount, rewardRow } from "./rewards-rows.ts";

export type RedeemInput = { reward: string; lineId?: string | undefined; idempotencyKey: string };

/** The line a bundle or bill discount goes to: the customer's own, and one the reward fits. */
async function targetLine(ctx: ServiceContext, tx: Db, reward: RewardRow, lineId?: string) {
  if (!rewardNeedsLine(reward.kind)) return null;
  if (!lineId) throw new DomainError("invalid", "reward_line_required", { field: "lineId" });
  const line = await ownedLine(tx, actorOf(ctx), lineId);
  const misfit = lineMisfit(reward, await rewardOffering(tx, reward, ctx.locale, ctx.now), line);
  if (misfit) throw new DomainError("conflict", misfit);
  return line;
}

/** Takes one from stock in one conditional update: of concurrent redemptions only as many as stock succeed. */
async function takeStock(tx: Db, slug: string) {
  const [taken] = await tx
    .update(rewards)
    .set({ stock: sql`${rewards.stock} - 1` })
    .where(and(eq(rewards.slug, slug), gt(rewards.stock, 0)))
    .returning({ stock: rewards.stock });
  if (!taken) throw new DomainError("conflict", "reward_out_of_stock");
}

/**
 * Redeems points for a reward, once per idempotency key, in one transaction: the customer's
 * points row is locked first (their redemptions queue, so the per-customer limit holds), then
 * dates, line, limit and points are checked, stock taken, the redemption recorded, the points
 * spent (event `redemption:<id>`), the reward granted and the customer told. Any refusal or
 * failure leaves points, stock, codes and balances as they were.
 */
export async function redeemReward({ ctx, input }: ServiceCall<RedeemInput>): Promise<Stored<RedeemResult>> {
  const { now, locale } = ctx;
  const { accountId } = actorOf(ctx);
  const request = { reward: input.reward, lineId: input.lineId ?? null };
  return ctx.db.transaction((tx) =>
    once<RedeemResult>(tx, `account:${accountId}`, input.idempotencyKey, request, async () => {
      const balance = await lockPoints(tx, accountId);
      const reward = await rewardRow(tx, input.reward);
      checkDates(reward, now);
      const line: OwnedLine | null = await targetLine(ctx, tx, reward, input.lineId);
      if (
        reward.perCustomerLimit !== null &&
        (await redeemedCount(tx, accountId, reward.slug)) >= reward.perCustomerLimit
      )
        throw new DomainError("conflict", "reward_limit_reached", { limit: reward.perCustomerLimit });
      if (balance < reward.pointsCost)
        throw new DomainError("conflict", "insufficient_points", {
          points: reward.pointsCost,
          balance,
          needed: reward.pointsCost - balance,
        });
      await takeStock(tx, reward.slug);
      const [redemption] = await tx
        .insert(rewardRedemptions)
        .values({
          accountId,
          rewardSlug: reward.slug,
          lineId: line?.id ?? null,
          points: reward.pointsCost,
          createdAt: now,
        })
        .returning({ id: rewardRedemptions.id });
      if (!redemption) throw new Error("redemption not recorded");
      const spent = await spendPoints(tx, {
        accountId,
        event: `redemption:${redemption.id}`,
        points: reward.pointsCost,
        details: { reward: reward.slug },
        at: now,
      });
      const granted = await grantReward(tx, { reward, redemptionId: redemption.id, line, locale, now });
      await tx
        .update(rewardRedemptions)
        .set({
          details: granted,
          subscriptionId: typeof granted.subscription === "string" ? granted.subscription : null,
        })
        .where(eq(rewardRedemptions.id, redemption.id));
      await tellRedeemed(tx, { accountId, redemptionId: redemption.id, reward, line, balance: spent.balance, now });
      const [view] = await redemptionViews(
        { db: tx, accountId, locale, pepper: ctx.env.config.secrets.voucherPepper },
        [redemption.id],
      );
      if (!view) throw new Error("redemption not found after recording it");
      return { status: 201, body: { redemption: view, balance: spent.balance } };
    }),
  );
}
