import type { CareErrors } from "../../lib/care/care-result.ts";
import { useFormText } from "../../lib/form-text.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { ErrorSummary } from "../error-summary.tsx";

/** What stopped a care form: a summary linking to each field, and the form's own message with any wait. */
export function CareProblems({ errors }: { errors: CareErrors | null | undefined }) {
  const { t } = useI18n();
  const say = useFormText();
  if (!errors) return null;
  const items = Object.entries(errors.fields).map(([field, message]) => ({ field, message }));
  if (items.length > 0) {
    return <ErrorSummary title={t("care.form.errorTitle")} message={errors.form} items={items} attempt={errors} />;
  }
  if (!errors.form) return null;
  const wait = errors.retryAfter;
  return (
    <div className="form-message" role="alert">
      <p>{say(errors.form)}</p>
      {wait ? <p>{t("care.form.retryIn", { count: Math.max(1, Math.ceil(wait / 60)) })}</p> : null}
    </div>
  );
}
