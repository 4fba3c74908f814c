import { LocaleLink } from "../../components/locale-link.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { formValues } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { localeOf } from "../../lib/locale.ts";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/forget-password";
import { authPageData } from "./auth-loader.server.ts";
import { AuthShell, SignedInPanel } from "./auth-shell.tsx";
import { startFlow } from "./code-flow.server.ts";
import { NumberForm } from "./number-form.tsx";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

export async function loader(args: Route.LoaderArgs) {
  return authPageData(args, "registration/forget-password");
}

/** Starts a reset: the same answer whether or not the number has an account. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return startFlow({ request, context, locale: localeOf(params) }, await formValues(request), "reset");
}

export default function ForgetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <AuthShell data={loaderData}>
      {loaderData.viewer ? (
        <SignedInPanel viewer={loaderData.viewer} />
      ) : (
        <>
          <NumberForm
            prefixes={loaderData.prefixes}
            errors={actionData?.errors}
            submitLabel={t("auth.sendCode")}
            intent="start"
          />
          <p className="auth-links">
            <LocaleLink to="/registration/login">{t("auth.backToSignIn")}</LocaleLink>
          </p>
        </>
      )}
    </AuthShell>
  );
}

export const ErrorBoundary = RouteError;
