import { Form } from "react-router";
import { useI18n } from "../../lib/i18n.tsx";
import { SubmitButton } from "../async-form.tsx";
import { FormMessage } from "../field.tsx";
import { type ProfileOutcome, SectionStatus, type SessionView, useSending } from "./profile-status.tsx";

/** The devices signed in to the account; any but this one can be signed out, one by one or all at once. */
export function ProfileSessions({
  sessions,
  outcome,
}: {
  sessions: SessionView[];
  outcome: ProfileOutcome | undefined;
}) {
  const { t } = useI18n();
  const others = sessions.filter((s) => !s.current);
  const sendingAll = useSending("end-others");
  return (
    <section className="profile-section" id="profile-sessions" aria-labelledby="profile-sessions-heading">
      <h2 id="profile-sessions-heading">{t("profile.sessions.title")}</h2>
      <SectionStatus outcome={outcome} />
      {/* A device that could not be signed out has usually left the list already: the message stays here. */}
      <FormMessage message={outcome?.errors?.form} />
      <ul className="profile-list">
        {sessions.map((session) => (
          <SessionItem key={session.id} session={session} />
        ))}
      </ul>
      {others.length > 0 ? (
        <Form method="post" action="#profile-sessions" className="profile-actions">
          <input type="hidden" name="intent" value="end-others" />
          <SubmitButton busy={sendingAll} className="button button-secondary">
            {t("profile.sessions.endOthers")}
          </SubmitButton>
        </Form>
      ) : (
        <p className="field-hint">{t("profile.sessions.onlyThis")}</p>
      )}
    </section>
  );
}

function SessionItem({ session }: { session: SessionView }) {
  const { t, format } = useI18n();
  const sending = useSending("end-session", session.id);
  const { browser, os, raw } = session.device;
  const known = browser || os;
  const name =
    browser && os ? t("profile.sessions.device", { browser, os }) : known || raw || t("profile.sessions.unknownDevice");
  const label = `session-${session.id}`;
  return (
    <li className="profile-item">
      <div className="profile-item-text">
        {/* A raw user agent (no browser or system recognised) reads in its own direction. */}
        <strong id={label} dir={known ? undefined : "auto"}>
          {name}
        </strong>{" "}
        {session.current ? <span className="profile-badge">{t("profile.sessions.thisDevice")}</span> : null}{" "}
        <span className="profile-item-meta">
          {t("profile.sessions.lastUsed", { date: format.date(session.lastUsedAt) })}
        </span>
      </div>
      {session.current ? null : (
        <Form method="post" action="#profile-sessions">
          <input type="hidden" name="intent" value="end-session" />
          <input type="hidden" name="target" value={session.id} />
          <SubmitButton busy={sending} className="button button-small button-secondary" aria-describedby={label}>
            {t("profile.sessions.end")}
          </SubmitButton>
        </Form>
      )}
    </li>
  );
}
