import { data, type RouterContextProvider, redirect } from "react-router";
import type { ApiClient } from "../../../src/client/api-client.ts";
import {
  type SessionToken,
  startLoginCodeOp,
  startPasswordResetOp,
  startSignupOp,
} from "../../../src/contracts/api/auth.ts";
import { startCodeSchema } from "../../../src/contracts/auth.ts";
import type { LocaleCode } from "../../../src/i18n/locales.ts";
import { webEnvContext } from "../../context.ts";
import { apiFor } from "../../lib/api.server.ts";
import { type CodeFlowState, flowCookie, sessionCookies } from "../../lib/auth-cookies.server.ts";
import { messageKey } from "../../lib/form-text.ts";
import { apiFormErrors, type FormErrors, validate } from "../../lib/forms.ts";
import { isSafeRedirect, localizedPath } from "../../lib/paths.ts";

type Ctx = { request: Request; context: Readonly<RouterContextProvider>; locale: LocaleCode };

/** The operation that sends the code of each flow (and sends it again). */
export const startOp = { signup: startSignupOp, reset: startPasswordResetOp, login: startLoginCodeOp } as const;

/** Asks the API to send a code, remembers the flow in the signed cookie, goes to the code step. */
export async function startFlow({ request, context, locale }: Ctx, values: unknown, purpose: keyof typeof startOp) {
  const checked = validate(startCodeSchema, values);
  if ("errors" in checked) return data({ errors: checked.errors }, { status: 422 });
  try {
    const flow = await apiFor(context, request, locale).call(startOp[purpose], { body: checked.data });
    const next = new URL(request.url).searchParams.get("redirect");
    const state: CodeFlowState = {
      flowId: flow.flowId,
      purpose,
      msisdn: checked.data.msisdn,
      ...(purpose === "login" && isSafeRedirect(next) ? { next } : {}),
    };
    return redirect(localizedPath(locale, "/registration/verify-code"), {
      headers: { "Set-Cookie": await flowCookie(context).serialize(state) },
    });
  } catch (error) {
    const errors = apiFormErrors(error);
    return data({ errors }, { status: errors.retryAfter ? 429 : 422 });
  }
}

/**
 * Sends the finished step to the API (`finish`), signs the customer in, forgets the flow and goes
 * to myzain (or `next`, a same-site path the caller has checked).
 */
export async function finishWithToken(
  { request, context, locale }: Ctx,
  finish: (api: ApiClient) => Promise<SessionToken>,
  next = localizedPath(locale, "/myzain"),
) {
  const env = context.get(webEnvContext);
  try {
    const response = await finish(apiFor(context, request, locale));
    // The token is still checked where the configuration says it is (spec section 5).
    const cookies = sessionCookies(response, env);
    if (!cookies)
      return data(
        { errors: { fields: {}, form: messageKey("auth.signInFailed") } satisfies FormErrors },
        { status: 502 },
      );
    const headers = new Headers();
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", await flowCookie(context).serialize("", { maxAge: 0 }));
    return redirect(next, { headers });
  } catch (error) {
    return data({ errors: apiFormErrors(error) }, { status: 422 });
  }
}
