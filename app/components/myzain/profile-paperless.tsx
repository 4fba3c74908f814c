import { Form } from "react-router";
import type { Profile } from "../../../src/contracts/api/account.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { SubmitButton } from "../async-form.tsx";
import { FormMessage } from "../field.tsx";
import { type ProfileOutcome, SectionStatus, useSending } from "./profile-status.tsx";

/** A checkbox sends "on" when ticked and nothing otherwise. */
export const readPaperless = (form: FormData) => ({ paperlessBill: form.get("paperlessBill") === "on" });

/**
 * Paperless bill: each new bill of the account's postpaid lines by SMS to the line, and by email
 * when the profile has an address, with a link to the bill. Says where the email would go.
 */
export function ProfilePaperless({
  profile,
  outcome,
}: {
  profile: Pick<Profile, "paperlessBill" | "email">;
  outcome: ProfileOutcome | undefined;
}) {
  const { t } = useI18n();
  const sending = useSending("paperless");
  return (
    <section className="profile-section" id="profile-paperless" aria-labelledby="profile-paperless-heading">
      <h2 id="profile-paperless-heading">{t("profile.paperless.title")}</h2>
      <SectionStatus outcome={outcome} />
      <Form method="post" action="#profile-paperless" className="profile-form">
        <input type="hidden" name="intent" value="paperless" />
        <FormMessage message={outcome?.errors?.form} />
        <p className="field-hint">
          {profile.email ? (
            t("profile.paperless.introEmail", { email: `\u2066${profile.email}\u2069` })
          ) : (
            <>
              {t("profile.paperless.introNoEmail")} <a href="#profile-details">{t("profile.paperless.addEmail")}</a>
            </>
          )}
        </p>
        <label className="choice">
          <input type="checkbox" name="paperlessBill" defaultChecked={profile.paperlessBill} />
          <span>{t("profile.paperless.choice")}</span>
        </label>
        <SubmitButton busy={sending} className="button">
          {t("profile.paperless.save")}
        </SubmitButton>
      </Form>
    </section>
  );
}
