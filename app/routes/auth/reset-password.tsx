import { type FormEvent, useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { resetPasswordOp } from "../../../src/contracts/api/auth.ts";
import { passwordSchema, resetPasswordSchema } from "../../../src/contracts/auth.ts";
import { SubmitButton } from "../../components/async-form.tsx";
import { NewPasswordField } from "../../components/auth-fields.tsx";
import { FormMessage } from "../../components/field.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { readFlow } from "../../lib/auth-cookies.server.ts";
import type { FormText } from "../../lib/form-text.ts";
import { type FormErrors, formValues, validate } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { localeOf } from "../../lib/locale.ts";
import { localizedPath } from "../../lib/paths.ts";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/reset-password";
import { authPageData } from "./auth-loader.server.ts";
import { AuthShell, SignedInPanel, StartFirst } from "./auth-shell.tsx";
import { finishWithToken } from "./code-flow.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

/** The last step of a reset; it needs the ticket the verified code gave, else it starts over. */
export async function loader(args: Route.LoaderArgs) {
  const page = await authPageData(args, "registration/reset-password");
  const flow = await readFlow(args.context, args.request);
  return { ...page, hasTicket: flow?.purpose === "reset" && Boolean(flow.ticket) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const flow = await readFlow(context, request);
  if (flow?.purpose !== "reset" || !flow.ticket)
    return redirect(localizedPath(locale, "/registration/forget-password"));
  const checked = validate(resetPasswordSchema, { ...(await formValues(request)), ticket: flow.ticket });
  if ("errors" in checked) return data({ errors: checked.errors }, { status: 422 });
  return finishWithToken({ request, context, locale }, (api) => api.call(resetPasswordOp, { body: checked.data }));
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const [clientError, setClientError] = useState<FormText | undefined>();
  const errors: FormErrors | undefined = actionData?.errors;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const checked = validate(passwordSchema, new FormData(event.currentTarget).get("password"));
    if ("errors" in checked || busy) {
      event.preventDefault();
      if ("errors" in checked) setClientError(checked.errors.fields[""]);
      return;
    }
    setClientError(undefined);
  };
  return (
    <AuthShell data={loaderData}>
      {loaderData.viewer ? (
        <SignedInPanel viewer={loaderData.viewer} />
      ) : !loaderData.hasTicket ? (
        <StartFirst />
      ) : (
        <Form method="post" onSubmit={onSubmit} noValidate className="auth-form">
          <FormMessage message={errors?.form} />
          <NewPasswordField error={clientError ?? errors?.fields.password} />
          <SubmitButton busy={busy} className="button button-large">
            {t("auth.savePassword")}
          </SubmitButton>
        </Form>
      )}
    </AuthShell>
  );
}

export const ErrorBoundary = RouteError;
