import { Form, useNavigation } from "react-router";
import type { FormErrors } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { SubmitButton } from "../async-form.tsx";
import { Field, FormMessage } from "../field.tsx";

type Props = {
  flowId: string | null;
  values: { to: string; amount: string; key: string; line: string };
  errors: FormErrors | null;
};

/**
 * The second factor of a large transfer: the code we sent by SMS to the sending line. The same
 * key travels on, so the transfer still moves once however often this is sent. Without a flow (the
 * code could not be sent) only the message and a way to ask again are shown.
 */
export function TransferCode({ flowId, values, errors }: Props) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const carried = (
    <>
      <input type="hidden" name="line" value={values.line} />
      <input type="hidden" name="to" value={values.to} />
      <input type="hidden" name="amount" value={values.amount} />
      <input type="hidden" name="key" value={values.key} />
    </>
  );
  return (
    <section className="kafoo-confirm" aria-labelledby="transfer-code-heading">
      <h3 id="transfer-code-heading">{t("kafoo.code.title")}</h3>
      {flowId ? (
        <Form method="post" className="confirm-form">
          {errors?.fields.code ? null : <FormMessage message={errors?.form} />}
          <p>{t("kafoo.code.sent")}</p>
          <input type="hidden" name="intent" value="transfer" />
          <input type="hidden" name="flowId" value={flowId} />
          {carried}
          <Field
            name="code"
            label={t("kafoo.code.label")}
            error={errors?.fields.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            dir="ltr"
            required
          />
          <SubmitButton busy={busy} className="button button-large">
            {t("kafoo.code.button")}
          </SubmitButton>
        </Form>
      ) : (
        <FormMessage message={errors?.form} />
      )}
      <Form method="post" className="kafoo-resend">
        <input type="hidden" name="intent" value="code" />
        {carried}
        <button type="submit" className="button button-quiet">
          {t("kafoo.code.again")}
        </button>
      </Form>
    </section>
  );
}
