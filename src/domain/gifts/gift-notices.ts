import { and, eq } from "drizzle-orm";
import { formatMsisdn, maskMsisdn } from "../../contracts/msisdn.ts";
import type { Db } from "../../db/client.server.ts";
import { offerings, offeringTranslations } from "../../db/schema/index.ts";
import { translate } from "../../i18n/catalogue.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import { brandInSms, notify } from "../notifications/notifications.ts";
import { enqueueSms } from "../sms/outbox.ts";
import type { Recipient } from "./recipient.ts";

export type GiftNotice = {
  payer: { accountId: string; lineId: string; msisdn: string };
  recipient: Recipient;
  offering: { slug: string; priceIqd: number };
  subscriptionId: string;
  endsAt: Date | null;
  at: Date;
};

/**
 * Tells both sides, in the gift's transaction. The recipient learns who sent it by the sender's
 * number (which a call would show anyway), never the sender's name; the payer's notice names the
 * recipient by a masked number only. The SMS is in the language of the account holding the
 * recipient's line, Arabic when no one holds it, and is sent whatever the alert settings: it is
 * the only way a recipient without myzain learns of the bundle.
 */
export async function tellGift(tx: Db, g: GiftNotice): Promise<void> {
  const dedupeKey = `gift:${g.subscriptionId}`;
  await notify(tx, {
    accountId: g.payer.accountId,
    lineId: g.payer.lineId,
    kind: "gift_sent",
    params: { offering: g.offering.slug, price: g.offering.priceIqd, msisdn: maskMsisdn(g.recipient.msisdn) },
    dedupeKey,
    at: g.at,
  });
  if (g.recipient.holder) {
    await notify(tx, {
      accountId: g.recipient.holder.accountId,
      lineId: g.recipient.id,
      kind: "gift_received",
      params: {
        offering: g.offering.slug,
        msisdn: formatMsisdn(g.payer.msisdn),
        ...(g.endsAt ? { endsAt: g.endsAt.toISOString() } : {}),
      },
      dedupeKey,
      at: g.at,
    });
  }
  const language: LocaleCode = g.recipient.holder?.language ?? "ar";
  const body = translate(language, g.endsAt ? "sms.gift.received" : "sms.gift.receivedOpen", {
    brand: brandInSms(language),
    // One run of digits, so the number reads the same way inside Arabic or Kurdish text.
    sender: `0${g.payer.msisdn.slice(3)}`,
    offering: await offeringName(tx, g.offering.slug, language),
    date: g.endsAt ? baghdadDate(g.endsAt) : "",
  });
  await enqueueSms(tx, g.recipient.msisdn, body);
}

async function offeringName(db: Db, slug: string, locale: LocaleCode): Promise<string> {
  const [row] = await db
    .select({ name: offeringTranslations.name })
    .from(offerings)
    .innerJoin(
      offeringTranslations,
      and(eq(offeringTranslations.offeringId, offerings.id), eq(offeringTranslations.locale, locale)),
    )
    .where(eq(offerings.slug, slug));
  return row?.name ?? slug;
}

/** The Baghdad calendar day an instant falls on, as 2026-12-27: unambiguous in every language. */
const baghdadDate = (at: Date) => new Date(at.getTime() + 3 * 60 * 60_000).toISOString().slice(0, 10);
