import type { ComponentProps, ReactNode } from "react";
import { type FormText, useFormText } from "../lib/form-text.ts";

type Props = ComponentProps<"input"> & {
  name: string;
  label: string;
  /** Text, or text with isolated numbers (<BidiText>). */
  hint?: ReactNode;
  /** A catalogue key (from the shared schema or the page) or the API's text: see form-text.ts. */
  error?: FormText | undefined;
};

/** A labelled input whose hint and error are announced with it. */
export function Field({ name, label, hint, error, id = `field-${name}`, ...input }: Props) {
  const say = useFormText();
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
          {say(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A message about the whole form, above it. */
export function FormMessage({ message }: { message: FormText | undefined }) {
  const say = useFormText();
  if (!message) return null;
  return (
    <p className="form-message" role="alert">
      {say(message)}
    </p>
  );
}
