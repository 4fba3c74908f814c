import { AutoPayRules } from "../../components/autopay/autopay-rules.tsx";
import { AutoPaySetup } from "../../components/autopay/autopay-setup.tsx";
import { SavedMethods } from "../../components/autopay/saved-methods.tsx";
import { FormMessage } from "../../components/field.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { PRIVATE_HEADERS, revalidateAfterPost } from "../../lib/payment-route.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/autopay";
import { autoPayAction, autoPayData } from "./autopay.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "autopay.title");

export const headers = () => PRIVATE_HEADERS;

export const loader = (args: Route.LoaderArgs) => autoPayData(args);

export const action = (args: Route.ActionArgs) => autoPayAction(args);

export const shouldRevalidate = revalidateAfterPost;

/** Written out so the catalogue check sees every key in use. */
const doneKeys: Record<string, string> = {
  "remove-method": "autopay.methods.removed",
  "remove-rule": "autopay.rule.removed",
  "set-rule": "autopay.rule.set",
};

/**
 * myzain/autopay (issue 20): cards and wallets saved with the gateway, the automatic payments that
 * use them (recharge when low, on a day of the month, the bill on its due date), and setting one up.
 */
export default function AutoPayPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { settings, lines, confirmed } = loaderData;
  const done = actionData?.done ? doneKeys[actionData.intent] : undefined;
  const otherProblem =
    actionData && !actionData.done && actionData.intent !== "set-rule" ? actionData.errors?.form : undefined;
  return (
    <article className="page myzain-page autopay-page">
      <h1>{t("autopay.title")}</h1>
      <p>{t("autopay.intro")}</p>
      {settings.paused ? (
        <p className="notice notice-warning" role="status">
          {t("autopay.paused")}
        </p>
      ) : null}
      {confirmed ? (
        <p className={confirmed.method ? "notice notice-success" : "notice"} role="status">
          {confirmed.method
            ? t("autopay.methods.saved", {
                brand: confirmed.method.brand,
                last4: `\u2066${confirmed.method.last4}\u2069`,
              })
            : t("autopay.methods.notSaved")}
        </p>
      ) : null}
      {done ? (
        <p className="notice notice-success" role="status">
          {t(done)}
        </p>
      ) : null}
      <FormMessage message={otherProblem} />
      <div className="payment-panel">
        <AutoPayRules rules={settings.rules} />
        <SavedMethods methods={settings.methods} />
        <AutoPaySetup
          lines={lines}
          methods={settings.methods}
          sent={actionData?.intent === "set-rule" ? actionData : undefined}
        />
      </div>
      <nav className="myzain-actions" aria-label={t("myzain.actions")}>
        <LocaleLink to="/myzain/payments" className="button button-secondary">
          {t("payments.history.title")}
        </LocaleLink>
      </nav>
    </article>
  );
}

export const ErrorBoundary = RouteError;
