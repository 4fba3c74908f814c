import type { CountryRatesView } from "../../src/contracts/api/rates.ts";
import { useI18n } from "../lib/i18n.tsx";
import { LocaleLink } from "./locale-link.tsx";

type Row = [label: string, price: string];

function PriceTable({ id, title, caption, rows }: { id: string; title: string; caption: string; rows: Row[] }) {
  return (
    <div className="rates-table">
      <h3 id={id}>{title}</h3>
      <table aria-labelledby={id}>
        <caption>{caption}</caption>
        <tbody>
          {rows.map(([label, price]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>
                <bdi>{price}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Pay-as-you-go prices for the country chosen in the picker: using a Zain line there (or that
 * there is no roaming agreement), and calling or texting it from Iraq. The same prices the
 * charging applies (src/domain/rates/usage-price.ts).
 */
export function CountryRates({ country, rates }: { country: string | null; rates: CountryRatesView | null }) {
  const { t, format } = useI18n();
  if (!country) {
    return (
      <section className="block container country-rates" aria-labelledby="rates-heading">
        <h2 id="rates-heading">{t("rates.title")}</h2>
        <p>{t("rates.choose")}</p>
      </section>
    );
  }
  // A code typed into the address that we publish nothing for is shown as it was typed.
  const name = rates ? t(`countries.${country}`) : country;
  const perMinute = (iqd: number) => t("rates.perMinute", { price: format.iqd(iqd) });
  const perSms = (iqd: number) => t("rates.perSms", { price: format.iqd(iqd) });
  return (
    <section className="block container country-rates" aria-labelledby="rates-heading">
      <h2 id="rates-heading">{t("rates.titleFor", { country: name })}</h2>
      {!rates ? (
        <p>{t("rates.none")}</p>
      ) : (
        <>
          {rates.roaming ? (
            <PriceTable
              id="rates-roaming"
              title={t("rates.roaming.title", { country: name })}
              caption={t("rates.roaming.caption")}
              rows={[
                [t("rates.roaming.callHome"), perMinute(rates.roaming.callHomeIqd)],
                [t("rates.roaming.localCall", { country: name }), perMinute(rates.roaming.localCallIqd)],
                [t("rates.roaming.receiving"), perMinute(rates.roaming.receivingIqd)],
                [t("rates.roaming.sms"), perSms(rates.roaming.smsIqd)],
                [t("rates.roaming.data"), t("rates.perMb", { price: format.iqd(rates.roaming.dataMbIqd) })],
              ]}
            />
          ) : (
            <p className="notice">{t("rates.roaming.none", { country: name })}</p>
          )}
          <PriceTable
            id="rates-international"
            title={t("rates.international.title", { country: name })}
            caption={t("rates.international.caption")}
            rows={[
              [t("rates.international.call"), perMinute(rates.international.callIqd)],
              [t("rates.international.sms"), perSms(rates.international.smsIqd)],
            ]}
          />
          {rates.roaming ? (
            <p>
              {t("rates.roaming.switch")}{" "}
              <LocaleLink to="/myzain/manage-data">{t("rates.roaming.switchLink")}</LocaleLink>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
