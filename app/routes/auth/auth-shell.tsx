import type { ReactNode } from "react";
import { Blocks } from "../../components/blocks.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { SignOutButton } from "../../components/session-links.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import type { PageData } from "../../lib/page-data.server.ts";
import type { Viewer } from "../../lib/viewer.ts";

/** An account page: the record's heading and intro, the form card, then the record's help (FAQ). */
export function AuthShell({ data, children }: { data: PageData; children: ReactNode }) {
  const [hero, ...rest] = data.page.blocks;
  const intro = hero?.type === "hero" ? hero.text : undefined;
  return (
    <article className="page auth-page">
      <header className="auth-header container">
        <h1>{data.page.title}</h1>
        {intro ? <p className="lead">{intro}</p> : null}
      </header>
      <div className="container auth-card">{children}</div>
      <Blocks blocks={rest.filter((b) => b.type !== "cta")} titleFirst={false} />
    </article>
  );
}

/** Shown instead of a registration form to someone already signed in. */
export function SignedInPanel({ viewer }: { viewer: Viewer }) {
  const { t } = useI18n();
  return (
    <section className="signed-in-panel" aria-live="polite">
      <p>{t("auth.signedIn", { name: viewer.name })}</p>
      <div className="form-actions">
        <LocaleLink to="/myzain" className="button">
          {t("auth.goToMyzain")}
        </LocaleLink>
        <SignOutButton className="button button-secondary" />
      </div>
    </section>
  );
}

/** A later step opened without the earlier one (no code was asked for): where to start instead. */
export function StartFirst() {
  const { t } = useI18n();
  return (
    <section className="signed-in-panel">
      <p>{t("auth.noFlow")}</p>
      <div className="form-actions">
        <LocaleLink to="/registration/signup" className="button">
          {t("auth.createAccount")}
        </LocaleLink>
        <LocaleLink to="/registration/forget-password" className="button button-secondary">
          {t("auth.forgot")}
        </LocaleLink>
      </div>
    </section>
  );
}
