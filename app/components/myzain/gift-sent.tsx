import type { GiftResult } from "../../../src/contracts/api/gifts.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../locale-link.tsx";

/** The gift's receipt, on the page it was sent from: what, to whom (masked), what it cost. */
export function GiftSent({ gift, again, back }: { gift: GiftResult; again: string; back: string }) {
  const { t, format } = useI18n();
  return (
    <section id="confirm" className="purchase-confirm gift-sent" aria-labelledby="gift-sent-heading">
      <h2 id="gift-sent-heading" tabIndex={-1}>
        {t("gifts.sent.title")}
      </h2>
      <p>
        <strong>{gift.offering.name}</strong>
      </p>
      <dl className="confirm-facts">
        <dt>{t("gifts.confirm.to")}</dt>
        <dd>
          <bdi dir="ltr">{gift.recipient}</bdi>
        </dd>
        <dt>{t("gifts.sent.charged")}</dt>
        <dd>
          <bdi>{format.iqd(gift.chargedIqd)}</bdi>
        </dd>
        <dt>{t("gifts.sent.balance")}</dt>
        <dd>
          <bdi>{format.iqd(gift.balanceIqd)}</bdi>
        </dd>
        {gift.endsAt ? (
          <>
            <dt>{t("hotBundles.validity")}</dt>
            <dd>{format.date(gift.endsAt)}</dd>
          </>
        ) : null}
      </dl>
      <p role="status">{t("gifts.sent.sms")}</p>
      <p className="confirm-form">
        <LocaleLink to={again} className="button">
          {t("gifts.sent.another")}
        </LocaleLink>
        <LocaleLink to={back}>{t("hotBundles.cancel")}</LocaleLink>
      </p>
    </section>
  );
}
