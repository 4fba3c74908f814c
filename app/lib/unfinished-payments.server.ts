import { data, type RouterContextProvider } from "react-router";
import { type ApiClient, ApiClientError } from "../../src/client/api-client.ts";
import { cancelPaymentOp, getPaymentOp, listPaymentsOp, type PaymentView } from "../../src/contracts/api/payments.ts";
import type { PaymentPurpose } from "../../src/contracts/payment-values.ts";
import { readCookie } from "../../src/lib/cookies.ts";
import { viewerContext, webEnvContext } from "../context.ts";
import { apiText, messageKey } from "./form-text.ts";
import type { PaymentArgs } from "./payment-pages.server.ts";
import type { PaymentFormResult } from "./payments.ts";

type ContextReader = Pick<RouterContextProvider, "get">;

/**
 * The payment this browser started last, as `<id>.<receipt token>`: a payer who is not signed in
 * and left the gateway's page can still see it and continue or cancel it (issue 20). HttpOnly and
 * short-lived; the token only opens that one receipt, which the return address carries anyway.
 */
export const OPEN_PAYMENT_COOKIE = "open_payment";
const OPEN_PAYMENT_SECONDS = 60 * 60;

export function openPaymentCookie(context: ContextReader, payment: { id: string; token: string } | null): string {
  const secure = context.get(webEnvContext).secureCookies ? "; Secure" : "";
  const attributes = `Path=/; SameSite=Lax; HttpOnly${secure}`;
  if (!payment) return `${OPEN_PAYMENT_COOKIE}=; Max-Age=0; ${attributes}`;
  return `${OPEN_PAYMENT_COOKIE}=${payment.id}.${payment.token}; Max-Age=${OPEN_PAYMENT_SECONDS}; ${attributes}`;
}

/** The payment id and token this browser keeps, if the cookie is well formed. */
export function rememberedPayment(request: Request): { id: string; token: string } | null {
  const raw = readCookie(request.headers.get("cookie"), OPEN_PAYMENT_COOKIE) ?? "";
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,100})$/i.exec(raw);
  return match?.[1] && match[2] ? { id: match[1], token: match[2] } : null;
}

/** Unknown, ended elsewhere or not ours: nothing to show rather than an error page. */
const quietly = async <T>(work: () => Promise<T>, none: T): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiClientError && [401, 403, 404, 422].includes(error.status)) return none;
    throw error;
  }
};

/**
 * Payments of this purpose that were started and not paid yet, which this visitor may continue or
 * cancel: the one this browser started, and (signed in) those they made or made to their lines.
 */
export async function unfinishedPayments(
  args: PaymentArgs,
  api: ApiClient,
  purpose: PaymentPurpose,
): Promise<PaymentView[]> {
  const remembered = rememberedPayment(args.request);
  const signedIn = args.context.get(viewerContext) !== null;
  const [mine, listed] = await Promise.all([
    remembered
      ? quietly(
          () =>
            api.call(getPaymentOp, { params: { id: remembered.id }, headers: { "x-payment-token": remembered.token } }),
          null,
        )
      : null,
    signedIn ? quietly(async () => (await api.call(listPaymentsOp)).payments, []) : [],
  ]);
  const all = [...(mine ? [mine] : []), ...listed].filter((p) => p.cancellable && p.purpose === purpose);
  return all.filter((p, i) => all.findIndex((q) => q.id === p.id) === i);
}

/**
 * "Cancel payment": the API asks the gateway, then a new payment may start at once. A payer who is
 * not signed in is recognised by this browser's cookie; anyone else by their session.
 */
export async function cancelUnfinished(args: PaymentArgs, api: ApiClient, paymentId: unknown) {
  const id = typeof paymentId === "string" ? paymentId : "";
  const remembered = rememberedPayment(args.request);
  const token = remembered?.id === id ? remembered.token : undefined;
  const answer = (result: PaymentFormResult, status = 200) => data(result, { status });
  try {
    await api.call(cancelPaymentOp, { params: { id }, headers: token ? { "x-payment-token": token } : {} });
    return answer({ intent: "cancel", errors: null, code: null, values: {}, recharge: null });
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    const form = error.status === 404 ? messageKey("errors.payment_not_found") : apiText(error.message);
    const status = error.status === 401 ? 422 : error.status;
    return answer(
      { intent: "cancel", errors: { fields: {}, form }, code: error.code, values: {}, recharge: null },
      status,
    );
  }
}
