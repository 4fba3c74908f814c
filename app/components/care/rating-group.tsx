import { type FormText, useFormText } from "../../lib/form-text.ts";
import { useI18n } from "../../lib/i18n.tsx";

/** Each rating with the words that say it (catalogue keys written out, so the key checker sees them). */
const RATINGS = [
  ["1", "care.feedback.rating1"],
  ["2", "care.feedback.rating2"],
  ["3", "care.feedback.rating3"],
  ["4", "care.feedback.rating4"],
  ["5", "care.feedback.rating5"],
] as const;

/**
 * The 1-5 rating as a real radio group: each choice has its number and its words ("5: very
 * good"), so it reads the same to a screen reader and to someone who cannot tell stars apart.
 */
export function RatingGroup({ checked, error }: { checked: string | undefined; error: FormText | undefined }) {
  const { t, format } = useI18n();
  const say = useFormText();
  return (
    <fieldset
      id="field-rating"
      className="field care-rating"
      aria-describedby={error ? "field-rating-error" : undefined}
      tabIndex={-1}
    >
      <legend>{t("care.feedback.rating")}</legend>
      {error ? (
        <p id="field-rating-error" className="field-error" role="alert">
          {say(error)}
        </p>
      ) : null}
      <div className="care-rating-choices">
        {RATINGS.map(([value, words]) => (
          <label key={value} className="care-rating-choice">
            <input type="radio" name="rating" value={value} defaultChecked={checked === value} required />
            <span className="care-rating-number">{format.number(Number(value))}</span>
            <span className="care-rating-words">{t(words)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
