import type { FormErrors } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { ErrorSummary } from "../error-summary.tsx";
import { FormProblem } from "../payments/form-problem.tsx";

/** What stopped a step's form: a summary linking to each field, or the form's one message. */
export function StepErrors({ errors }: { errors: FormErrors | null | undefined }) {
  const { t } = useI18n();
  if (!errors) return null;
  const items = Object.entries(errors.fields).map(([field, message]) => ({ field, message }));
  if (items.length === 0) return <FormProblem errors={errors} />;
  return <ErrorSummary title={t("order.errorTitle")} message={errors.form} items={items} attempt={errors} />;
}
