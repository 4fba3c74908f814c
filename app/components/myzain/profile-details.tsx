import { Form } from "react-router";
import { profilePatchSchema } from "../../../src/contracts/account.ts";
import type { Profile } from "../../../src/contracts/api/account.ts";
import { locales } from "../../../src/i18n/locales.ts";
import { useFormText } from "../../lib/form-text.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { SubmitButton } from "../async-form.tsx";
import { Field, FormMessage } from "../field.tsx";
import { type ProfileOutcome, SectionStatus, useClientCheck, useSending } from "./profile-status.tsx";

/** The personal-details form as the shared schema expects it: an empty email means none. */
export function readDetails(form: FormData) {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  return {
    name: value("name"),
    email: value("email").trim() || null,
    language: value("language"),
    birthDate: value("birthDate").trim() || null,
  };
}

/** Name, email, birth date and the language of the site's messages and of the SMS the customer gets. */
export function ProfileDetails({ profile, outcome }: { profile: Profile; outcome: ProfileOutcome | undefined }) {
  const { t } = useI18n();
  const say = useFormText();
  const { clientErrors, onSubmit } = useClientCheck(profilePatchSchema, readDetails);
  const errors = clientErrors ?? outcome?.errors;
  const languageError = errors?.fields.language;
  const sending = useSending("details");
  return (
    <section className="profile-section" id="profile-details" aria-labelledby="profile-details-heading">
      <h2 id="profile-details-heading">{t("profile.details.title")}</h2>
      <SectionStatus outcome={outcome} />
      <Form method="post" action="#profile-details" noValidate onSubmit={onSubmit} className="profile-form">
        <input type="hidden" name="intent" value="details" />
        <FormMessage message={errors?.form} />
        <Field
          name="name"
          label={t("profile.details.name")}
          autoComplete="name"
          dir="auto"
          required
          maxLength={80}
          defaultValue={profile.name}
          error={errors?.fields.name}
        />
        <Field
          name="email"
          label={t("profile.details.email")}
          hint={t("profile.details.emailHint")}
          type="email"
          autoComplete="email"
          dir="ltr"
          maxLength={200}
          defaultValue={profile.email ?? ""}
          error={errors?.fields.email}
        />
        <Field
          name="birthDate"
          label={t("profile.details.birthDate")}
          hint={t("profile.details.birthDateHint")}
          type="date"
          autoComplete="bday"
          dir="ltr"
          defaultValue={profile.birthDate ?? ""}
          error={errors?.fields.birthDate}
        />
        <div className="field">
          <label htmlFor="field-language">{t("profile.details.language")}</label>
          <p id="field-language-hint" className="field-hint">
            {t("profile.details.languageHint")}
          </p>
          <select
            id="field-language"
            name="language"
            defaultValue={profile.language}
            aria-describedby={languageError ? "field-language-hint field-language-error" : "field-language-hint"}
            aria-invalid={languageError ? true : undefined}
          >
            {locales.map((l) => (
              <option key={l.code} value={l.code} lang={l.htmlLang}>
                {l.name}
              </option>
            ))}
          </select>
          {languageError ? (
            <p id="field-language-error" className="field-error" role="alert">
              {say(languageError)}
            </p>
          ) : null}
        </div>
        <SubmitButton busy={sending} className="button">
          {t("profile.details.save")}
        </SubmitButton>
      </Form>
    </section>
  );
}
