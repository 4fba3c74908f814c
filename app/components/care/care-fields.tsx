import type { ReactNode } from "react";
import type { FormText } from "../../lib/form-text.ts";
import { FieldFrame, fieldIds } from "../field.tsx";

type Common = { name: string; label: string; hint?: ReactNode; error?: FormText | undefined; required?: boolean };

const ids = (name: string, hint: boolean, error: boolean) => fieldIds(`field-${name}`, hint, error);

/** A labelled select whose hint and error are announced with it (the same ids as Field). */
export function SelectField({
  name,
  label,
  hint,
  error,
  required,
  options,
  defaultValue,
  placeholder,
}: Common & { options: [value: string, label: string][]; defaultValue?: string | undefined; placeholder?: string }) {
  const { id, describedBy } = ids(name, Boolean(hint), Boolean(error));
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ""}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** The message box: user text, so its direction follows what is typed. */
export function TextAreaField({
  name,
  label,
  hint,
  error,
  required,
  defaultValue,
  maxLength = 4000,
}: Common & { defaultValue?: string | undefined; maxLength?: number }) {
  const { id, describedBy } = ids(name, Boolean(hint), Boolean(error));
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        name={name}
        rows={5}
        dir="auto"
        maxLength={maxLength}
        defaultValue={defaultValue}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </FieldFrame>
  );
}
