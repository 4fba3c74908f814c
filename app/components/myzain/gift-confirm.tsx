import { Form, useNavigation } from "react-router";
import type { Offering } from "../../../src/contracts/api/catalogue.ts";
import type { LineSummary } from "../../../src/contracts/api/lines.ts";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { useFormText } from "../../lib/form-text.ts";
import type { GiftDraft } from "../../lib/gift-draft.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { SubmitButton } from "../async-form.tsx";
import { LocaleLink } from "../locale-link.tsx";
import { ChargeFacts, chargeOf, ShortOfBalance } from "./charge-facts.tsx";
import type { PurchaseResult } from "./purchase-confirm.tsx";

type Props = {
  offer: Offering;
  validUntil: string | null;
  idempotencyKey: string;
  line: LineSummary;
  balance: { balanceIqd: number; creditLimitIqd: number };
  draft: Extract<GiftDraft, { state: "confirming" }>;
  result: PurchaseResult | undefined;
  /** This page with the offer and line, without the gift: "buy for my line instead". */
  self: string;
};

/**
 * The gift's confirmation: the bundle, to whom (masked), from which line, the price and the
 * balance after, then one button. The number goes back in full in the form; the API decides.
 */
export function GiftConfirm({ offer, validUntil, idempotencyKey, line, balance, draft, result, self }: Props) {
  const { t, format } = useI18n();
  const say = useFormText();
  const busy = useNavigation().state === "submitting";
  const charge = { priceIqd: offer.priceIqd, balance, postpaid: line.billing === "postpaid" };
  const { short } = chargeOf(charge);
  const error = result?.errors?.form;
  return (
    <section id="confirm" className="purchase-confirm gift-confirm" aria-labelledby="confirm-heading">
      <h2 id="confirm-heading">{t("gifts.confirm.title")}</h2>
      {error ? (
        <div className="form-message" role="alert">
          <p>{say(error)}</p>
        </div>
      ) : null}
      <p>
        <strong>{offer.name}</strong>
      </p>
      <p>{offer.description}</p>
      <dl className="confirm-facts">
        <dt>{t("gifts.confirm.to")}</dt>
        <dd>
          <bdi dir="ltr">{draft.masked}</bdi>
        </dd>
        <dt>{t("gifts.confirm.paidFrom")}</dt>
        <dd>
          <bdi dir="ltr">{formatMsisdn(line.msisdn)}</bdi>
        </dd>
        <ChargeFacts charge={charge} validUntil={validUntil} />
      </dl>
      <p className="field-hint">{t("gifts.confirm.noRenew")}</p>
      {short && !error ? <ShortOfBalance lineId={line.id} /> : null}
      <Form method="post" className="confirm-form">
        <input type="hidden" name="intent" value="gift" />
        <input type="hidden" name="offering" value={offer.slug} />
        <input type="hidden" name="recipient" value={draft.msisdn} />
        <input type="hidden" name="key" value={idempotencyKey} />
        <SubmitButton busy={busy} className="button button-large">
          {t("gifts.confirm.button", { price: format.iqd(offer.priceIqd) })}
        </SubmitButton>
        <LocaleLink to={`${self}&gift=#gift`}>{t("gifts.choice.change")}</LocaleLink>
        <LocaleLink to={`${self}#confirm`}>{t("gifts.choice.buyForMe")}</LocaleLink>
      </Form>
    </section>
  );
}
