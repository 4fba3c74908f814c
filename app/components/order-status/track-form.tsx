import { Form } from "react-router";
import type { FormErrors } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { ErrorSummary } from "../error-summary.tsx";
import { Field } from "../field.tsx";

type Props = {
  /** The reference to start with (`?reference=` from an SMS link, or what was typed). */
  reference: string;
  contact?: string | undefined;
  errors?: FormErrors | undefined;
  /** Where an order is already shown: this form then tracks another one. */
  another?: boolean;
};

/**
 * Tracking by order number and contact number. POST, not GET: the contact number must not end up
 * in an address (history, logs, a shared link).
 */
export function TrackForm({ reference, contact = "", errors, another = false }: Props) {
  const { t } = useI18n();
  const fields = errors?.fields ?? {};
  const items = (["reference", "contact"] as const).flatMap((field) => {
    const message = fields[field];
    return message ? [{ field, message }] : [];
  });
  return (
    <section className="track-order" aria-labelledby="track-order-heading">
      <h2 id="track-order-heading">{t(another ? "tracking.form.another" : "tracking.form.title")}</h2>
      {another ? null : <p>{t("tracking.form.lead")}</p>}
      <ErrorSummary title={t("tracking.form.problem")} message={errors?.form} items={items} attempt={errors} />
      <Form method="post" className="form track-form" noValidate>
        <input type="hidden" name="intent" value="track" />
        <Field
          name="reference"
          label={t("tracking.form.reference")}
          hint={t("tracking.form.referenceHint")}
          error={fields.reference}
          defaultValue={reference}
          dir="ltr"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={20}
        />
        <Field
          name="contact"
          label={t("tracking.form.contact")}
          hint={t("tracking.form.contactHint")}
          error={fields.contact}
          defaultValue={contact}
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete="tel-national"
          required
          maxLength={20}
        />
        <button type="submit" className="button">
          {t("tracking.form.submit")}
        </button>
      </Form>
    </section>
  );
}
