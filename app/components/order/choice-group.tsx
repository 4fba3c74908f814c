import type { ReactNode } from "react";
import { type FormText, useFormText } from "../../lib/form-text.ts";

export type Choice = { value: string; label: ReactNode; detail?: ReactNode; disabled?: boolean };

type Props = {
  name: string;
  legend: string;
  choices: Choice[];
  checked?: string | null | undefined;
  hint?: ReactNode;
  error?: FormText | undefined;
};

/**
 * A radio group with its question as the legend; its hint and error are announced with it, and
 * the error summary's link (`#field-<name>`) lands on it.
 */
export function ChoiceGroup({ name, legend, choices, checked, hint, error }: Props) {
  const say = useFormText();
  const id = `field-${name}`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset id={id} className="field order-choices" aria-describedby={describedBy} tabIndex={-1}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {say(error)}
        </p>
      ) : null}
      {choices.map((choice) => (
        <label key={choice.value} className="choice order-choice">
          <input
            type="radio"
            name={name}
            value={choice.value}
            defaultChecked={checked === choice.value}
            disabled={choice.disabled}
            required
          />
          <span className="order-choice-text">
            <span>{choice.label}</span>
            {choice.detail ? <span className="order-choice-detail">{choice.detail}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
