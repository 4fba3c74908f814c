import { Form, useNavigation } from "react-router";
import type { DigitalServiceView } from "../../../src/contracts/api/digital-services.ts";
import type { LineSummary } from "../../../src/contracts/api/lines.ts";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { priceKey, renewsKey } from "../../lib/digital-services.ts";
import { useFormText } from "../../lib/form-text.ts";
import type { FormErrors } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { SubmitButton } from "../async-form.tsx";
import { LocaleLink } from "../locale-link.tsx";
import { chargeOf, ShortOfBalance } from "../myzain/charge-facts.tsx";

type Props = {
  service: DigitalServiceView;
  idempotencyKey: string;
  line: LineSummary;
  balance: { balanceIqd: number; creditLimitIqd: number };
  errors: FormErrors | null;
  code: string | null;
};

/**
 * The confirmation step the digital services page promises: the service, its price and renewal
 * period, who pays (balance or bill), the balance after, and that cancelling stops it at once.
 */
export function ServiceConfirm({ service, idempotencyKey, line, balance, errors, code }: Props) {
  const { t, format } = useI18n();
  const say = useFormText();
  const busy = useNavigation().state === "submitting";
  const postpaid = line.billing === "postpaid";
  const { after, short } = chargeOf({ priceIqd: service.priceIqd, balance, postpaid });
  const error = errors?.form ?? Object.values(errors?.fields ?? {})[0];
  return (
    <section id="confirm" className="card service-confirm" aria-labelledby="confirm-heading">
      <h2 id="confirm-heading">{t("services.confirm.title")}</h2>
      {error ? (
        <div className="form-message" role="alert">
          <p>{say(error)}</p>
          {code === "insufficient_balance" ? (
            <LocaleLink to={`/prepaid/recharge-my-prepaid-line?line=${line.id}`}>{t("hotBundles.recharge")}</LocaleLink>
          ) : null}
        </div>
      ) : null}
      <h3>{service.name}</h3>
      <p>{service.description}</p>
      <dl className="confirm-facts">
        <dt>{t("services.provider")}</dt>
        <dd dir="auto">{service.provider}</dd>
        <dt>{t("hotBundles.for")}</dt>
        <dd>
          <bdi dir="ltr">{formatMsisdn(line.msisdn)}</bdi>
        </dd>
        <dt>{postpaid ? t("services.confirm.chargeToBill") : t("services.confirm.charge")}</dt>
        <dd>
          <strong>
            <span>{t(priceKey[service.renewal], { price: format.iqd(service.priceIqd) })}</span>
          </strong>
        </dd>
        {postpaid ? null : (
          <>
            <dt>{t("hotBundles.balanceAfter")}</dt>
            <dd>
              <bdi>{format.iqd(after)}</bdi>
            </dd>
          </>
        )}
      </dl>
      <p>{t(renewsKey[service.renewal])}</p>
      <p>{t("services.confirm.cancelAnyTime")}</p>
      {short && !error ? <ShortOfBalance lineId={line.id} /> : null}
      <Form method="post" className="confirm-form">
        <input type="hidden" name="intent" value="subscribe" />
        <input type="hidden" name="service" value={service.slug} />
        <input type="hidden" name="key" value={idempotencyKey} />
        <SubmitButton busy={busy} className="button button-large">
          {t("services.confirm.button", { price: format.iqd(service.priceIqd) })}
        </SubmitButton>
      </Form>
      <LocaleLink to={`/myzain/digital-services?line=${line.id}`}>{t("services.confirm.back")}</LocaleLink>
    </section>
  );
}
