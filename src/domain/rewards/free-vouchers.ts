import { randomBytes, randomInt } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { ClaimedVoucher, FreeVoucherOffer, FreeVouchers } from "../../contracts/api/rewards.ts";
import { VOUCHER_CODE_LENGTH } from "../../contracts/payments.ts";
import type { Db } from "../../db/client.server.ts";
import { freeVoucherCampaigns, freeVoucherClaims, lines, voucherBatches, vouchers } from "../../db/schema/index.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import { findOffering } from "../catalogue/offerings.ts";
import { actorOf, type ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { once, type Stored } from "../idempotency/idempotency.ts";
import { accountLinesOf, ownedLine } from "../lines/line-access.ts";
import { voucherHash } from "../vouchers/voucher-code.ts";
import { type CampaignRow, campaignRunning, periodOf, whyNot } from "./free-voucher-rules.ts";
import { tellClaimed } from "./notices.ts";
import { openCode, sealCode } from "./sealed-code.ts";

/** Free vouchers are cards of their own batch, so the voucher report shows them apart from printed ones. */
export const FREE_VOUCHER_BATCH = "FREE-VOUCHERS";
const DAY = 86_400_000;

type Scope = { db: Db; accountId: string; locale: LocaleCode; pepper: string; now: Date };

async function claimedViews(s: Scope, id?: string): Promise<ClaimedVoucher[]> {
  const rows = await s.db
    .select({
      claim: freeVoucherClaims,
      campaign: freeVoucherCampaigns,
      card: vouchers,
      line: { id: lines.id, msisdn: lines.msisdn },
    })
    .from(freeVoucherClaims)
    .innerJoin(freeVoucherCampaigns, eq(freeVoucherCampaigns.slug, freeVoucherClaims.campaignSlug))
    .innerJoin(vouchers, eq(vouchers.id, freeVoucherClaims.voucherId))
    .innerJoin(lines, eq(lines.id, freeVoucherClaims.lineId))
    .where(and(eq(freeVoucherClaims.accountId, s.accountId), id ? eq(freeVoucherClaims.id, id) : undefined))
    .orderBy(desc(freeVoucherClaims.createdAt))
    .limit(50);
  const out: ClaimedVoucher[] = [];
  for (const { claim, campaign, card, line } of rows) {
    const offering = card.offeringSlug
      ? await findOffering({ db: s.db, locale: s.locale }, card.offeringSlug, s.now)
      : null;
    out.push({
      id: claim.id,
      campaign: campaign.slug,
      name: campaign.texts[s.locale].name,
      line,
      code: openCode(s.pepper, claim.codeSealed),
      serial: card.serial,
      expiresAt: card.expiresAt.toISOString(),
      state:
        card.state === "redeemed"
          ? "redeemed"
          : card.state === "active" && card.expiresAt > s.now
            ? "active"
            : "expired",
      gives: { offering: offering?.name ?? null, creditIqd: card.valueIqd > 0 ? card.valueIqd : null },
      createdAt: claim.createdAt.toISOString(),
    });
  }
  return out;
}

/** The campaigns running now, each offered to the customer's lines of its billings, and what they claimed. */
export async function listFreeVouchers({ ctx }: ServiceCall): Promise<FreeVouchers> {
  const { db, now, locale } = ctx;
  const { accountId } = actorOf(ctx);
  const campaigns = (await db.select().from(freeVoucherCampaigns)).filter((c) => campaignRunning(c, now));
  const owned = await accountLinesOf(db, actorOf(ctx));
  const offers: FreeVoucherOffer[] = [];
  for (const campaign of campaigns) {
    for (const line of owned.filter((l) => campaign.rules.billings.includes(l.billing))) {
      const reason = await whyNot(db, campaign, line, now);
      offers.push({
        campaign: campaign.slug,
        ...campaign.texts[locale],
        line: { id: line.id, msisdn: line.msisdn },
        validityDays: campaign.validityDays,
        claimable: reason === null,
        reason,
      });
    }
  }
  const scope = { db, accountId, locale, now, pepper: ctx.env.config.secrets.voucherPepper };
  return { offers, claimed: await claimedViews(scope) };
}

const newCode = () => Array.from({ length: VOUCHER_CODE_LENGTH }, () => randomInt(10)).join("");

async function campaignRow(db: Db, slug: string, now: Date): Promise<CampaignRow> {
  const [campaign] = await db.select().from(freeVoucherCampaigns).where(eq(freeVoucherCampaigns.slug, slug));
  if (!campaign) throw new DomainError("not_found", "free_voucher_not_found");
  if (!campaignRunning(campaign, now)) throw new DomainError("conflict", "free_voucher_ended");
  return campaign;
}

/**
 * Claims a campaign's voucher for one of the customer's lines, once per idempotency key and once
 * per line and month: the claim's unique index makes concurrent clicks (even with different keys)
 * give one voucher. The voucher is a card of its own (hashed like printed ones, for that line
 * only), redeemed through the card form; its code is sealed for the customer to read again.
 */
export async function claimFreeVoucher({
  ctx,
  input,
}: ServiceCall<{ campaign: string; lineId: string; idempotencyKey: string }>): Promise<Stored<ClaimedVoucher>> {
  const { now, locale } = ctx;
  const { accountId } = actorOf(ctx);
  const pepper = ctx.env.config.secrets.voucherPepper;
  const line = await ownedLine(ctx.db, actorOf(ctx), input.lineId);
  const request = { campaign: input.campaign, lineId: line.id };
  return ctx.db.transaction((tx) =>
    once<ClaimedVoucher>(tx, `account:${accountId}`, input.idempotencyKey, request, async () => {
      const campaign = await campaignRow(tx, input.campaign, now);
      if (!campaign.rules.billings.includes(line.billing))
        throw new DomainError("conflict", "free_voucher_not_for_line");
      const reason = await whyNot(tx, campaign, line, now);
      if (reason)
        throw new DomainError("conflict", reason === "claimed" ? "free_voucher_claimed" : `free_voucher_${reason}`);
      await tx
        .insert(voucherBatches)
        .values({ id: FREE_VOUCHER_BATCH, note: "free vouchers (issue 18)" })
        .onConflictDoNothing();
      const code = newCode();
      const expiresAt = new Date(now.getTime() + campaign.validityDays * DAY);
      const [card] = await tx
        .insert(vouchers)
        .values({
          codeHash: voucherHash(pepper, code),
          serial: `FV-${periodOf(now).replace("-", "")}-${randomBytes(5).toString("hex").toUpperCase()}`,
          batchId: FREE_VOUCHER_BATCH,
          valueIqd: campaign.creditIqd ?? 0,
          offeringSlug: campaign.offeringSlug,
          lineId: line.id,
          expiresAt,
          createdAt: now,
        })
        .returning({ id: vouchers.id });
      if (!card) throw new Error("voucher not created");
      const [claim] = await tx
        .insert(freeVoucherClaims)
        .values({
          campaignSlug: campaign.slug,
          lineId: line.id,
          accountId,
          period: periodOf(now),
          voucherId: card.id,
          codeSealed: sealCode(pepper, code),
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: freeVoucherClaims.id });
      if (!claim) throw new DomainError("conflict", "free_voucher_claimed");
      await tellClaimed(tx, { accountId, claimId: claim.id, names: campaign.texts, lineId: line.id, expiresAt, now });
      const [view] = await claimedViews({ db: tx, accountId, locale, pepper, now }, claim.id);
      if (!view) throw new Error("claim not found after recording it");
      return { status: 201, body: view };
    }),
  );
}
