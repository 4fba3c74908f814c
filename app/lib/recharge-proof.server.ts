/**
 * "Get a code by SMS to recharge anyway": the recharge page's two extra posts when strangers'
 * wrong card codes have locked a number (issue 14). The API sends a code to the number; the right
 * code yields a ticket that the card form then carries, so whoever has the phone can recharge it.
 */
import { data } from "react-router";
import type { ApiClient } from "../../src/client/api-client.ts";
import { verifyCodeOp } from "../../src/contracts/api/auth.ts";
import { startRechargeProofOp } from "../../src/contracts/api/payments.ts";
import { startCodeSchema, verifyCodeSchema } from "../../src/contracts/auth.ts";
import { apiFormErrors, type FormErrors, validate } from "./forms.ts";
import type { Sent } from "./payment-actions.server.ts";
import type { PaymentFormResult, RechargeProof } from "./payments.ts";

/** The page drawn again at a step; only the SMS code has a field of its own, any other problem is the form's. */
function shown(sent: Sent, proof: RechargeProof, errors: FormErrors | null = null) {
  const { code, ...others } = errors?.fields ?? {};
  const form = errors?.form ?? Object.values(others)[0];
  const said: FormErrors | null = errors && {
    fields: code ? { code } : {},
    ...(form ? { form } : {}),
    ...(errors.retryAfter ? { retryAfter: errors.retryAfter } : {}),
  };
  const result: PaymentFormResult = {
    intent: "voucher",
    errors: said,
    code: null,
    values: sent.values,
    recharge: null,
    proof,
  };
  return data(result, { status: said ? (said.retryAfter ? 429 : 422) : 200 });
}

/** Sends the code (or another one); a refusal (too soon, caps) keeps the offer or the code step on screen. */
export async function startProof(api: ApiClient, msisdn: string, sent: Sent, flowId: string | undefined) {
  const back: RechargeProof = flowId ? { step: "code", msisdn, flowId } : { step: "offer", msisdn };
  const checked = validate(startCodeSchema, { msisdn });
  if ("errors" in checked) return shown(sent, back, checked.errors);
  try {
    const flow = await api.call(startRechargeProofOp, { body: checked.data });
    return shown(sent, { step: "code", msisdn, flowId: flow.flowId });
  } catch (error) {
    return shown(sent, back, apiFormErrors(error));
  }
}

/** Checks the code from the SMS; the ticket goes into the card form drawn next. */
export async function verifyProof(api: ApiClient, msisdn: string, sent: Sent, flowId: string, code: unknown) {
  const step: RechargeProof = { step: "code", msisdn, flowId };
  const checked = validate(verifyCodeSchema, { flowId, code });
  if ("errors" in checked) return shown(sent, step, checked.errors);
  try {
    const { ticket, purpose } = await api.call(verifyCodeOp, { body: checked.data });
    if (purpose !== "recharge") throw new Error("a recharge code flow answered with another purpose");
    return shown(sent, { step: "proved", msisdn, ticket });
  } catch (error) {
    return shown(sent, step, apiFormErrors(error));
  }
}
