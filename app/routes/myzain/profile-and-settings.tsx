import { Blocks } from "../../components/blocks.tsx";
import { ProfileAddLine } from "../../components/myzain/profile-add-line.tsx";
import { ProfileAlerts } from "../../components/myzain/profile-alerts.tsx";
import { ProfileDetails } from "../../components/myzain/profile-details.tsx";
import { ProfileLines } from "../../components/myzain/profile-lines.tsx";
import { ProfileMember } from "../../components/myzain/profile-member.tsx";
import { ProfilePaperless } from "../../components/myzain/profile-paperless.tsx";
import { ProfilePassword } from "../../components/myzain/profile-password.tsx";
import { ProfileSessions } from "../../components/myzain/profile-sessions.tsx";
import { outcomeFor } from "../../components/myzain/profile-status.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/profile-and-settings";
import { loadProfilePage, profileAction } from "./profile-and-settings.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData?.page);

export const loader = (args: Route.LoaderArgs) => loadProfilePage(args);

export const action = (args: Route.ActionArgs) => profileAction(args);

const SECTIONS = [
  ["profile-details", "profile.details.title"],
  ["profile-alerts", "profile.alerts.title"],
  ["profile-paperless", "profile.paperless.title"],
  ["profile-password", "profile.password.title"],
  ["profile-sessions", "profile.sessions.title"],
  ["profile-lines", "profile.lines.title"],
  ["profile-add-line", "profile.addLine.title"],
] as const;
const MEMBER_SECTIONS = new Set<string>(["profile-sessions", "profile-lines"]);

/**
 * The customer's own settings: one plain form per change, all posting to the one action, so each
 * works before JavaScript; the outcome appears in the section where the change was made.
 */
export default function ProfileAndSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, profile, sessions, lines } = loaderData;
  const outcome = actionData ?? undefined;
  // The content's password steps and cards describe an SMS confirmation this page does not ask
  // for; only its general help (store-only changes, questions) is shown below the forms.
  const help = page.page.blocks.filter((b) => b.type === "text" || b.type === "faq");
  // Only postpaid lines get bills: the choice is offered to accounts that have one.
  const billed = lines.some((l) => l.billing === "postpaid");
  const { member } = loaderData;
  // A member changes none of the account's settings: only who they are, their devices and lines.
  const sections = member
    ? ([["profile-member", "profile.member.title"], ...SECTIONS.filter(([id]) => MEMBER_SECTIONS.has(id))] as const)
    : SECTIONS.filter(([id]) => billed || id !== "profile-paperless");
  return (
    <article className="page myzain-page profile-page">
      <h1>{page.page.title}</h1>
      <nav className="profile-toc" aria-label={t("profile.toc")}>
        <ul>
          {sections.map(([id, key]) => (
            <li key={id}>
              <a href={`#${id}`}>{t(key)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {member ? (
        <ProfileMember name={member.name} company={member.company} />
      ) : (
        <>
          <ProfileDetails profile={profile} outcome={outcomeFor(outcome, ["details"])} />
          <ProfileAlerts smsAlerts={profile.smsAlerts} outcome={outcomeFor(outcome, ["alerts"])} />
          {billed ? <ProfilePaperless profile={profile} outcome={outcomeFor(outcome, ["paperless"])} /> : null}
          <ProfilePassword outcome={outcomeFor(outcome, ["password"])} />
        </>
      )}
      <ProfileSessions sessions={sessions} outcome={outcomeFor(outcome, ["end-session", "end-others"])} />
      <ProfileLines lines={lines} outcome={outcomeFor(outcome, ["suspend", "resume"])} />
      {member ? null : (
        <ProfileAddLine
          outcome={outcomeFor(outcome, ["add-line-start", "add-line-resend", "add-line-verify", "add-line-cancel"])}
        />
      )}
      <Blocks blocks={help} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
