import type { ComponentProps, ReactNode } from "react";
import { useI18n } from "../lib/i18n.tsx";

type Props = ComponentProps<"input"> & {
  name: string;
  label: string;
  /** Text, or text with isolated numbers (<BidiText>). */
  hint?: ReactNode;
  /** A catalogue key (`validation.…` from the shared schema, `payments.…`) or text already in the visitor's language (from the API). */
  error?: string | undefined;
};

/** A labelled input whose hint and error are announced with it. */
export function Field({ name, label, hint, error, id = `field-${name}`, ...input }: Props) {
  const { t } = useI18n();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {/^(validation|payments)\./.test(error) ? t(error) : error}
        </p>
      ) : null}
    </div>
  );
}

export function FormMessage({ message }: { message: string | undefined }) {
  const { t } = useI18n();
  if (!message) return null;
  return (
    <p className="form-message" role="alert">
      {message.startsWith("validation.") || message.startsWith("auth.") ? t(message) : message}
    </p>
  );
}
