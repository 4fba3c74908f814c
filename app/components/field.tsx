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

/** The ids that tie a control to its hint and error, so both are announced with it. */
export function fieldIds(id: string, hint: boolean, error: boolean): { id: string; describedBy: string | undefined } {
  return {
    id,
    describedBy: [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined,
  };
}

/** A form control's label, hint and error around it (inputs, selects, text areas alike). */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: FormText | undefined;
  children: ReactNode;
}) {
  const say = useFormText();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {say(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input whose hint and error are announced with it. */
export function Field({ name, label, hint, error, id: given = `field-${name}`, ...input }: Props) {
  const { id, describedBy } = fieldIds(given, Boolean(hint), Boolean(error));
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
    </FieldFrame>
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
