import { useRef } from "react";
import type { LineSummary } from "../../../src/contracts/api/lines.ts";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import type { FormText } from "../../lib/form-text.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { type NumberPreset, OTHER_NUMBER } from "../../lib/number-choice.ts";
import { BidiText } from "../bidi-text.tsx";
import { Field } from "../field.tsx";

type Props = {
  /** Keeps ids unique when a page has more than one form. */
  idPrefix: string;
  lines: LineSummary[];
  preset: NumberPreset;
  legend: string;
  hint: string;
  error?: FormText | undefined;
};

/**
 * The number a form is for. Visitors type it; signed-in customers pick one of their lines or
 * "another number". Without JavaScript the radio decides; with it, typing a number picks "another".
 */
export function NumberChoice({ idPrefix, lines, preset, legend, hint, error }: Props) {
  const { t } = useI18n();
  const other = useRef<HTMLInputElement>(null);
  const field = (
    <Field
      id={`${idPrefix}-msisdn`}
      name="msisdn"
      label={lines.length > 0 ? t("payments.number.otherLabel") : legend}
      hint={<BidiText text={hint} />}
      error={error}
      defaultValue={preset.typed}
      type="tel"
      inputMode="tel"
      autoComplete="off"
      dir="ltr"
      onFocus={() => {
        if (other.current) other.current.checked = true;
      }}
    />
  );
  if (lines.length === 0) return field;
  return (
    <fieldset className="field number-choice">
      <legend>{legend}</legend>
      {lines.map((line) => (
        <label key={line.id} className="choice">
          <input type="radio" name="line" value={line.id} defaultChecked={preset.selected === line.id} />
          <span>
            <bdi dir="ltr" className="msisdn">
              {formatMsisdn(line.msisdn)}
            </bdi>{" "}
            · {t("payments.number.yours")}
          </span>
        </label>
      ))}
      <label className="choice">
        <input
          ref={other}
          type="radio"
          name="line"
          value={OTHER_NUMBER}
          defaultChecked={preset.selected === OTHER_NUMBER}
        />
        <span>{t("payments.number.other")}</span>
      </label>
      {field}
    </fieldset>
  );
}
