import { Form } from "react-router";
import { MESSAGE_MAX } from "../../../src/contracts/assistant-examples.ts";
import { useFormText } from "../../lib/form-text.ts";
import type { FormErrors } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";

/** The message box: a plain POST; the answer comes back on the conversation's own address. */
export function MessageForm({
  conversation,
  prefill,
  errors,
}: {
  conversation: string | null;
  prefill: string;
  errors: FormErrors | undefined;
}) {
  const { t } = useI18n();
  const say = useFormText();
  const error = errors?.fields.text ?? errors?.form ?? Object.values(errors?.fields ?? {})[0];
  return (
    <Form method="post" replace preventScrollReset className="assistant-form">
      {conversation ? <input type="hidden" name="conversation" value={conversation} /> : null}
      <label htmlFor="assistant-text">{t("assistant.page.label")}</label>
      <div className="assistant-input">
        <input
          id="assistant-text"
          name="text"
          type="text"
          dir="auto"
          autoComplete="off"
          required
          maxLength={MESSAGE_MAX}
          defaultValue={prefill}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "assistant-error" : undefined}
        />
        <button type="submit" className="button">
          {t("assistant.page.ask")}
        </button>
      </div>
      {error ? (
        <p id="assistant-error" className="field-error" role="alert">
          {say(error)}
        </p>
      ) : null}
    </Form>
  );
}
