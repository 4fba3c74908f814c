import { type ChangeEvent, type FormEvent, useEffect, useState } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { CV_ACCEPT, type CvProblem, cvFileProblem, cvMaxMb } from "../../lib/cv-file.ts";
import type { FormText } from "../../lib/form-text.ts";
import type { FormErrors } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { APPLICATION_FIELDS, type ApplicationValues, applicationValues, cvMessage } from "../../lib/job-application.ts";
import { useLazyCheck } from "../../lib/lazy-check.ts";
import { SubmitButton } from "../async-form.tsx";
import { BidiText } from "../bidi-text.tsx";
import { ErrorSummary } from "../error-summary.tsx";
import { Field } from "../field.tsx";
import { usePublicConfig } from "../site-header.tsx";
import { ConsentField, MessageField } from "./job-apply-fields.tsx";

type Props = { slug: string; errors: FormErrors | null; values: ApplicationValues };

const loadCheck = () => import("./job-apply-check.ts").then((m) => m.applicationProblems);

/**
 * The application form. A plain multipart form before JavaScript runs (the server checks
 * everything); with it, the fields and the file's name and size are checked before the upload, with
 * the same messages. On failure the summary above the form takes the focus.
 */
export function JobApplyForm({ slug, errors: serverErrors, values }: Props) {
  const { t } = useI18n();
  const { careers } = usePublicConfig();
  const { pathname } = useLocation();
  const busy = useNavigation().state === "submitting";
  const maxMb = cvMaxMb(careers.cvMaxBytes);
  // Errors found here, before sending; `attempt` moves the focus to the summary on each failure.
  const [local, setLocal] = useState<{ errors: FormErrors; attempt: number } | null>(null);
  // The CV checked as soon as it is chosen (undefined: not checked since the last submit).
  const [cvChecked, setCvChecked] = useState<CvProblem | null | undefined>(undefined);
  // Before JavaScript, a form shown again after a refusal has lost the chosen file.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    // A CV chosen before the page's script ran went unheard (the page works before it loads): check it now.
    const input = document.getElementById("field-cv");
    const early = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    if (early) setCvChecked(cvFileProblem(early, careers.cvMaxBytes));
  }, [careers.cvMaxBytes]);

  const errors = local?.errors ?? serverErrors;
  const fieldError = (name: (typeof APPLICATION_FIELDS)[number]): FormText | undefined => {
    if (name !== "cv" || cvChecked === undefined) return errors?.fields[name];
    return cvChecked ? cvMessage(cvChecked, careers.cvMaxBytes) : undefined;
  };

  const { check, prepare } = useLazyCheck(loadCheck);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) return event.preventDefault();
    if (!check) return;
    const form = new FormData(event.currentTarget);
    const cv = form.get("cv");
    const problems = check(applicationValues(form), cv instanceof File ? cv : null, careers.cvMaxBytes, {
      byName: true,
    });
    setCvChecked(undefined);
    if (problems) {
      event.preventDefault();
      setLocal((previous) => ({ errors: problems, attempt: (previous?.attempt ?? 0) + 1 }));
    } else setLocal(null);
  };
  const onCvChange = (event: ChangeEvent<HTMLInputElement>) =>
    setCvChecked(cvFileProblem(event.currentTarget.files?.[0] ?? null, careers.cvMaxBytes));

  const summary = APPLICATION_FIELDS.flatMap((field) => {
    const message = fieldError(field);
    return message ? [{ field, message }] : [];
  });

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      action={`${pathname}?job=${encodeURIComponent(slug)}#apply`}
      noValidate
      onSubmit={onSubmit}
      onFocus={prepare}
      className="apply-form"
    >
      <ErrorSummary
        title={t("careers.apply.problem")}
        message={errors?.form}
        items={summary}
        attempt={local ? local.attempt : serverErrors}
      />
      <p>{t("careers.apply.intro")}</p>
      <Field
        name="name"
        label={t("careers.apply.name")}
        autoComplete="name"
        maxLength={80}
        required
        defaultValue={values.name}
        error={fieldError("name")}
      />
      <Field
        name="msisdn"
        label={t("careers.apply.msisdn")}
        hint={<BidiText text={t("careers.apply.msisdnHint")} />}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        required
        defaultValue={values.msisdn}
        error={fieldError("msisdn")}
      />
      <Field
        name="email"
        label={t("careers.apply.email")}
        type="email"
        autoComplete="email"
        dir="ltr"
        maxLength={120}
        defaultValue={values.email}
        error={fieldError("email")}
      />
      <MessageField defaultValue={values.message} error={fieldError("message")} />
      <Field
        name="cv"
        label={t("careers.apply.cv")}
        hint={
          serverErrors && !hydrated && !serverErrors.fields.cv
            ? `${t("careers.apply.cvHint", { maxMb })} ${t("careers.apply.cvAgain")}`
            : t("careers.apply.cvHint", { maxMb })
        }
        type="file"
        accept={CV_ACCEPT}
        required
        onChange={onCvChange}
        error={fieldError("cv")}
      />
      <ConsentField
        days={careers.retentionDays}
        defaultChecked={values.consent === "on" || values.consent === "true"}
        error={fieldError("consent")}
      />
      <SubmitButton busy={busy} className="button button-large">
        {t("careers.apply.submit")}
      </SubmitButton>
    </Form>
  );
}
