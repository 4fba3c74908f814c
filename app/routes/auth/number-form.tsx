import { type FormEvent, useState } from "react";
import { Form, useNavigation } from "react-router";
import { normalizeMsisdn } from "../../../src/contracts/msisdn.ts";
import { SubmitButton } from "../../components/async-form.tsx";
import { MsisdnField } from "../../components/auth-fields.tsx";
import { FormMessage } from "../../components/field.tsx";
import { type FormText, messageKey } from "../../lib/form-text.ts";
import type { FormErrors } from "../../lib/forms.ts";

/** The first step of sign-up, of a password reset and of signing in by code: the mobile number, checked as it is typed. */
export function NumberForm({
  prefixes,
  errors,
  submitLabel,
  intent,
  action,
}: {
  prefixes: string[];
  errors: FormErrors | undefined;
  submitLabel: string;
  intent: string;
  /** Where the form posts, when not to the page's own address as it is. */
  action?: string;
}) {
  const busy = useNavigation().state === "submitting";
  const [clientError, setClientError] = useState<FormText | undefined>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const value = String(new FormData(event.currentTarget).get("msisdn") ?? "");
    if (normalizeMsisdn(value, prefixes) === null || busy) {
      event.preventDefault();
      if (!busy) setClientError(messageKey(value.trim() ? "validation.msisdn.invalid" : "validation.msisdn.required"));
      return;
    }
    setClientError(undefined);
  };
  const retry = errors?.retryAfter ? messageKey("auth.retryAfter", { seconds: errors.retryAfter }) : undefined;
  return (
    <Form method="post" action={action} onSubmit={onSubmit} noValidate className="auth-form">
      <input type="hidden" name="intent" value={intent} />
      <FormMessage message={retry ?? errors?.form} />
      <MsisdnField error={clientError ?? errors?.fields.msisdn} />
      <SubmitButton busy={busy} className="button button-large">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
