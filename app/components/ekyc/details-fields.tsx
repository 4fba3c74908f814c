import type { FormText } from "../../lib/form-text.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { Field } from "../field.tsx";

type Values = { fullName?: string; dateOfBirth?: string; nationalId?: string };

/** Name, date of birth and card number as on the national card (ekyc/step-3 and the redo page). */
export function DetailsFields({ values, errors }: { values: Values; errors: Record<string, FormText> | undefined }) {
  const { t } = useI18n();
  return (
    <>
      <Field
        name="fullName"
        label={t("ekyc.details.fullName")}
        hint={t("ekyc.details.fullNameHint")}
        error={errors?.fullName}
        defaultValue={values.fullName}
        autoComplete="name"
        dir="auto"
        maxLength={120}
        required
      />
      <Field
        name="dateOfBirth"
        type="date"
        label={t("ekyc.details.dateOfBirth")}
        hint={t("ekyc.details.dateOfBirthHint")}
        error={errors?.dateOfBirth}
        defaultValue={values.dateOfBirth}
        autoComplete="bday"
        dir="ltr"
        required
      />
      <Field
        name="nationalId"
        label={t("ekyc.details.nationalId")}
        hint={t("ekyc.details.nationalIdHint")}
        error={errors?.nationalId}
        defaultValue={values.nationalId}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        maxLength={20}
        required
      />
    </>
  );
}
