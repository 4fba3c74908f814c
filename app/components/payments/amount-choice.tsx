import { useRef } from "react";
import { type FormText, useFormText } from "../../lib/form-text.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { OTHER_AMOUNT } from "../../lib/payments.ts";
import { Field } from "../field.tsx";

type Props = {
  presets: number[];
  /** The radio checked at first: a preset's value, OTHER_AMOUNT, or nothing. */
  selected: string | undefined;
  typed: string;
  hint: string;
  error?: FormText | undefined;
};

/**
 * One-tap amounts and a field for any other: radio `amount` carries a preset or OTHER_AMOUNT,
 * field `amountOther` the typed amount. Typing an amount picks "other" once JavaScript runs. A
 * problem with a typed amount is told at its field, any other (nothing chosen, over a limit) at
 * the top of the group.
 */
export function AmountChoice({ presets, selected, typed, hint, error }: Props) {
  const { t, format } = useI18n();
  const say = useFormText();
  const other = useRef<HTMLInputElement>(null);
  const atField = selected === OTHER_AMOUNT;
  const groupError = error && !atField ? error : undefined;
  return (
    <fieldset
      className="field amount-choice"
      aria-describedby={groupError ? "amount-hint amount-error" : "amount-hint"}
    >
      <legend>{t("payments.amount.legend")}</legend>
      <p id="amount-hint" className="field-hint">
        {hint}
      </p>
      {groupError ? (
        <p id="amount-error" className="field-error" role="alert">
          {say(groupError)}
        </p>
      ) : null}
      <div className="amount-presets">
        {presets.map((value) => (
          <label key={value} className="amount-preset">
            <input type="radio" name="amount" value={value} defaultChecked={selected === String(value)} />
            <bdi>{format.iqd(value)}</bdi>
          </label>
        ))}
      </div>
      <label className="choice">
        <input ref={other} type="radio" name="amount" value={OTHER_AMOUNT} defaultChecked={atField} />
        <span>{t("payments.amount.other")}</span>
      </label>
      <Field
        id="amount-other"
        name="amountOther"
        label={t("payments.amount.otherLabel")}
        error={atField ? error : undefined}
        defaultValue={typed}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        onFocus={() => {
          if (other.current) other.current.checked = true;
        }}
      />
    </fieldset>
  );
}
