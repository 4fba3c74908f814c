import { type FormEvent, useState } from "react";
import { data, Form, useLocation, useNavigation, useSearchParams } from "react-router";
import { loginOp } from "../../../src/contracts/api/auth.ts";
import { loginSchema } from "../../../src/contracts/auth.ts";
import { normalizeMsisdn } from "../../../src/contracts/msisdn.ts";
import { SubmitButton } from "../../components/async-form.tsx";
import { CurrentPasswordField, MsisdnField } from "../../components/auth-fields.tsx";
import { FormMessage } from "../../components/field.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { webEnvContext } from "../../context.ts";
import { apiFor } from "../../lib/api.server.ts";
import { sessionCookies } from "../../lib/auth-cookies.server.ts";
import { messageKey } from "../../lib/form-text.ts";
import { apiFormErrors, type FormErrors, formValues, validate } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { localeOf } from "../../lib/locale.ts";
import { pageUrlOf, restOfPath } from "../../lib/page-url.ts";
import { splitLocale } from "../../lib/paths.ts";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/login";
import { afterSignIn, authPageData } from "./auth-loader.server.ts";
import { AuthShell, SignedInPanel } from "./auth-shell.tsx";
import { startFlow } from "./code-flow.server.ts";
import { NumberForm } from "./number-form.tsx";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

const slugOf = (request: Request) => restOfPath(pageUrlOf(request).pathname);

/**
 * registration/login, /login (myzain layout) and /signin: one sign-in form, one behaviour. With
 * `?with=code` it asks for the number and sends a code instead (the code step is verify-code).
 */
export async function loader(args: Route.LoaderArgs) {
  return authPageData(args, slugOf(args.request));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const env = context.get(webEnvContext);
  const values = await formValues(request);
  if (values.intent === "code") return startFlow({ request, context, locale }, values, "login");
  const checked = validate(loginSchema, values);
  if ("errors" in checked) return data({ errors: checked.errors }, { status: 422 });
  try {
    const response = await apiFor(context, request, locale).call(loginOp, { body: checked.data });
    const cookies = sessionCookies(response, env);
    if (!cookies)
      return data(
        { errors: { fields: {}, form: messageKey("auth.signInFailed") } satisfies FormErrors },
        { status: 502 },
      );
    const headers = new Headers();
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    return afterSignIn(request, locale, headers);
  } catch (error) {
    const errors = apiFormErrors(error);
    return data({ errors }, { status: errors.retryAfter ? 429 : 400 });
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [search] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const [clientErrors, setClientErrors] = useState<FormErrors | null>(null);
  const errors: FormErrors | undefined = clientErrors ?? actionData?.errors;
  const byCode = search.get("with") === "code";

  // Instant feedback with the same schema the server uses; the server still decides.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const checked = validate(loginSchema, values);
    const numberOk = normalizeMsisdn(String(values.msisdn ?? ""), loaderData.prefixes) !== null;
    if ("errors" in checked || !numberOk) {
      event.preventDefault();
      const fields = "errors" in checked ? checked.errors.fields : {};
      if (!numberOk && !fields.msisdn) fields.msisdn = messageKey("validation.msisdn.invalid");
      setClientErrors({ fields });
      return;
    }
    if (busy) event.preventDefault();
    setClientErrors(null);
  };

  // The other way in, keeping where to go afterwards (`redirect`).
  const other = new URLSearchParams(search);
  if (byCode) other.delete("with");
  else other.set("with", "code");
  const here = splitLocale(useLocation().pathname).rest;
  const otherWay = (
    <LocaleLink to={`${here}?${other.toString()}`}>{t(byCode ? "auth.withPassword" : "auth.withCode")}</LocaleLink>
  );

  if (byCode && !loaderData.viewer) {
    return (
      <AuthShell data={loaderData}>
        <p>{t("auth.codeIntro")}</p>
        <NumberForm
          prefixes={loaderData.prefixes}
          errors={actionData?.errors}
          submitLabel={t("auth.sendCode")}
          intent="code"
          action={`?${search.toString()}`}
        />
        <p className="auth-links">{otherWay}</p>
      </AuthShell>
    );
  }
  return (
    <AuthShell data={loaderData}>
      {loaderData.viewer ? (
        <SignedInPanel viewer={loaderData.viewer} />
      ) : (
        <Form method="post" action={`?${search.toString()}`} onSubmit={onSubmit} noValidate className="auth-form">
          <FormMessage message={errors?.form} />
          <MsisdnField error={errors?.fields.msisdn} />
          <CurrentPasswordField label={t("auth.password")} error={errors?.fields.password} />
          <SubmitButton busy={busy} className="button button-large">
            {t("session.signIn")}
          </SubmitButton>
          <p className="auth-links">
            {otherWay}
            <LocaleLink to="/registration/forget-password">{t("auth.forgot")}</LocaleLink>
            {loaderData.signupEnabled ? (
              <LocaleLink to="/registration/signup">{t("auth.createAccount")}</LocaleLink>
            ) : null}
          </p>
        </Form>
      )}
    </AuthShell>
  );
}

export const ErrorBoundary = RouteError;
