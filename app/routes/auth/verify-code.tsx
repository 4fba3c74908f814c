import { type FormEvent, useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { loginWithTicketOp, verifyCodeOp } from "../../../src/contracts/api/auth.ts";
import { codeSchema, verifyCodeSchema } from "../../../src/contracts/auth.ts";
import { maskMsisdn, normalizeMsisdn } from "../../../src/contracts/msisdn.ts";
import { SubmitButton } from "../../components/async-form.tsx";
import { SmsCodeField } from "../../components/auth-fields.tsx";
import { FormMessage } from "../../components/field.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { webEnvContext } from "../../context.ts";
import { apiFor } from "../../lib/api.server.ts";
import { flowCookie, readFlow } from "../../lib/auth-cookies.server.ts";
import { messageKey } from "../../lib/form-text.ts";
import { apiFormErrors, type FormErrors, formValues, validate } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { localeOf } from "../../lib/locale.ts";
import { isSafeRedirect, localizedPath } from "../../lib/paths.ts";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/verify-code";
import { authPageData } from "./auth-loader.server.ts";
import { AuthShell, SignedInPanel, StartFirst } from "./auth-shell.tsx";
import { finishWithToken, startOp } from "./code-flow.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

/** The code step of sign-up, of a reset and of signing in by code; without a flow in progress it sends the visitor to start one. */
export async function loader(args: Route.LoaderArgs) {
  const flow = await readFlow(args.context, args.request);
  const page = await authPageData(args, "registration/verify-code");
  const prefixes = args.context.get(webEnvContext).config.auth.mobilePrefixes;
  const msisdn = flow ? normalizeMsisdn(flow.msisdn, prefixes) : null;
  return { ...page, hasFlow: Boolean(flow), masked: msisdn ? maskMsisdn(msisdn) : null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const flow = await readFlow(context, request);
  if (!flow) return redirect(localizedPath(locale, "/registration/signup"));
  const values = await formValues(request);
  const api = apiFor(context, request, locale);
  const cookie = flowCookie(context);
  if (values.intent === "resend") {
    try {
      const started = await api.call(startOp[flow.purpose], { body: { msisdn: flow.msisdn } });
      const headers = { "Set-Cookie": await cookie.serialize({ ...flow, flowId: started.flowId }) };
      return data({ errors: undefined, resent: true }, { headers });
    } catch (error) {
      return data({ errors: apiFormErrors(error), resent: false }, { status: 429 });
    }
  }
  const checked = validate(verifyCodeSchema, { flowId: flow.flowId, code: values.code });
  if ("errors" in checked) return data({ errors: checked.errors, resent: false }, { status: 422 });
  try {
    const { ticket } = await api.call(verifyCodeOp, { body: checked.data });
    // Signing in by code ends here; sign-up and a reset go on to their last step.
    if (flow.purpose === "login") {
      const next = isSafeRedirect(flow.next) ? flow.next : undefined;
      return finishWithToken(
        { request, context, locale },
        (client) => client.call(loginWithTicketOp, { body: { ticket } }),
        next,
      );
    }
    const next = flow.purpose === "signup" ? "/registration/signup" : "/registration/reset-password";
    return redirect(localizedPath(locale, next), {
      headers: { "Set-Cookie": await cookie.serialize({ ...flow, ticket }) },
    });
  } catch (error) {
    return data({ errors: apiFormErrors(error), resent: false }, { status: 422 });
  }
}

export default function VerifyCode({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [clientErrors, setClientErrors] = useState<FormErrors | null>(null);
  const errors: FormErrors | undefined = clientErrors ?? actionData?.errors;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "resend") return;
    const checked = validate(codeSchema, new FormData(event.currentTarget).get("code"));
    if ("errors" in checked || busy) {
      event.preventDefault();
      if ("errors" in checked)
        setClientErrors({ fields: { code: checked.errors.fields[""] ?? messageKey("validation.code.format") } });
      return;
    }
    setClientErrors(null);
  };
  if (loaderData.viewer || !loaderData.hasFlow) {
    return (
      <AuthShell data={loaderData}>
        {loaderData.viewer ? <SignedInPanel viewer={loaderData.viewer} /> : <StartFirst />}
      </AuthShell>
    );
  }
  const retry = errors?.retryAfter ? messageKey("auth.retryAfter", { seconds: errors.retryAfter }) : undefined;
  return (
    <AuthShell data={loaderData}>
      {loaderData.masked ? (
        <p>
          {t("auth.codeSentTo")} <bdi dir="ltr">{loaderData.masked}</bdi>
        </p>
      ) : null}
      {actionData && "resent" in actionData && actionData.resent ? <p role="status">{t("auth.codeResent")}</p> : null}
      <Form method="post" onSubmit={onSubmit} noValidate className="auth-form">
        <FormMessage message={retry ?? errors?.form} />
        <SmsCodeField label={t("auth.code")} hint={t("auth.codeHint")} error={errors?.fields.code} />
        <SubmitButton busy={busy} name="intent" value="verify" className="button button-large">
          {t("auth.verify")}
        </SubmitButton>
        <button type="submit" name="intent" value="resend" className="link-button">
          {t("auth.resend")}
        </button>
      </Form>
    </AuthShell>
  );
}

export const ErrorBoundary = RouteError;
