import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../locale-link.tsx";

type Charge = { priceIqd: number; balance: { balanceIqd: number; creditLimitIqd: number }; postpaid: boolean };

/** What a bundle will cost a line and what is left after, and whether the line can pay it. */
export function chargeOf({ priceIqd, balance }: Charge) {
  const after = balance.balanceIqd - priceIqd;
  return { after, short: after < -balance.creditLimitIqd };
}

/**
 * The money rows of a purchase's or a gift's confirmation (inside its `<dl>`): the price (to the
 * bill on postpaid), the balance after on prepaid, and until when the bundle is valid.
 */
export function ChargeFacts({ charge, validUntil }: { charge: Charge; validUntil: string | null }) {
  const { t, format } = useI18n();
  const { after } = chargeOf(charge);
  return (
    <>
      <dt>{charge.postpaid ? t("hotBundles.chargeToBill") : t("hotBundles.charge")}</dt>
      <dd>
        <strong>
          <bdi>{format.iqd(charge.priceIqd)}</bdi>
        </strong>
      </dd>
      {charge.postpaid ? null : (
        <>
          <dt>{t("hotBundles.balanceAfter")}</dt>
          <dd>
            <bdi>{format.iqd(after)}</bdi>
          </dd>
        </>
      )}
      {validUntil ? (
        <>
          <dt>{t("hotBundles.validity")}</dt>
          <dd>{format.date(validUntil)}</dd>
        </>
      ) : null}
    </>
  );
}

/** Said before the button when the line cannot pay: not enough, and where to recharge it. */
export function ShortOfBalance({ lineId }: { lineId: string }) {
  const { t } = useI18n();
  return (
    <div className="form-message" role="status">
      <p>{t("errors.insufficient_balance")}</p>
      <LocaleLink to={`/prepaid/recharge-my-prepaid-line?line=${lineId}`}>{t("hotBundles.recharge")}</LocaleLink>
    </div>
  );
}
