import type { Offering } from "../../src/contracts/api/catalogue.ts";
import { useI18n } from "../lib/i18n.tsx";
import type { OfferAction } from "../lib/offer-pages.ts";
import { orderTarget } from "../lib/order-links.ts";
import { LocaleLink } from "./locale-link.tsx";

/** What a card shows of an offering. */
export type CardOffer = Pick<
  Offering,
  "slug" | "type" | "name" | "description" | "priceIqd" | "validityDays" | "allowances" | "audiences" | "tags"
>;

/**
 * Where each action leads; bundles are bought in myzain, which asks a signed-out visitor to sign in
 * first. SIMs, plans and phones are ordered online whatever the page asked for (order-links.ts).
 */
const actionTarget = (action: OfferAction, slug: string) =>
  action === "buy"
    ? `/myzain/hot-bundles?offer=${encodeURIComponent(slug)}`
    : action === "order"
      ? `/order?offering=${encodeURIComponent(slug)}`
      : `/business/contact-us?product=${encodeURIComponent(slug)}`;

/** Why a personal offer is shown to this line; `badge` marks one sent only to some lines. */
export type CardReason = { text: string; badge: string | null };

/** One offer: price, allowances, validity, who can buy it, and one action; a personal offer says why. */
export function OfferCard({
  offer,
  action,
  href,
  reason,
}: {
  offer: CardOffer;
  action: OfferAction;
  href?: string;
  reason?: CardReason;
}) {
  const { t, format } = useI18n();
  const { dataMb, onNetMinutes, offNetMinutes, sms, apps } = offer.allowances;
  const lines: string[] = [];
  // Devices have no allowances of their own; their options and price say it all.
  if (offer.type === "device") {
    // nothing to list
  } else if (dataMb === null) lines.push(t("offers.allowance.unlimitedData"));
  else if (dataMb >= 1024)
    lines.push(t("offers.allowance.data", { amount: format.number(Math.round((dataMb / 1024) * 10) / 10) }));
  else if (dataMb > 0) lines.push(t("offers.allowance.dataMb", { amount: format.number(dataMb) }));
  if (offNetMinutes) lines.push(t("offers.allowance.minutes", { count: offNetMinutes }));
  if (onNetMinutes) lines.push(t("offers.allowance.onNet", { count: onNetMinutes }));
  if (sms) lines.push(t("offers.allowance.sms", { count: sms }));
  if (apps.length > 0) lines.push(t("offers.allowance.apps", { apps: format.list(apps.map(appName)) }));
  const price = format.iqd(offer.priceIqd);
  const ordered = href ? null : orderTarget(offer);
  return (
    <li className="card offer-card" id={`offer-${offer.slug}`}>
      {reason?.badge ? <span className="badge">{reason.badge}</span> : null}
      {offer.tags.map((tag) => (
        <span key={tag} className="badge">
          {t(`offers.tag.${tag}`)}
        </span>
      ))}
      <h3>{offer.name}</h3>
      {reason ? <p className="offer-reason">{reason.text}</p> : null}
      <p className="offer-price">
        <bdi>{offer.type === "postpaid_plan" ? t("offers.perMonth", { price }) : price}</bdi>
      </p>
      <ul className="offer-allowances">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
        <li>{offer.validityDays ? t("offers.validity", { count: offer.validityDays }) : t("offers.noExpiry")}</li>
      </ul>
      <p>{offer.description}</p>
      <p className="offer-audience">
        {t("offers.forWhom", { audiences: format.list(offer.audiences.map((a) => t(`offers.audience.${a}`))) })}
      </p>
      <LocaleLink to={href ?? ordered ?? actionTarget(action, offer.slug)} className="button">
        {t(ordered || action === "order" ? "offers.order" : action === "buy" ? "offers.buy" : "offers.contactSales")}
      </LocaleLink>
    </li>
  );
}

const APP_NAMES: Record<string, string> = {
  whatsapp: "WhatsApp",
  viber: "Viber",
  snapchat: "Snapchat",
  tiktok: "TikTok",
  instagram: "Instagram",
  youtube: "YouTube",
  facebook: "Facebook",
  telegram: "Telegram",
};
const appName = (id: string) => APP_NAMES[id] ?? id;
