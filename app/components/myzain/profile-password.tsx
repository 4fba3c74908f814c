import { Form } from "react-router";
import { changePasswordSchema } from "../../../src/contracts/auth.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { SubmitButton } from "../async-form.tsx";
import { CurrentPasswordField } from "../auth-fields.tsx";
import { Field, FormMessage } from "../field.tsx";
import { type ProfileOutcome, SectionStatus, useClientCheck, useSending } from "./profile-status.tsx";

/** The password form as the shared schema expects it. */
export function readPassword(form: FormData) {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  return {
    currentPassword: value("currentPassword"),
    newPassword: value("newPassword"),
    keepOtherSessions: form.get("keepOtherSessions") === "on",
  };
}

/** A new password, checked against the current one by the API; other devices are signed out unless kept. */
export function ProfilePassword({ outcome }: { outcome: ProfileOutcome | undefined }) {
  const { t } = useI18n();
  const { clientErrors, onSubmit } = useClientCheck(changePasswordSchema, readPassword);
  const errors = clientErrors ?? outcome?.errors;
  const sending = useSending("password");
  return (
    <section className="profile-section" id="profile-password" aria-labelledby="profile-password-heading">
      <h2 id="profile-password-heading">{t("profile.password.title")}</h2>
      <SectionStatus outcome={outcome} />
      {/* A new key after a success empties the fields, which must not keep a password around. */}
      <Form
        key={outcome?.done ? outcome.id : "password"}
        method="post"
        action="#profile-password"
        noValidate
        onSubmit={onSubmit}
        className="profile-form"
      >
        <input type="hidden" name="intent" value="password" />
        <FormMessage message={errors?.form} />
        <CurrentPasswordField
          name="currentPassword"
          label={t("profile.password.current")}
          error={errors?.fields.currentPassword}
        />
        <Field
          name="newPassword"
          label={t("profile.password.new")}
          hint={t("profile.password.rule")}
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          error={errors?.fields.newPassword}
        />
        <label className="choice">
          <input type="checkbox" name="keepOtherSessions" />
          <span>{t("profile.password.keepOthers")}</span>
        </label>
        <SubmitButton busy={sending} className="button">
          {t("profile.password.save")}
        </SubmitButton>
      </Form>
    </section>
  );
}
