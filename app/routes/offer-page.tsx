import type { MetaDescriptor } from "react-router";
import type { OfferingDetails } from "../../src/contracts/api/catalogue.ts";
import type { PageCacheHandle } from "../../src/lib/page-cache.ts";
import { Breadcrumb } from "../components/breadcrumb.tsx";
import { LocaleLink } from "../components/locale-link.tsx";
import { OfferCard } from "../components/offer-card.tsx";
import {
  ActivationTerm,
  AudienceTerm,
  CampaignTerm,
  DeviceTerm,
  FairUseTerm,
  RenewalTerm,
} from "../components/offer-terms.tsx";
import { ProductPicture } from "../components/product-picture.tsx";
import { RouteError } from "../components/route-error.tsx";
import { useI18n } from "../lib/i18n.tsx";
import { listPageOf } from "../lib/offer-list-pages.ts";
import { allowanceLines, defaultAction, offerAction } from "../lib/offer-terms.ts";
import { localizedPath } from "../lib/paths.ts";
import { productImage } from "../lib/product-image.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/offer-page";
import { loadOfferPage } from "./offer-page.server.ts";

/** schema.org Product with its Offer in IQD, so search engines can show the price. */
function productData(offer: OfferingDetails, url: string, brand: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: offer.name,
    description: offer.description,
    sku: offer.slug,
    url,
    brand: { "@type": "Brand", name: brand },
    offers: {
      "@type": "Offer",
      url,
      price: offer.priceIqd,
      priceCurrency: "IQD",
      availability: "https://schema.org/InStock",
      seller: { "@type": "Organization", name: brand },
      ...(offer.sellableTo ? { priceValidUntil: offer.sellableTo } : {}),
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs): MetaDescriptor[] => {
  if (!loaderData) return [];
  const base = {
    brand: loaderData.brand,
    origin: loaderData.origin,
    locale: loaderData.locale,
    path: loaderData.path,
  };
  if (loaderData.offer === null) {
    const { title } = loaderData.ended;
    return pageMeta({ ...base, title, description: title, indexable: false });
  }
  const { offer } = loaderData;
  const url = `${base.origin}${localizedPath(base.locale, base.path)}`;
  return [
    ...pageMeta({ ...base, title: offer.name, description: offer.description, indexable: true }),
    { "script:ld+json": productData(offer, url, base.brand) },
  ];
};

/** The same page for every anonymous visitor: the shared page cache keeps it until the catalogue changes. */
export const handle = { pageCache: { query: [] } } satisfies PageCacheHandle;

export const loader = (args: Route.LoaderArgs) => loadOfferPage(args);

function OfferDetails({ offer }: { offer: OfferingDetails }) {
  const { t, format } = useI18n();
  const list = listPageOf[offer.type];
  const action = offerAction(offer, defaultAction(offer.type));
  const price = format.iqd(offer.priceIqd);
  const gives = allowanceLines(offer, t, format);
  return (
    <article className="page offer-page">
      <Breadcrumb
        label={t("offers.details.breadcrumb")}
        items={[
          { label: t("offers.details.home"), href: "/" },
          ...(list ? [{ label: t(list.label), href: list.path }] : []),
          { label: offer.name },
        ]}
      />
      <header className="page-header container offer-header">
        <ProductPicture src={productImage(offer)} size={120} alt="" eager />
        {offer.tags.map((tag) => (
          <span key={tag} className="badge">
            {t(`offers.tag.${tag}`)}
          </span>
        ))}
        <h1>{offer.name}</h1>
        <p className="offer-price">
          <bdi>{offer.type === "postpaid_plan" ? t("offers.perMonth", { price }) : price}</bdi>
        </p>
        <p className="lead">{offer.description}</p>
        <LocaleLink to={action.to} className="button">
          {t(action.label)}
        </LocaleLink>
        <CampaignTerm offer={offer} />
      </header>
      <div className="container offer-terms">
        <DeviceTerm offer={offer} />
        {gives.length > 0 ? (
          <section className="offer-term" aria-labelledby="term-gives">
            <h2 id="term-gives">{t("offers.details.gives")}</h2>
            <ul className="offer-allowances">
              {gives.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <FairUseTerm offer={offer} />
        <ActivationTerm offer={offer} />
        <RenewalTerm offer={offer} />
        <AudienceTerm offer={offer} />
      </div>
    </article>
  );
}

export default function OfferPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (loaderData.offer !== null) return <OfferDetails offer={loaderData.offer} />;
  return (
    <article className="page offer-page">
      <header className="page-header container">
        <h1>{loaderData.ended.title}</h1>
        <p>{t("offers.details.ended.text")}</p>
      </header>
      <section className="block container" aria-labelledby="current-offers-heading">
        <h2 id="current-offers-heading">{t("offers.heading")}</h2>
        <ul className="cards offer-cards">
          {loaderData.ended.current.map((offer) => (
            <OfferCard key={offer.slug} offer={offer} action={defaultAction(offer.type)} />
          ))}
        </ul>
      </section>
    </article>
  );
}

export const ErrorBoundary = RouteError;
