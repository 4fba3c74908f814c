import { data, redirectDocument } from "react-router";
import { type ApiClient, ApiClientError } from "../../src/client/api-client.ts";
import { createPaymentOp, type PaymentStarted, redeemVoucherOp } from "../../src/contracts/api/payments.ts";
import { paymentCreateSchema, voucherRedeemSchema } from "../../src/contracts/payments.ts";
import { apiText, type FormText, messageKey } from "./form-text.ts";
import { verifyFormToken } from "./form-token.server.ts";
import { apiFormErrors, type FormErrors, validate } from "./forms.ts";
import type { PaymentArgs } from "./payment-pages.server.ts";
import { NUMBER_LOCKED, type PaymentFormResult, type RechargeProof } from "./payments.ts";
import { openPaymentCookie } from "./unfinished-payments.server.ts";

type Intent = PaymentFormResult["intent"];

/**
 * What a form sent, to draw it again. The number field is shown next to its problem only when the
 * visitor typed the number; a problem with one of their own lines is told at the top of the form,
 * as is any problem with a field the form does not show.
 */
export type Sent = { values: Record<string, string>; typedNumber: boolean };

function failed(
  intent: Intent,
  sent: Sent,
  errors: FormErrors,
  code: string | null,
  status = 422,
  proof: RechargeProof | null = null,
) {
  const shown = sent.typedNumber ? ["msisdn", "code", "amount"] : ["code", "amount"];
  const fields: Record<string, FormText> = {};
  const elsewhere: FormText[] = [];
  for (const [path, given] of Object.entries(errors.fields)) {
    // The shared schema asks for "your mobile number"; here it is often someone else's.
    const message =
      "key" in given && given.key === "validation.msisdn.required" ? messageKey("payments.number.required") : given;
    if (shown.includes(path)) fields[path] = message;
    else elsewhere.push(message);
  }
  const form = errors.form ?? elsewhere[0];
  const result: PaymentFormResult = {
    intent,
    errors: { fields, ...(form ? { form } : {}), ...(errors.retryAfter ? { retryAfter: errors.retryAfter } : {}) },
    code,
    values: sent.values,
    recharge: null,
    proof,
  };
  return data(result, { status });
}

/**
 * The API's refusal as the form shows it; a gateway or switch-off (502/503) is a message too, not a
 * crash. `proof` is what the card form should offer or carry next (see recharge-proof.server.ts).
 */
function refused(
  intent: Intent,
  sent: Sent,
  error: unknown,
  proof: (code: string) => RechargeProof | null = () => null,
) {
  if (!(error instanceof ApiClientError)) throw error;
  if (error.status === 502 || error.status === 503) {
    return failed(intent, sent, { fields: {}, form: apiText(error.message) }, error.code, error.status);
  }
  const status = error.status === 401 ? 422 : error.status;
  return failed(intent, sent, apiFormErrors(error), error.code, status, proof(error.code));
}

const expired = (intent: Intent, sent: Sent) =>
  failed(intent, sent, { fields: {}, form: messageKey("payments.formExpired") }, "form_expired");

/**
 * Redeems a scratch card for the chosen number, once per form (the key minted with the form). When
 * strangers have locked the number, the refusal offers a code by SMS; a ticket from that code
 * (`proof`) rides along with the card and stays with the form while it is tried again.
 */
export async function redeemVoucher(
  args: PaymentArgs,
  api: ApiClient,
  input: { msisdn: string; code: unknown; token: unknown; proof: unknown },
  sent: Sent,
) {
  const key = verifyFormToken(args.context, "voucher", input.token);
  if (!key) return expired("voucher", sent);
  const ticket = typeof input.proof === "string" && input.proof ? input.proof : undefined;
  const kept: RechargeProof | null = ticket ? { step: "proved", msisdn: input.msisdn, ticket } : null;
  const checked = validate(voucherRedeemSchema, { msisdn: input.msisdn, code: input.code, proof: ticket });
  if ("errors" in checked) return failed("voucher", sent, checked.errors, "validation_failed", 422, kept);
  try {
    const recharge = await api.call(redeemVoucherOp, { headers: { "idempotency-key": key }, body: checked.data });
    const result: PaymentFormResult = { intent: "voucher", errors: null, code: null, values: {}, recharge };
    return data(result);
  } catch (error) {
    return refused("voucher", sent, error, (code) =>
      code === NUMBER_LOCKED ? { step: "offer", msisdn: input.msisdn } : kept,
    );
  }
}

/**
 * Creates the payment (before anything is paid, DESIGN.md "Money and balances") and sends the
 * browser to the gateway's page with a full page load: it is another site, or at least not ours.
 */
export async function startPayment(
  args: PaymentArgs,
  api: ApiClient,
  intent: "online" | "bill",
  input: { purpose: "recharge" | "bill"; msisdn: string; amount: unknown; token: unknown },
  sent: Sent,
) {
  const key = verifyFormToken(args.context, "payment", input.token);
  if (!key) return expired(intent, sent);
  const checked = validate(paymentCreateSchema, { purpose: input.purpose, msisdn: input.msisdn, amount: input.amount });
  if ("errors" in checked) return failed(intent, sent, checked.errors, "validation_failed");
  let created: PaymentStarted;
  try {
    created = await api.call(createPaymentOp, { headers: { "idempotency-key": key }, body: checked.data });
  } catch (error) {
    return refused(intent, sent, error);
  }
  if (!/^https?:\/\//.test(created.redirectUrl))
    throw new Error("the gateway's payment page is not an absolute address");
  // The browser remembers it, so a payer who leaves the gateway's page can continue or cancel it.
  const remember = openPaymentCookie(args.context, { id: created.payment.id, token: created.receiptToken });
  return redirectDocument(created.redirectUrl, { headers: { "Set-Cookie": remember } });
}

/** What a form sent (never its token), and whether the number was typed rather than one of the customer's lines. */
export function sentOf(form: Record<string, FormDataEntryValue>, names: string[], ownLineIds: string[]): Sent {
  const values: Record<string, string> = {};
  for (const name of ["line", "msisdn", ...names]) {
    const value = form[name];
    if (typeof value === "string") values[name] = value.slice(0, 100);
  }
  return { values, typedNumber: !ownLineIds.includes(values.line ?? "") };
}
