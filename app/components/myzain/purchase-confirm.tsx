import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { Offering } from "../../../src/contracts/api/catalogue.ts";
import type { GiftResult } from "../../../src/contracts/api/gifts.ts";
import type { LineSummary } from "../../../src/contracts/api/lines.ts";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { useFormText } from "../../lib/form-text.ts";
import type { FormErrors } from "../../lib/forms.ts";
import type { GiftDraft } from "../../lib/gift-draft.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { productImage } from "../../lib/product-image.ts";
import { SubmitButton } from "../async-form.tsx";
import { LocaleLink } from "../locale-link.tsx";
import { ProductPicture } from "../product-picture.tsx";
import { ChargeFacts, chargeOf, ShortOfBalance } from "./charge-facts.tsx";
import { GiftChoice } from "./gift-choice.tsx";
import { GiftConfirm } from "./gift-confirm.tsx";
import { GiftSent } from "./gift-sent.tsx";

/** What a purchase page's action answers: errors to show, or a gift's receipt. */
export type PurchaseResult = { errors: FormErrors | null; code: string | null; gift?: GiftResult | null };

type Props = {
  offer: Offering;
  /** When the bundle would end if bought now (worked out by the loader, so server and browser agree). */
  validUntil: string | null;
  idempotencyKey: string;
  line: LineSummary;
  balance: { balanceIqd: number; creditLimitIqd: number };
  result: PurchaseResult | undefined;
  /** Where "choose another bundle" leads. */
  back: string;
  /** What follows the purchase form: the choice to send the bundle as a gift. */
  children?: ReactNode;
};

/**
 * The shared confirmation of a purchase (also reachable on its own at myzain/modal): exactly what
 * will be charged, to which line, and the balance after, before anything happens.
 */
export function PurchaseConfirm({ offer, validUntil, idempotencyKey, line, balance, result, back, children }: Props) {
  const { t, format } = useI18n();
  const say = useFormText();
  const busy = useNavigation().state === "submitting";
  const charge = { priceIqd: offer.priceIqd, balance, postpaid: line.billing === "postpaid" };
  const { short } = chargeOf(charge);
  const error = result?.errors?.form ?? Object.values(result?.errors?.fields ?? {})[0];
  return (
    <section id="confirm" className="purchase-confirm" aria-labelledby="confirm-heading">
      <h2 id="confirm-heading">{t("hotBundles.confirmTitle")}</h2>
      {error ? (
        <div className="form-message" role="alert">
          <p>{say(error)}</p>
          {result?.code === "insufficient_balance" ? (
            <LocaleLink to={`/prepaid/recharge-my-prepaid-line?line=${line.id}`}>{t("hotBundles.recharge")}</LocaleLink>
          ) : null}
        </div>
      ) : null}
      <ProductPicture src={productImage(offer)} size={64} alt="" eager />
      <dl className="confirm-facts">
        <dt>{offer.name}</dt>
        <dd>{offer.description}</dd>
        <dt>{t("hotBundles.for")}</dt>
        <dd>
          <bdi dir="ltr">{formatMsisdn(line.msisdn)}</bdi>
        </dd>
        <ChargeFacts charge={charge} validUntil={validUntil} />
      </dl>
      {short && !error ? <ShortOfBalance lineId={line.id} /> : null}
      <Form method="post" className="confirm-form">
        <input type="hidden" name="offering" value={offer.slug} />
        <input type="hidden" name="key" value={idempotencyKey} />
        {offer.validityDays ? (
          <label className="choice">
            <input type="checkbox" name="autoRenew" />
            {t("hotBundles.autoRenew")}
          </label>
        ) : null}
        <SubmitButton busy={busy} className="button button-large">
          {t("hotBundles.confirm", { price: format.iqd(offer.priceIqd) })}
        </SubmitButton>
        <LocaleLink to={back}>{t("hotBundles.cancel")}</LocaleLink>
      </Form>
      {children}
    </section>
  );
}

type PendingData = {
  lines: LineSummary[];
  line: LineSummary;
  balance: { balanceIqd: number; creditLimitIqd: number };
  confirm: {
    offer: Offering;
    key: string;
    validUntil: string | null;
    giftable: boolean;
    gift: GiftDraft | null;
  } | null;
};

/**
 * The confirmation for the offer a purchase page's loader chose (`?offer=`), if it chose one: a
 * purchase for the line with the choice to give it instead, the gift's confirmation (`?gift=`),
 * or the receipt of the gift just sent.
 */
export function PendingPurchase({ data, result }: { data: PendingData; result: Props["result"] }) {
  if (!data.confirm) return null;
  const { offer, key, validUntil, giftable } = data.confirm;
  const gift = giftable ? data.confirm.gift : null;
  const back = `/myzain/hot-bundles${data.lines.length > 1 ? `?line=${data.line.id}` : ""}`;
  const self = `/myzain/hot-bundles?line=${data.line.id}&offer=${offer.slug}`;
  if (result?.gift) return <GiftSent gift={result.gift} again={`${self}&gift=#gift`} back={back} />;
  const common = { offer, validUntil, idempotencyKey: key, line: data.line, balance: data.balance, result };
  if (gift?.state === "confirming") return <GiftConfirm {...common} draft={gift} self={self} />;
  return (
    <PurchaseConfirm {...common} back={back}>
      {giftable ? <GiftChoice offer={offer.slug} lineId={data.line.id} draft={gift} /> : null}
    </PurchaseConfirm>
  );
}
