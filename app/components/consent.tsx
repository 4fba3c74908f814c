import { Form, useLocation } from "react-router";
import { useI18n } from "../lib/i18n.tsx";
import { useRootData } from "../lib/root-data.ts";
import { AsyncForm, SubmitButton } from "./async-form.tsx";
import { usePublicConfig } from "./site-header.tsx";

export type ConsentState = "granted" | "denied" | null;

function useConsent(): ConsentState {
  return useRootData()?.consent ?? null;
}

/**
 * Tag manager (spec section 9): loaded only when enableGtm is set, with its id from configuration.
 * Consent defaults to denied for ad and analytics storage before the container loads; a visitor's
 * stored choice is applied right after. The id is validated at start-up, so it is safe to inline.
 */
export function TagManager() {
  const { gtm } = usePublicConfig();
  const consent = useConsent();
  if (!gtm.enabled || !gtm.id) return null;
  const granted = consent === "granted" ? "granted" : "denied";
  // The snippet runs once, from the server's HTML. Hydration neither checks nor rewrites a script's
  // contents, and the element never changes afterwards, so its text stays out of the browser's code.
  const script = import.meta.env.SSR
    ? [
        "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}",
        "gtag('consent','default',{ad_storage:'denied',analytics_storage:'denied',ad_user_data:'denied',ad_personalization:'denied'});",
        granted === "granted" ? "gtag('consent','update',{ad_storage:'granted',analytics_storage:'granted'});" : "",
        `(function(w,d,s,l,i){w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${gtm.id}');`,
      ].join("")
    : "";
  // The only interpolated value is the container id, checked against GTM-[A-Z0-9]+ at start-up.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: static snippet, see above
  return <script id="tag-manager" dangerouslySetInnerHTML={{ __html: script }} />;
}

/** Asks once, in the visitor's language; works as a plain form without JavaScript. */
export function ConsentBanner() {
  const { t } = useI18n();
  const { gtm } = usePublicConfig();
  const consent = useConsent();
  const location = useLocation();
  if (!gtm.enabled || consent !== null) return null;
  return (
    <section className="consent-banner" aria-labelledby="consent-title">
      <h2 id="consent-title">{t("consent.title")}</h2>
      <p>{t("consent.text")}</p>
      <AsyncForm action="/consent" className="consent-actions" onDone={applyConsent}>
        <input type="hidden" name="path" value={`${location.pathname}${location.search}`} />
        <SubmitButton name="choice" value="granted" className="button">
          {t("consent.accept")}
        </SubmitButton>
        <SubmitButton name="choice" value="denied" className="button button-secondary">
          {t("consent.reject")}
        </SubmitButton>
      </AsyncForm>
    </section>
  );
}

export function ConsentSettingsButton() {
  const { t } = useI18n();
  const { gtm } = usePublicConfig();
  const location = useLocation();
  if (!gtm.enabled) return null;
  return (
    <Form method="post" action="/consent">
      <input type="hidden" name="path" value={`${location.pathname}${location.search}`} />
      <button type="submit" name="choice" value="reset" className="link-button">
        {t("consent.settings")}
      </button>
    </Form>
  );
}

/** Tells an already loaded tag manager about the choice at once, without waiting for the next page. */
function applyConsent(sent: FormData) {
  const gtag = window.gtag;
  const state = sent.get("choice") === "granted" ? "granted" : "denied";
  gtag?.("consent", "update", { ad_storage: state, analytics_storage: state });
}

declare global {
  interface Window {
    /** Defined by the tag manager's snippet once it has loaded. */
    gtag?: (...args: unknown[]) => void;
  }
}
