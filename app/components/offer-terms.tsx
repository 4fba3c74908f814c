import type { ReactNode } from "react";
import type { OfferingDetails } from "../../src/contracts/api/catalogue.ts";
import { useI18n } from "../lib/i18n.tsx";
import { dataAllowance } from "../lib/offer-terms.ts";
import { LocaleLink } from "./locale-link.tsx";

/** One titled part of an offer's terms. */
function Term({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="offer-term" aria-labelledby={`term-${id}`}>
      <h2 id={`term-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/** Unlimited data's daily full-speed amount, or what data costs once a capped allowance runs out. */
export function FairUseTerm({ offer }: { offer: OfferingDetails }) {
  const { t, format } = useI18n();
  const { fairUse, dataAfterAllowanceIqdPerMb: rate } = offer;
  if (!fairUse && rate === null) return null;
  const speed = t("offers.details.speed", {
    amount: format.number(Math.round((fairUse?.speedKbps ?? 0) / 102.4) / 10),
  });
  return (
    <Term id="fair-use" title={t("offers.details.fairUse")}>
      {fairUse ? (
        <p>{t("offers.details.fairUseText", { amount: dataAllowance(fairUse.dailyMb, t, format), speed })}</p>
      ) : null}
      {rate !== null ? (
        <p>
          {t(
            offer.type === "roaming_bundle" ? "offers.details.afterAllowanceRoaming" : "offers.details.afterAllowance",
            {
              rate: format.iqd(rate),
            },
          )}
        </p>
      ) : null}
    </Term>
  );
}

/** How to get it: the USSD code where there is one, else the page's own action, a store or the sales team. */
export function ActivationTerm({ offer }: { offer: OfferingDetails }) {
  const { t } = useI18n();
  const other =
    offer.type === "business_product"
      ? "offers.details.activationSales"
      : offer.activationCode
        ? "offers.details.activationOnline"
        : "offers.details.activationOrder";
  return (
    <Term id="activation" title={t("offers.details.activation")}>
      {offer.activationCode ? (
        <p>
          {t("offers.details.activationDial")}{" "}
          <bdi dir="ltr" className="ussd">
            {offer.activationCode}
          </bdi>
        </p>
      ) : null}
      <p>{t(other)}</p>
    </Term>
  );
}

const renewalOf = (type: OfferingDetails["type"]) =>
  type === "postpaid_plan"
    ? "offers.details.renewalPlan"
    : type === "business_product"
      ? "offers.details.renewalBusiness"
      : type === "prepaid_sim"
        ? "offers.details.renewalSim"
        : type === "device"
          ? "offers.details.renewalOnce"
          : "offers.details.renewalBundle";

/** How long it lasts and whether it renews, with where renewal is turned off. */
export function RenewalTerm({ offer }: { offer: OfferingDetails }) {
  const { t } = useI18n();
  return (
    <Term id="renewal" title={t("offers.details.renewal")}>
      {offer.type === "device" ? null : (
        <p>{offer.validityDays ? t("offers.validity", { count: offer.validityDays }) : t("offers.noExpiry")}</p>
      )}
      <p>{t(renewalOf(offer.type))}</p>
    </Term>
  );
}

/** Who may buy it and, for a roaming bundle, in which countries it works. */
export function AudienceTerm({ offer }: { offer: OfferingDetails }) {
  const { t, format, locale } = useI18n();
  const countries = offer.countries
    .map((code) => t(`countries.${code}`))
    .sort((a, b) => a.localeCompare(b, locale.collation));
  return (
    <>
      <Term id="audiences" title={t("offers.details.audiences")}>
        <ul>
          {offer.audiences.map((a) => (
            <li key={a}>{t(`offers.audience.${a}`)}</li>
          ))}
        </ul>
      </Term>
      {countries.length > 0 ? (
        <Term id="countries" title={t("offers.details.countries")}>
          <p>{t("offers.details.countriesText", { countries: format.list(countries) })}</p>
        </Term>
      ) : null}
    </>
  );
}

/** A phone's storage sizes with their prices. */
export function DeviceTerm({ offer }: { offer: OfferingDetails }) {
  const { t, format } = useI18n();
  if (!offer.device) return null;
  return (
    <Term id="device" title={t("offers.details.deviceOptions")}>
      <ul>
        {offer.device.options.map((o) => (
          <li key={o.storageGb}>
            {t("offers.details.deviceOption", { storage: format.number(o.storageGb), price: format.iqd(o.priceIqd) })}
          </li>
        ))}
      </ul>
    </Term>
  );
}

/** The running campaign that features the offer: for a phone, where it is ordered. */
export function CampaignTerm({ offer }: { offer: OfferingDetails }) {
  const { t } = useI18n();
  if (!offer.campaign) return null;
  return (
    <p className="offer-campaign">
      {t(offer.type === "device" ? "offers.details.campaignDevice" : "offers.details.campaign")}{" "}
      <LocaleLink to={`/member-area/${offer.campaign.slug}`}>{offer.campaign.title}</LocaleLink>
    </p>
  );
}
