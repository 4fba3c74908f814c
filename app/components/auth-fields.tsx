import type { FormText } from "../lib/form-text.ts";
import { useI18n } from "../lib/i18n.tsx";
import { Field } from "./field.tsx";

/** The mobile number, typed left to right with the phone keypad, whatever the page's direction. */
export function MsisdnField({ error }: { error: FormText | undefined }) {
  const { t } = useI18n();
  return (
    <Field
      name="msisdn"
      label={t("auth.msisdn")}
      hint={t("auth.msisdnHint")}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
      required
      error={error}
    />
  );
}

/** A new password, with the rule stated up front and the browser's password manager invited to help. */
export function NewPasswordField({ error }: { error: FormText | undefined }) {
  const { t } = useI18n();
  return (
    <Field
      name="password"
      label={t("auth.newPassword")}
      hint={t("auth.passwordHint")}
      type="password"
      autoComplete="new-password"
      required
      error={error}
    />
  );
}
