import { Form } from "react-router";
import { useI18n } from "../../lib/i18n.tsx";
import { SubmitButton } from "../async-form.tsx";
import { MsisdnField, SmsCodeField } from "../auth-fields.tsx";
import { FormMessage } from "../field.tsx";
import { type ProfileOutcome, SectionStatus, useSending } from "./profile-status.tsx";

/**
 * Adds a line the customer holds: a code goes by SMS to that line, and typing it proves the SIM is
 * in their hands. The flow travels in a hidden field; the code is only ever posted.
 */
export function ProfileAddLine({ outcome }: { outcome: ProfileOutcome | undefined }) {
  const { t } = useI18n();
  return (
    <section className="profile-section" id="profile-add-line" aria-labelledby="profile-add-line-heading">
      <h2 id="profile-add-line-heading">{t("profile.addLine.title")}</h2>
      <SectionStatus outcome={outcome} />
      {outcome?.code ? <CodeStep outcome={outcome} code={outcome.code} /> : <NumberStep outcome={outcome} />}
    </section>
  );
}

function NumberStep({ outcome }: { outcome: ProfileOutcome | undefined }) {
  const { t } = useI18n();
  const sending = useSending("add-line-start");
  return (
    <Form key={outcome?.id ?? "number"} method="post" action="#profile-add-line" className="profile-form">
      <input type="hidden" name="intent" value="add-line-start" />
      <p className="field-hint">{t("profile.addLine.intro")}</p>
      <FormMessage message={outcome?.errors?.form} />
      <MsisdnField error={outcome?.errors?.fields.msisdn} />
      <SubmitButton busy={sending} className="button">
        {t("profile.addLine.send")}
      </SubmitButton>
    </Form>
  );
}

function CodeStep({ outcome, code }: { outcome: ProfileOutcome; code: NonNullable<ProfileOutcome["code"]> }) {
  const { t } = useI18n();
  const verifying = useSending("add-line-verify");
  return (
    <Form key={outcome.id} method="post" action="#profile-add-line" className="profile-form">
      <input type="hidden" name="flowId" value={code.flowId} />
      <input type="hidden" name="msisdn" value={code.msisdn} />
      <p>
        {t("profile.addLine.sentTo")} <bdi dir="ltr">{code.display}</bdi>
      </p>
      {code.resent ? <p role="status">{t("profile.addLine.resent")}</p> : null}
      <FormMessage message={outcome.errors?.form} />
      <SmsCodeField
        label={t("profile.addLine.code")}
        hint={t("profile.addLine.codeHint")}
        error={outcome.errors?.fields.code}
      />
      <div className="profile-actions">
        <SubmitButton busy={verifying} name="intent" value="add-line-verify" className="button">
          {t("profile.addLine.verify")}
        </SubmitButton>
        <button type="submit" name="intent" value="add-line-resend" formNoValidate className="link-button">
          {t("profile.addLine.resend")}
        </button>
        <button type="submit" name="intent" value="add-line-cancel" formNoValidate className="link-button">
          {t("profile.addLine.otherNumber")}
        </button>
      </div>
    </Form>
  );
}
