import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../locale-link.tsx";
import { type CardOffer, OfferCard } from "../offer-card.tsx";

/** When the offer runs, in the visitor's calendar and language. */
export function CampaignDates({ startsOn, endsOn }: { startsOn: string; endsOn: string | null }) {
  const { t, format } = useI18n();
  return (
    <p className="campaign-dates container">
      {endsOn
        ? t("campaign.dates.until", { start: format.date(startsOn), end: format.date(endsOn) })
        : t("campaign.dates.from", { start: format.date(startsOn) })}
    </p>
  );
}

export function CampaignTerms({ terms }: { terms: string[] }) {
  const { t } = useI18n();
  return (
    <section className="block container campaign-terms" aria-labelledby="terms-heading">
      <h2 id="terms-heading">{t("campaign.terms")}</h2>
      <ol>
        {terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ol>
    </section>
  );
}

/**
 * Offers as cards with a buy button each, under a heading. A personal offer (`listed: false`) has
 * no public page of its own: its name leads to this campaign's terms instead.
 */
export function OfferList({
  id,
  heading,
  offers,
}: {
  id: string;
  heading: string;
  offers: (CardOffer & { listed?: boolean })[];
}) {
  return (
    <section id={id} className="block container" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <ul className="cards offer-cards">
        {offers.map((offer) => (
          <OfferCard
            key={offer.slug}
            offer={offer}
            action={offer.type === "business_product" ? "contact" : "buy"}
            details={offer.listed === false ? "#terms-heading" : undefined}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * An ended (or not yet started) campaign: said plainly, with what replaced it or today's offers,
 * so a visitor arriving from an old link or SMS still finds something to buy.
 */
export function CampaignNotice({
  title,
  status,
  date,
  successor,
  current,
}: {
  title: string;
  status: "ended" | "upcoming";
  date: string;
  successor: { slug: string; title: string } | null;
  current: CardOffer[];
}) {
  const { t, format } = useI18n();
  return (
    <article className="page campaign-notice">
      <header className="page-header container">
        <h1>{status === "ended" ? t("campaign.ended.title") : t("campaign.upcoming.title")}</h1>
        <p>
          {status === "ended"
            ? t("campaign.ended.text", { title, date: format.date(date) })
            : t("campaign.upcoming.text", { title, date: format.date(date) })}
        </p>
        {successor ? (
          <p>
            {t("campaign.ended.successor")}{" "}
            <LocaleLink to={`/member-area/${successor.slug}`} className="button">
              {successor.title}
            </LocaleLink>
          </p>
        ) : status === "ended" ? (
          <p>{t("campaign.ended.current")}</p>
        ) : null}
      </header>
      {successor ? null : <OfferList id="current-offers" heading={t("offers.heading")} offers={current} />}
    </article>
  );
}
