import { and, desc, eq, inArray } from "drizzle-orm";
import type { RedemptionView } from "../../contracts/api/rewards.ts";
import type { Db } from "../../db/client.server.ts";
import {
  lines,
  offerings,
  offeringTranslations,
  rewardCodes,
  rewardRedemptions,
  rewards,
  subscriptions,
} from "../../db/schema/index.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import { actorOf, type ServiceCall } from "../context.ts";
import { rewardText } from "./rewards-rows.ts";
import { openCode } from "./sealed-code.ts";

type Scope = { db: Db; accountId: string; locale: LocaleCode; pepper: string };

/**
 * The account's redemptions as the customer sees them, newest first (or just `ids`): the bundle
 * and until when, the credit, and a partner code opened for its owner only.
 */
export async function redemptionViews(
  { db, accountId, locale, pepper }: Scope,
  ids?: string[],
): Promise<RedemptionView[]> {
  const rows = await db
    .select({
      r: rewardRedemptions,
      reward: { slug: rewards.slug, kind: rewards.kind, texts: rewards.texts },
      line: { id: lines.id, msisdn: lines.msisdn },
      code: { sealed: rewardCodes.codeSealed, expiresAt: rewardCodes.expiresAt },
      bundle: { endsAt: subscriptions.endsAt, name: offeringTranslations.name },
    })
    .from(rewardRedemptions)
    .innerJoin(rewards, eq(rewards.slug, rewardRedemptions.rewardSlug))
    .leftJoin(lines, eq(lines.id, rewardRedemptions.lineId))
    .leftJoin(rewardCodes, eq(rewardCodes.redemptionId, rewardRedemptions.id))
    .leftJoin(subscriptions, eq(subscriptions.id, rewardRedemptions.subscriptionId))
    .leftJoin(offerings, eq(offerings.slug, subscriptions.offeringSlug))
    .leftJoin(
      offeringTranslations,
      and(eq(offeringTranslations.offeringId, offerings.id), eq(offeringTranslations.locale, locale)),
    )
    .where(and(eq(rewardRedemptions.accountId, accountId), ids ? inArray(rewardRedemptions.id, ids) : undefined))
    .orderBy(desc(rewardRedemptions.createdAt), desc(rewardRedemptions.id))
    .limit(100);
  return rows.map(({ r, reward, line, code, bundle }) => {
    const text = rewardText(reward, locale);
    return {
      id: r.id,
      reward: { slug: reward.slug, kind: reward.kind, name: text.name, partner: text.partner },
      points: r.points,
      line,
      bundle: bundle?.name ? { name: bundle.name ?? "", endsAt: bundle.endsAt?.toISOString() ?? null } : null,
      creditIqd: typeof r.details.creditIqd === "number" ? r.details.creditIqd : null,
      code: code ? openCode(pepper, code.sealed) : null,
      codeExpiresAt: code?.expiresAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

/** GET /rewards/redemptions. */
export async function listRedemptions({ ctx }: ServiceCall): Promise<RedemptionView[]> {
  const { accountId } = actorOf(ctx);
  return redemptionViews({ db: ctx.db, accountId, locale: ctx.locale, pepper: ctx.env.config.secrets.voucherPepper });
}
