import { Form } from "react-router";
import { useI18n } from "../../lib/i18n.tsx";
import { SubmitButton } from "../async-form.tsx";
import { FormMessage } from "../field.tsx";
import { type ProfileOutcome, SectionStatus, useSending } from "./profile-status.tsx";

/** A checkbox sends "on" when ticked and nothing otherwise. */
export const readAlerts = (form: FormData) => ({ smsAlerts: form.get("smsAlerts") === "on" });

/** Whether important notices also come by SMS (they always appear in myzain's notifications). */
export function ProfileAlerts({ smsAlerts, outcome }: { smsAlerts: boolean; outcome: ProfileOutcome | undefined }) {
  const { t } = useI18n();
  const sending = useSending("alerts");
  return (
    <section className="profile-section" id="profile-alerts" aria-labelledby="profile-alerts-heading">
      <h2 id="profile-alerts-heading">{t("profile.alerts.title")}</h2>
      <SectionStatus outcome={outcome} />
      <Form method="post" action="#profile-alerts" className="profile-form">
        <input type="hidden" name="intent" value="alerts" />
        <FormMessage message={outcome?.errors?.form} />
        <p className="field-hint">{t("profile.alerts.intro")}</p>
        <label className="choice">
          <input type="checkbox" name="smsAlerts" defaultChecked={smsAlerts} />
          <span>{t("profile.alerts.sms")}</span>
        </label>
        <SubmitButton busy={sending} className="button">
          {t("profile.alerts.save")}
        </SubmitButton>
      </Form>
    </section>
  );
}
