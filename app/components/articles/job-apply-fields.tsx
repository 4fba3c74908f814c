import { type ChangeEvent, useState } from "react";
import { type FormText, useFormText } from "../../lib/form-text.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../locale-link.tsx";

export const MESSAGE_MAX = 1000;

/** An error under its field, tied to it by id. */
function FieldError({ id, message }: { id: string; message: FormText | undefined }) {
  const say = useFormText();
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      {say(message)}
    </p>
  );
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

/** The optional message, with its limit and how much of it is used. */
export function MessageField({
  defaultValue,
  error,
}: {
  defaultValue: string | undefined;
  error: FormText | undefined;
}) {
  const { t, format } = useI18n();
  const [used, setUsed] = useState(defaultValue?.length ?? 0);
  return (
    <div className="field">
      <label htmlFor="field-message">{t("careers.apply.message")}</label>
      <p id="field-message-hint" className="field-hint">
        {t("careers.apply.messageHint", { max: MESSAGE_MAX })}
      </p>
      <textarea
        id="field-message"
        name="message"
        rows={5}
        maxLength={MESSAGE_MAX}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy("field-message-hint", error && "field-message-error")}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => setUsed(event.currentTarget.value.length)}
      />
      <p className="field-hint char-count">
        <bdi>
          {format.number(used)} / {format.number(MESSAGE_MAX)}
        </bdi>
      </p>
      <FieldError id="field-message-error" message={error} />
    </div>
  );
}

/** The consent box: how the application is kept and used, with the privacy policy one link away. */
export function ConsentField({
  days,
  defaultChecked,
  error,
}: {
  days: number;
  defaultChecked: boolean;
  error: FormText | undefined;
}) {
  const { t } = useI18n();
  return (
    <div className="consent-field">
      <p id="field-consent-privacy" className="field-hint">
        {t("careers.apply.privacy", { count: days })}{" "}
        <LocaleLink to="/about-us/privacy-policy">{t("careers.apply.privacyLink")}</LocaleLink>
      </p>
      <div className="choice">
        <input
          id="field-consent"
          type="checkbox"
          name="consent"
          value="on"
          required
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy("field-consent-privacy", error && "field-consent-error")}
        />
        <label htmlFor="field-consent">{t("careers.apply.consent")}</label>
      </div>
      <FieldError id="field-consent-error" message={error} />
    </div>
  );
}
