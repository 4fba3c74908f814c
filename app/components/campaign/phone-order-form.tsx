import { Form, useNavigation } from "react-router";
import type { PublicConfig } from "../../../src/config/public-config.ts";
import { useFormText } from "../../lib/form-text.ts";
import type { FormErrors } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { depositOf, type PayChoice, type PhoneChoice, type PhoneVariant, payOptions } from "../../lib/phone-order.ts";
import { productImage } from "../../lib/product-image.ts";
import { storageAmount } from "../../lib/storage-amount.ts";
import { SubmitButton } from "../async-form.tsx";
import { FormMessage } from "../field.tsx";
import { ProductPicture } from "../product-picture.tsx";

type Props = {
  variants: PhoneVariant[];
  payment: PublicConfig["orders"];
  result: { errors: FormErrors; values: { option?: string; pay?: string } } | undefined;
};

/**
 * The campaign's order form: each phone and storage size is a group of its colours, each colour
 * with how it stands in stock today (sold-out ones cannot be chosen), then how to pay. A plain form
 * that posts to the campaign page, which starts the order and goes on to delivery.
 */
export function PhoneOrderForm({ variants, payment, result }: Props) {
  const { t, format } = useI18n();
  const say = useFormText();
  const busy = useNavigation().state === "submitting";
  const errors = result?.errors;
  const choices = variants.flatMap((v) => v.choices);
  const chosen = result?.values.option ?? choices.find((c) => c.orderable)?.id;
  const opensOn = choices.find((c) => c.state === "preorder_soon")?.date;
  // Each phone of the campaign once, by its catalogue slug, with its name for the picture's alt text.
  const models = [...new Map(variants.map((v) => [v.offering, v.model])).entries()];
  const severalModels = models.length > 1;
  const pays = payOptions(payment);
  const cheapest = Math.min(...variants.map((v) => v.priceIqd));

  const stateText = (c: PhoneChoice) => {
    if (c.state === "low" && c.left !== null) return t("phoneOrder.stock.left", { count: c.left });
    if (c.state === "preorder") {
      return c.date
        ? t("phoneOrder.stock.preorderShips", { date: format.date(c.date) })
        : t("phoneOrder.stock.preorder");
    }
    if (c.state === "preorder_soon" && c.date) return t("phoneOrder.stock.preorderSoon", { date: format.date(c.date) });
    return t(c.state === "out_of_stock" ? "phoneOrder.stock.out" : "phoneOrder.stock.in");
  };
  const payText: Record<PayChoice, { label: string; hint: string }> = {
    full: { label: t("phoneOrder.pay.full"), hint: t("phoneOrder.pay.fullHint") },
    deposit: {
      label: t("phoneOrder.pay.deposit", { percent: payment.depositPercent }),
      hint: t("phoneOrder.pay.depositHint", { amount: format.iqd(depositOf(cheapest, payment.depositPercent)) }),
    },
    cod: {
      label: t("phoneOrder.pay.cod"),
      hint: t("phoneOrder.pay.codHint", { max: format.iqd(payment.cashOnDelivery.maxIqd) }),
    },
  };

  return (
    <section id="order" className="block container phone-order" aria-labelledby="order-heading">
      <h2 id="order-heading">{t("phoneOrder.heading")}</h2>
      {opensOn ? (
        <p className="notice" role="note">
          {t("phoneOrder.preorderOpens", { date: format.date(opensOn) })}{" "}
          <a href="#callback">{t("phoneOrder.callInstead")}</a>
        </p>
      ) : null}
      <div className="phone-order-body">
        <div className="phone-order-pictures">
          {models.map(([slug, model]) => (
            <ProductPicture key={slug} src={productImage({ slug, type: "device" })} size={160} alt={model} eager />
          ))}
        </div>
        <Form method="post" noValidate className="lead-form">
          <input type="hidden" name="intent" value="order" />
          <p>{t("phoneOrder.intro")}</p>
          <FormMessage message={errors?.form} />
          <fieldset className="field variants" aria-describedby={errors?.fields.option ? "option-error" : undefined}>
            <legend>{t("phoneOrder.choose")}</legend>
            {variants.map((v) => (
              <fieldset key={`${v.offering}:${v.storageGb}`} className="phone-variant">
                <legend>
                  {severalModels ? (
                    <>
                      <bdi>{v.model}</bdi> ·{" "}
                    </>
                  ) : null}
                  <bdi>{storageAmount(v.storageGb, t, format)}</bdi> · <bdi>{format.iqd(v.priceIqd)}</bdi>
                </legend>
                {v.choices.map((c) => (
                  <label key={c.id} className="variant">
                    <input
                      type="radio"
                      name="option"
                      value={c.id}
                      defaultChecked={c.id === chosen}
                      disabled={!c.orderable}
                    />
                    <span className="variant-name">{t(`devices.colour.${c.colour}`)}</span>
                    <span className={`variant-availability stock-${c.state}`}>{stateText(c)}</span>
                  </label>
                ))}
              </fieldset>
            ))}
            {errors?.fields.option ? (
              <p id="option-error" className="field-error" role="alert">
                {say(errors.fields.option)}
              </p>
            ) : null}
          </fieldset>
          <fieldset className="field variants" aria-describedby={errors?.fields.pay ? "pay-error" : undefined}>
            <legend>{t("phoneOrder.pay.legend")}</legend>
            {pays.map((p) => (
              <label key={p} className="variant">
                <input type="radio" name="pay" value={p} defaultChecked={p === (result?.values.pay ?? "full")} />
                <span className="variant-name">{payText[p].label}</span>
                <span className="variant-availability">{payText[p].hint}</span>
              </label>
            ))}
            {errors?.fields.pay ? (
              <p id="pay-error" className="field-error" role="alert">
                {say(errors.fields.pay)}
              </p>
            ) : null}
          </fieldset>
          <SubmitButton busy={busy} className="button button-large" disabled={!chosen}>
            {t("phoneOrder.submit")}
          </SubmitButton>
        </Form>
      </div>
      <p>
        <a href="#callback">{t("phoneOrder.callInstead")}</a>
      </p>
    </section>
  );
}
