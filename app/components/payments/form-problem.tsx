import { useFormText } from "../../lib/form-text.ts";
import type { FormErrors } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";

/**
 * A form-level problem: the API's message or one of ours, and for a lock-out or rate limit how
 * long to wait.
 */
export function FormProblem({ errors }: { errors: FormErrors | null | undefined }) {
  const { t } = useI18n();
  const say = useFormText();
  const message = errors?.form;
  if (!message) return null;
  const wait = errors.retryAfter;
  return (
    <div className="form-message" role="alert">
      <p>{say(message)}</p>
      {wait ? <p>{t("payments.retryIn", { count: Math.max(1, Math.ceil(wait / 60)) })}</p> : null}
    </div>
  );
}
