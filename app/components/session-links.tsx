import { Form } from "react-router";
import { useAuth } from "../lib/auth.tsx";
import { useI18n } from "../lib/i18n.tsx";
import type { Viewer } from "../lib/viewer.ts";
import { LocaleLink } from "./locale-link.tsx";

/** Sign-in link, or the signed-in customer's name with links to myzain and sign-out. */
export function SessionLinks({ viewer }: { viewer: Viewer | null }) {
  const { t } = useI18n();
  const { status } = useAuth();
  if (!viewer) {
    return (
      <LocaleLink to="/registration/login" className="button button-small">
        {t("session.signIn")}
      </LocaleLink>
    );
  }
  return (
    <div className="session-links" aria-busy={status === "loading" || undefined}>
      <LocaleLink to="/myzain" className="session-name" dir="auto">
        {viewer.name}
      </LocaleLink>
      <SignOutButton className="link-button" />
    </div>
  );
}

/** Sign-out is a POST (never a link a crawler or a prefetch could follow), back to the home page in this language. */
export function SignOutButton({ className }: { className: string }) {
  const { t, locale } = useI18n();
  return (
    <Form method="post" action="/logout">
      <input type="hidden" name="lang" value={locale.code} />
      <button type="submit" className={className}>
        {t("session.signOut")}
      </button>
    </Form>
  );
}
