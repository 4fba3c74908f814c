import type { PersonalOffer } from "../../src/contracts/api/catalogue.ts";
import { useI18n } from "../lib/i18n.tsx";
import { OfferCard } from "./offer-card.tsx";

/**
 * A line's personal offers, best first, each saying why it is shown with the line's own figure.
 * `hrefFor` leads each to its confirmation (in myzain, for that line). An offer sent only to some
 * lines has no public page (decision 065): its name leads to that confirmation too, behind sign-in.
 */
export function PersonalOffers({ offers, hrefFor }: { offers: PersonalOffer[]; hrefFor?: (slug: string) => string }) {
  const { t } = useI18n();
  if (offers.length === 0) return <p>{t("personal.none")}</p>;
  return (
    <ul className="cards offer-cards personal-offers">
      {offers.map(({ offer, reason, personal }) => (
        <OfferCard
          key={offer.slug}
          offer={offer}
          action="buy"
          reason={{ text: reason.text, badge: personal ? t("personal.badge") : null }}
          {...(hrefFor ? { href: hrefFor(offer.slug) } : {})}
          {...(personal ? { details: hrefFor?.(offer.slug) ?? `/myzain/hot-bundles?offer=${offer.slug}#confirm` } : {})}
        />
      ))}
    </ul>
  );
}
