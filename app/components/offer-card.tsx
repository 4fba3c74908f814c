import type { Offering } from "../../src/contracts/api/catalogue.ts";
import { useI18n } from "../lib/i18n.tsx";
import type { OfferAction } from "../lib/offer-pages.ts";
import { allowanceLines, offerAction } from "../lib/offer-terms.ts";
import { productImage } from "../lib/product-image.ts";
import { LocaleLink } from "./locale-link.tsx";
import { ProductPicture } from "./product-picture.tsx";

/** What a card shows of an offering. */
export type CardOffer = Pick<
  Offering,
  "slug" | "type" | "name" | "description" | "priceIqd" | "validityDays" | "allowances" | "audiences" | "tags"
>;

/** Why a personal offer is shown to this line; `badge` marks one sent only to some lines. */
export type CardReason = { text: string; badge: string | null };

/**
 * One offer: its name leading to its full terms, price, allowances, validity, who can buy it, and
 * one action; a personal offer says why. `details` is where the name leads: the offer's own page
 * by default, its campaign page for an offer that has no public page of its own.
 */
export function OfferCard({
  offer,
  action,
  href,
  reason,
  // As offerPath (offer-terms.ts) builds it, written out: importing it costs the card bytes the JS budget lacks (decision 056).
  details = `/offers/${offer.slug}`,
}: {
  offer: CardOffer;
  action: OfferAction;
  href?: string;
  reason?: CardReason;
  details?: string;
}) {
  const { t, format } = useI18n();
  const lines = allowanceLines(offer, t, format);
  const price = format.iqd(offer.priceIqd);
  const target = offerAction(offer, action, href);
  return (
    <li className="card offer-card" id={`offer-${offer.slug}`}>
      <ProductPicture src={productImage(offer)} size={72} alt="" />
      {reason?.badge ? <span className="badge">{reason.badge}</span> : null}
      {offer.tags.map((tag) => (
        <span key={tag} className="badge">
          {t(`offers.tag.${tag}`)}
        </span>
      ))}
      <h3>
        <LocaleLink to={details}>{offer.name}</LocaleLink>
      </h3>
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
      <LocaleLink to={target.to} className="button">
        {t(target.label)}
      </LocaleLink>
    </li>
  );
}
