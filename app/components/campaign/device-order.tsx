import { type FormEvent, useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import type { DeviceLead } from "../../../src/contracts/api/campaigns.ts";
import type { Offering } from "../../../src/contracts/api/catalogue.ts";
import { formatMsisdn, normalizeMsisdn } from "../../../src/contracts/msisdn.ts";
import { type FormText, useFormText } from "../../lib/form-text.ts";
import type { FormErrors } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useLazyCheck } from "../../lib/lazy-check.ts";
import { storageAmount } from "../../lib/storage-amount.ts";
import { SubmitButton } from "../async-form.tsx";
import { Field, FormMessage } from "../field.tsx";
import { LocaleLink } from "../locale-link.tsx";

/** What the order request action answers: the form's problems, or the recorded request. */
export type DeviceRequestResult = {
  form: "callback";
  errors: FormErrors | null;
  done: (DeviceLead & { msisdn: string }) | null;
};

const variants = (devices: Offering[]) =>
  devices.flatMap(({ device, ...offer }) =>
    device ? device.options.map((option) => ({ id: `${offer.slug}:${option.storageGb}`, offer, device, option })) : [],
  );
const loadCheck = () => import("./device-order-check.ts").then((m) => m.checkDeviceLead);

/**
 * For those who prefer a call to ordering online: the visitor picks phone, size and colour and
 * leaves a name and number; sales calls back. Any option may be asked about, sold out or not (the
 * order form above shows stock). Works as a plain form before JavaScript; with it, the colours
 * follow the chosen size and mistakes show before anything is sent.
 */
export function DeviceOrder({ devices, result }: { devices: Offering[]; result: DeviceRequestResult | undefined }) {
  const { t, format } = useI18n();
  const all = variants(devices);
  const [chosen, setChosen] = useState(all[0]?.id);
  const [clientErrors, setClientErrors] = useState<FormErrors | undefined>();
  const busy = useNavigation().state === "submitting";
  const errors = clientErrors ?? result?.errors ?? undefined;
  // Before JavaScript runs the size cannot narrow the colours, so every colour is offered then.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const selected = hydrated ? all.filter((v) => v.id === chosen) : all;
  const colours = [...new Set(selected.flatMap((v) => v.option.colours))];

  const { check, prepare } = useLazyCheck(loadCheck);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) return event.preventDefault();
    if (!check) return;
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const [offering, storageGb] = String(values.variant ?? "").split(":");
    const checked = check({ ...values, offering, storageGb });
    if ("errors" in checked) {
      event.preventDefault();
      setClientErrors(variantErrors(checked.errors));
    } else setClientErrors(undefined);
  };

  return (
    <section id="callback" className="block container device-order" aria-labelledby="callback-heading">
      <h2 id="callback-heading">{t("lead.heading")}</h2>
      {result?.done ? (
        <div className="notice notice-success" role="status">
          <h3>{t("lead.done.title")}</h3>
          <p>
            {result.done.created
              ? t("lead.done.text", {
                  reference: result.done.reference,
                  msisdn: formatMsisdn(normalizeMsisdn(result.done.msisdn, ["07"]) ?? ""),
                })
              : t("lead.done.again", { reference: result.done.reference })}
          </p>
        </div>
      ) : (
        <Form method="post" noValidate onSubmit={onSubmit} onFocus={prepare} className="lead-form">
          <p>{t("lead.intro")}</p>
          <FormMessage message={errors?.form} />
          <fieldset className="field variants" aria-describedby={errors?.fields.variant ? "variant-error" : undefined}>
            <legend>{t("lead.phone")}</legend>
            {all.map(({ id, offer, option }) => (
              <label key={id} className="variant">
                <input type="radio" name="variant" value={id} checked={chosen === id} onChange={() => setChosen(id)} />
                <span className="variant-name">
                  <bdi>{offer.name}</bdi> · <bdi>{storageAmount(option.storageGb, t, format)}</bdi>
                </span>
                <span className="variant-price">
                  <bdi>{format.iqd(option.priceIqd)}</bdi>
                </span>
              </label>
            ))}
            {errors?.fields.variant ? <FieldError id="variant-error" message={errors.fields.variant} /> : null}
          </fieldset>
          <div className="field">
            <label htmlFor="field-colour">{t("lead.colour")}</label>
            <select
              id="field-colour"
              name="colour"
              aria-invalid={errors?.fields.colour ? true : undefined}
              aria-describedby={errors?.fields.colour ? "colour-error" : undefined}
            >
              {colours.map((c) => (
                <option key={c} value={c}>
                  {t(`devices.colour.${c}`)}
                </option>
              ))}
            </select>
            {errors?.fields.colour ? <FieldError id="colour-error" message={errors.fields.colour} /> : null}
          </div>
          <Field name="fullName" label={t("lead.name")} autoComplete="name" required error={errors?.fields.fullName} />
          <Field
            name="msisdn"
            label={t("lead.msisdn")}
            hint={t("lead.msisdnHint")}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            required
            error={errors?.fields.msisdn}
          />
          <p className="field-hint">
            {t("lead.privacy")} <LocaleLink to="/about-us/privacy-policy">{t("lead.privacyLink")}</LocaleLink>
          </p>
          <SubmitButton busy={busy} className="button button-large">
            {t("lead.submit")}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}

/** The form shows device and storage as one choice, so their messages go to that field. */
export function variantErrors(errors: FormErrors): FormErrors {
  const { offering, storageGb, ...fields } = errors.fields;
  const variant = offering ?? storageGb;
  return { ...errors, fields: variant ? { ...fields, variant } : fields };
}

function FieldError({ id, message }: { id: string; message: FormText }) {
  const say = useFormText();
  return (
    <p id={id} className="field-error" role="alert">
      {say(message)}
    </p>
  );
}
