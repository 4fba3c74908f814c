import { type FormEvent, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { completeSignupOp } from "../../../src/contracts/api/auth.ts";
import { completeSignupSchema } from "../../../src/contracts/auth.ts";
import { locales } from "../../../src/i18n/locales.ts";
import { SubmitButton } from "../../components/async-form.tsx";
import { NewPasswordField } from "../../components/auth-fields.tsx";
import { Field, FormMessage } from "../../components/field.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { webEnvContext } from "../../context.ts";
import { readFlow } from "../../lib/auth-cookies.server.ts";
import { messageKey } from "../../lib/form-text.ts";
import { type FormErrors, formValues, validate } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { localeOf } from "../../lib/locale.ts";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/signup";
import { authPageData } from "./auth-loader.server.ts";
import { AuthShell, SignedInPanel } from "./auth-shell.tsx";
import { finishWithToken, startFlow } from "./code-flow.server.ts";
import { NumberForm } from "./number-form.tsx";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

/** Sign-up: the number first; after the code is verified, the same address asks for name, password and language. */
export async function loader(args: Route.LoaderArgs) {
  const flow = await readFlow(args.context, args.request);
  const step = flow?.purpose === "signup" && flow.ticket ? ("details" as const) : ("number" as const);
  const env = args.context.get(webEnvContext);
  if (!env.config.auth.signupEnabled) env.log("warn", "sign-up is disabled by configuration (SIGNUP_ENABLED=0)", {});
  return { ...(await authPageData(args, "registration/signup")), step };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const values = await formValues(request);
  if (values.intent === "complete") {
    const flow = await readFlow(context, request);
    if (flow?.purpose !== "signup" || !flow.ticket)
      return data(
        { errors: { fields: {}, form: messageKey("auth.flowExpired") } satisfies FormErrors },
        { status: 422 },
      );
    const checked = validate(completeSignupSchema, { ...values, ticket: flow.ticket });
    if ("errors" in checked) return data({ errors: checked.errors }, { status: 422 });
    return finishWithToken({ request, context, locale }, (api) => api.call(completeSignupOp, { body: checked.data }));
  }
  return startFlow({ request, context, locale }, values, "signup");
}

function DetailsForm({ errors }: { errors: FormErrors | undefined }) {
  const { t, locale } = useI18n();
  const busy = useNavigation().state === "submitting";
  const [clientErrors, setClientErrors] = useState<FormErrors | null>(null);
  const shown = clientErrors ?? errors;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const checked = validate(completeSignupSchema, { ...values, ticket: "browser-side-check" });
    if ("errors" in checked || busy) {
      event.preventDefault();
      if ("errors" in checked) setClientErrors(checked.errors);
      return;
    }
    setClientErrors(null);
  };
  return (
    <Form method="post" onSubmit={onSubmit} noValidate className="auth-form">
      <input type="hidden" name="intent" value="complete" />
      <FormMessage message={shown?.form} />
      <Field name="name" label={t("auth.name")} autoComplete="name" dir="auto" required error={shown?.fields.name} />
      <NewPasswordField error={shown?.fields.password} />
      <fieldset className="field">
        <legend>{t("auth.language")}</legend>
        <p className="field-hint">{t("auth.languageHint")}</p>
        {locales.map((l) => (
          <label key={l.code} className="choice" lang={l.htmlLang}>
            <input type="radio" name="language" value={l.code} defaultChecked={l.code === locale.code} /> {l.name}
          </label>
        ))}
      </fieldset>
      <SubmitButton busy={busy} className="button button-large">
        {t("auth.createAccount")}
      </SubmitButton>
    </Form>
  );
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const errors = actionData?.errors;
  let body: React.ReactNode;
  if (loaderData.viewer) body = <SignedInPanel viewer={loaderData.viewer} />;
  else if (!loaderData.signupEnabled) body = <p className="form-message">{t("auth.signupDisabled")}</p>;
  else if (loaderData.step === "details") body = <DetailsForm errors={errors} />;
  else
    body = (
      <NumberForm prefixes={loaderData.prefixes} errors={errors} submitLabel={t("auth.sendCode")} intent="start" />
    );
  return (
    <AuthShell data={loaderData}>
      {body}
      {loaderData.viewer ? null : (
        <p className="auth-links">
          <LocaleLink to="/registration/login">{t("auth.haveAccount")}</LocaleLink>
        </p>
      )}
    </AuthShell>
  );
}

export const ErrorBoundary = RouteError;
