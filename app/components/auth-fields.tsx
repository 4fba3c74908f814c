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

/** The account's current password, for signing in or proving it is the customer again. */
export function CurrentPasswordField({
  name = "password",
  label,
  error,
}: {
  name?: string;
  label: string;
  error: FormText | undefined;
}) {
  return <Field name={name} label={label} type="password" autoComplete="current-password" required error={error} />;
}

/** A code from an SMS: digits typed left to right, offered by the phone's keyboard from the message. */
export function SmsCodeField({ label, hint, error }: { label: string; hint?: string; error: FormText | undefined }) {
  return (
    <Field
      name="code"
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      maxLength={12}
      required
      error={error}
    />
  );
}
