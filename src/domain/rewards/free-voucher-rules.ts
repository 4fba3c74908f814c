import { and, eq, gt, gte, inArray } from "drizzle-orm";
import type { FreeVoucherOffer } from "../../contracts/api/rewards.ts";
import { baghdadToday } from "../../contracts/business-time.ts";
import type { Db } from "../../db/client.server.ts";
import { type freeVoucherCampaigns, freeVoucherClaims, ledgerEntries, lines } from "../../db/schema/index.ts";

export type CampaignRow = typeof freeVoucherCampaigns.$inferSelect;
export type Reason = NonNullable<FreeVoucherOffer["reason"]>;

const DAY = 86_400_000;

/** A campaign's period: the Baghdad calendar month, so "one a month" means the customer's month. */
export const periodOf = (now: Date) => baghdadToday(now).slice(0, 7);

export const campaignRunning = (c: CampaignRow, now: Date) => c.startsAt <= now && (!c.endsAt || c.endsAt > now);

/**
 * Why a line cannot claim the campaign's voucher now, or null when it can. The rules are the
 * campaign's data (content/rewards/catalogue.json, docs/decisions/057-rewards.md): in service, old
 * enough, a recharge or payment lately, and not claimed yet this month. The caller has checked
 * the line's billing is one the campaign is for.
 */
export async function whyNot(
  db: Db,
  campaign: CampaignRow,
  line: { id: string; status: string },
  now: Date,
): Promise<Reason | null> {
  const [claimed] = await db
    .select({ id: freeVoucherClaims.id })
    .from(freeVoucherClaims)
    .where(
      and(
        eq(freeVoucherClaims.campaignSlug, campaign.slug),
        eq(freeVoucherClaims.lineId, line.id),
        eq(freeVoucherClaims.period, periodOf(now)),
      ),
    );
  if (claimed) return "claimed";
  if (line.status !== "active") return "line_not_in_service";
  const [row] = await db.select({ createdAt: lines.createdAt }).from(lines).where(eq(lines.id, line.id));
  if (!row || row.createdAt.getTime() > now.getTime() - campaign.rules.minLineAgeDays * DAY) return "line_too_new";
  const [active] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.lineId, line.id),
        inArray(ledgerEntries.kind, ["recharge", "payment"]),
        gt(ledgerEntries.amountIqd, 0),
        gte(ledgerEntries.createdAt, new Date(now.getTime() - campaign.rules.activityDays * DAY)),
      ),
    )
    .limit(1);
  return active ? null : "no_recent_activity";
}
