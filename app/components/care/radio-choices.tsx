import type { ReactNode } from "react";
import { type FormText, useFormText } from "../../lib/form-text.ts";

type Choice = { value: string; label: ReactNode; detail?: ReactNode };

/**
 * A care form's radio group (what to send, what is wrong), drawn like the order steps' choices
 * and with the same ids, so the error summary's link (`#field-<name>`) lands on it. Kept apart
 * from the order's component so that a care page does not load the order pages' code.
 */
export function RadioChoices({
  name,
  legend,
  choices,
  checked,
  error,
}: {
  name: string;
  legend: string;
  choices: Choice[];
  checked: string | undefined;
  error: FormText | undefined;
}) {
  const say = useFormText();
  const id = `field-${name}`;
  return (
    <fieldset
      id={id}
      className="field order-choices"
      aria-describedby={error ? `${id}-error` : undefined}
      tabIndex={-1}
    >
      <legend>{legend}</legend>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {say(error)}
        </p>
      ) : null}
      {choices.map((choice) => (
        <label key={choice.value} className="choice order-choice">
          <input type="radio" name={name} value={choice.value} defaultChecked={checked === choice.value} required />
          <span className="order-choice-text">
            <span>{choice.label}</span>
            {choice.detail ? <span className="order-choice-detail">{choice.detail}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
