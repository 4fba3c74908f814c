import { Form } from "react-router";
import type { LineSummary } from "../../../src/contracts/api/lines.ts";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import type { SuspensionReason } from "../../../src/contracts/staff.ts";
import { useFormText } from "../../lib/form-text.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { SubmitButton } from "../async-form.tsx";
import { FormMessage } from "../field.tsx";
import { LocaleLink } from "../locale-link.tsx";
import { outcomeFor, type ProfileOutcome, SectionStatus, useSending } from "./profile-status.tsx";

const STATUS = {
  active: "profile.lines.active",
  suspended: "profile.lines.suspended",
  terminated: "profile.lines.terminated",
} as const;

/** The account's lines; a lost or stolen SIM is suspended here at once (after a confirmation) and resumed later. */
export function ProfileLines({ lines, outcome }: { lines: LineSummary[]; outcome: ProfileOutcome | undefined }) {
  const { t } = useI18n();
  return (
    <section className="profile-section" id="profile-lines" aria-labelledby="profile-lines-heading">
      <h2 id="profile-lines-heading">{t("profile.lines.title")}</h2>
      <SectionStatus outcome={outcome} />
      <ul className="profile-list">
        {lines.map((line) => (
          <LineItem key={line.id} line={line} outcome={outcomeFor(outcome, ["suspend", "resume"], line.id)} />
        ))}
      </ul>
      <p className="profile-puk-link">
        <LocaleLink to="/myzain/sim-puk">{t("profile.puk.link")}</LocaleLink>
      </p>
    </section>
  );
}

function LineItem({ line, outcome }: { line: LineSummary; outcome: ProfileOutcome | undefined }) {
  const { t } = useI18n();
  const say = useFormText();
  const suspending = useSending("suspend", line.id);
  const resuming = useSending("resume", line.id);
  const label = `line-${line.id}`;
  const confirmError = outcome?.errors?.fields.confirm;
  // Only the customer's own suspension can be lifted here; the operator's says what to do instead.
  const byOperator = line.status === "suspended" && line.suspension?.by === "operator";
  return (
    <li className={`profile-item line-item line-${line.status}`}>
      <div className="profile-item-text" id={label}>
        <strong>
          <bdi dir="ltr">{formatMsisdn(line.msisdn)}</bdi>
        </strong>{" "}
        <span className="profile-item-meta">{t(`myzain.billing.${line.billing}`)}</span>{" "}
        <span className={`profile-badge status-${line.status}`}>
          {t(byOperator ? "profile.lines.suspendedByOperator" : STATUS[line.status])}
        </span>
      </div>
      {byOperator && line.suspension ? <OperatorSuspension reasonCode={line.suspension.reasonCode} /> : null}
      <FormMessage message={outcome?.errors?.form} />
      {line.status === "active" ? (
        <Form method="post" action="#profile-lines" className="suspend-form">
          <input type="hidden" name="intent" value="suspend" />
          <input type="hidden" name="target" value={line.id} />
          <label className="choice">
            <input
              type="checkbox"
              name="confirm"
              required
              aria-invalid={confirmError ? true : undefined}
              aria-describedby={confirmError ? `${label}-confirm-error` : undefined}
            />
            <span>{t("profile.lines.confirm")}</span>
          </label>
          {confirmError ? (
            <p id={`${label}-confirm-error`} className="field-error" role="alert">
              {say(confirmError)}
            </p>
          ) : null}
          <SubmitButton busy={suspending} className="button button-small button-danger" aria-describedby={label}>
            {t("profile.lines.suspend")}
          </SubmitButton>
        </Form>
      ) : null}
      {line.status === "suspended" && !byOperator ? (
        <Form method="post" action="#profile-lines">
          <input type="hidden" name="intent" value="resume" />
          <input type="hidden" name="target" value={line.id} />
          <SubmitButton busy={resuming} className="button button-small" aria-describedby={label}>
            {t("profile.lines.resume")}
          </SubmitButton>
        </Form>
      ) : null}
    </li>
  );
}

/** Why the operator suspended the line, in words, and how the customer gets it resumed. */
function OperatorSuspension({ reasonCode }: { reasonCode: SuspensionReason }) {
  const { t } = useI18n();
  return (
    <div className="notice operator-suspension" role="note">
      <p>
        {t("profile.lines.reasonLabel")} {t(`profile.lines.reason.${reasonCode}`)}
      </p>
      {reasonCode === "lost_or_stolen" ? null : <p>{t(`profile.lines.help.${reasonCode}`)}</p>}
    </div>
  );
}
