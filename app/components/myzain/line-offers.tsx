import type { Offering } from "../../../src/contracts/api/catalogue.ts";
import type { LineSummary } from "../../../src/contracts/api/lines.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { OfferCard } from "../offer-card.tsx";

/** Bundles a line can buy, each leading to its confirmation on hot-bundles (for that line). */
export function LineOffers({ offers, lines, line }: { offers: Offering[]; lines: LineSummary[]; line: LineSummary }) {
  const { t } = useI18n();
  const lineQuery = lines.length > 1 ? `line=${line.id}&` : "";
  return (
    <section className="block" aria-labelledby="bundles-heading">
      <h2 id="bundles-heading">{t("hotBundles.list")}</h2>
      {offers.length === 0 ? <p>{t("hotBundles.none")}</p> : null}
      <ul className="cards offer-cards">
        {offers.map((offer) => (
          <OfferCard
            key={offer.slug}
            offer={offer}
            action="buy"
            href={`/myzain/hot-bundles?${lineQuery}offer=${offer.slug}#confirm`}
          />
        ))}
      </ul>
    </section>
  );
}
