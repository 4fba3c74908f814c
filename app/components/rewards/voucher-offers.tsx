import { Form, useNavigation } from "react-router";
import type { FreeVoucherOffer } from "../../../src/contracts/api/rewards.ts";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { useFormText } from "../../lib/form-text.ts";
import type { FormErrors } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { SubmitButton } from "../async-form.tsx";

type Offer = FreeVoucherOffer & { key: string | null };
type Result = { errors: FormErrors; campaign: string; lineId: string } | undefined;

/** The campaigns' vouchers for each of the customer's lines: claim it, or why it cannot be claimed now. */
export function VoucherOffers({ offers, result }: { offers: Offer[]; result: Result }) {
  const { t } = useI18n();
  const say = useFormText();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="block" aria-labelledby="waiting-heading">
      <h2 id="waiting-heading">{t("rewards.voucher.waiting")}</h2>
      {offers.length === 0 ? <p>{t("rewards.voucher.none")}</p> : null}
      <ul className="cards reward-cards">
        {offers.map((offer) => {
          const failed =
            result && result.campaign === offer.campaign && result.lineId === offer.line.id ? result.errors : null;
          const error = failed?.form ?? Object.values(failed?.fields ?? {})[0];
          return (
            <li key={`${offer.campaign}:${offer.line.id}`} className="card reward-card">
              <h3>{offer.name}</h3>
              <p>{offer.description}</p>
              <p>
                {t("rewards.for")} <bdi dir="ltr">{formatMsisdn(offer.line.msisdn)}</bdi>
              </p>
              <p>{t("rewards.voucher.validity", { count: offer.validityDays })}</p>
              {error ? (
                <p className="form-message" role="alert">
                  {say(error)}
                </p>
              ) : null}
              {offer.key ? (
                <Form method="post">
                  <input type="hidden" name="campaign" value={offer.campaign} />
                  <input type="hidden" name="lineId" value={offer.line.id} />
                  <input type="hidden" name="key" value={offer.key} />
                  <SubmitButton busy={busy} className="button">
                    {t("rewards.voucher.claim")}
                  </SubmitButton>
                </Form>
              ) : (
                <p className="reward-blocked">{t(`rewards.voucher.reason.${offer.reason ?? "claimed"}`)}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
