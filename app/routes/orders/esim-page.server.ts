/**
 * order/esim: an approved eSIM's activation code, behind a fresh SMS code to the order's contact
 * number (decision 050). Identify the order (the one this browser placed, or reference plus
 * contact), get a code, enter it: the ticket it yields stays in the encrypted order draft, never
 * in an address, and fetches the code until the visitor says it is installed.
 */
import { data, type RouterContextProvider, redirect } from "react-router";
import { ApiClientError } from "../../../src/client/api-client.ts";
import { verifyCodeOp } from "../../../src/contracts/api/auth.ts";
import { esimCodeOp, esimDownloadedOp, startOrderContactOp } from "../../../src/contracts/api/orders.ts";
import { verifyCodeSchema } from "../../../src/contracts/auth.ts";
import { apiFor } from "../../lib/api.server.ts";
import { apiText, messageKey } from "../../lib/form-text.ts";
import { apiFormErrors, type FormErrors, formValues, validate } from "../../lib/forms.ts";
import { localeOf } from "../../lib/locale.ts";
import { newOrderDraft, type OrderDraft, orderDraftCookie, readOrderDraft } from "../../lib/order-draft.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { PRIVATE_HEADERS } from "../../lib/payment-route.ts";
import { lookUpOrder, lookupValues } from "./order-lookup.server.ts";

type Args = { request: Request; params: { lang?: string }; context: Readonly<RouterContextProvider> };

export type EsimStep =
  | { step: "identify"; reference: string; placed: boolean }
  | { step: "verify"; reference: string; masked: string }
  | { step: "code"; reference: string; activationCode: string; qrSvg: string };

export type EsimResult = { errors?: FormErrors; values?: { reference: string; contact: string }; done?: boolean };

const api = (args: Args) => apiFor(args.context, args.request, localeOf(args.params));
const base64 = (svg: string) => Buffer.from(svg, "utf8").toString("base64");

export async function esimPageData(args: Args): Promise<EsimStep> {
  const draft = readOrderDraft(args.context, args.request);
  const esim = draft?.esim;
  if (esim?.ticket) {
    try {
      const code = await api(args).call(esimCodeOp, {
        params: { reference: esim.reference },
        headers: { "x-contact-ticket": esim.ticket },
      });
      return {
        step: "code",
        reference: esim.reference,
        activationCode: code.activationCode,
        qrSvg: base64(code.qrSvg),
      };
    } catch (error) {
      // An expired ticket or a code no longer shown: start again from the order.
      if (!(error instanceof ApiClientError) || error.status >= 500) throw error;
    }
  } else if (esim?.flowId) {
    return { step: "verify", reference: esim.reference, masked: esim.masked };
  }
  const asked = pageUrlOf(args.request).searchParams.get("reference")?.trim().slice(0, 20);
  const reference = asked || esim?.reference || draft?.placed?.reference || "";
  return { step: "identify", reference, placed: Boolean(draft?.placed && draft.placed.reference === reference) };
}

const problem = (errors: FormErrors, status: number, values?: EsimResult["values"]) =>
  data({ errors, ...(values ? { values } : {}) } satisfies EsimResult, { status, headers: PRIVATE_HEADERS });

/** The draft with `esim` changed, as a Set-Cookie, and the page again (so a reload posts nothing). */
function keep(args: Args, draft: OrderDraft | null, esim: OrderDraft["esim"]) {
  const next: OrderDraft = { ...(draft ?? newOrderDraft([])), esim };
  const url = pageUrlOf(args.request);
  return redirect(url.pathname, {
    headers: { ...PRIVATE_HEADERS, "Set-Cookie": orderDraftCookie(args.context, next) },
  });
}

export async function esimPageAction(args: Args) {
  const form = await formValues(args.request);
  const draft = readOrderDraft(args.context, args.request);
  if (form.intent === "restart") return keep(args, draft, undefined);
  if (form.intent === "resend" && draft?.esim) {
    return sendCode(args, draft, { reference: draft.esim.reference, contact: draft.esim.contact });
  }
  if (form.intent === "verify") return verify(args, draft, form);
  if (form.intent === "installed") return installed(args, draft);
  return sendCode(args, draft, form);
}

async function sendCode(args: Args, draft: OrderDraft | null, form: Record<string, FormDataEntryValue>) {
  const typed = lookupValues(form);
  const placed = draft?.placed;
  // The browser that placed the order need not type its contact number again.
  const values =
    !typed.contact && placed && placed.reference === typed.reference.trim().toUpperCase()
      ? { reference: placed.reference, contact: placed.contact }
      : typed;
  const found = await lookUpOrder(api(args), values);
  if ("errors" in found) return problem(found.errors, found.status, typed);
  if (!found.order.esim?.available) {
    return problem({ fields: {}, form: messageKey("tracking.esim.notReady") }, 409, typed);
  }
  try {
    const flow = await api(args).call(startOrderContactOp, { body: { msisdn: values.contact } });
    return keep(args, draft, {
      reference: found.order.reference,
      contact: values.contact,
      masked: found.order.contactMasked,
      flowId: flow.flowId,
    });
  } catch (error) {
    return problem(apiFormErrors(error), error instanceof ApiClientError ? error.status : 422, typed);
  }
}

async function verify(args: Args, draft: OrderDraft | null, form: Record<string, FormDataEntryValue>) {
  const esim = draft?.esim;
  if (!esim?.flowId) return keep(args, draft, undefined);
  const checked = validate(verifyCodeSchema, { flowId: esim.flowId, code: form.code });
  if ("errors" in checked) return problem(checked.errors, 422);
  try {
    const { ticket } = await api(args).call(verifyCodeOp, { body: checked.data });
    return keep(args, draft, { ...esim, ticket });
  } catch (error) {
    const errors = apiFormErrors(error);
    // The API's word on a wrong code goes next to the code field.
    const message = errors.form ?? Object.values(errors.fields)[0] ?? apiText("");
    return problem({ fields: { code: message }, ...(errors.retryAfter ? { retryAfter: errors.retryAfter } : {}) }, 422);
  }
}

async function installed(args: Args, draft: OrderDraft | null) {
  const esim = draft?.esim;
  if (!esim?.ticket) return keep(args, draft, undefined);
  try {
    await api(args).call(esimDownloadedOp, {
      params: { reference: esim.reference },
      headers: { "x-contact-ticket": esim.ticket },
    });
  } catch (error) {
    // 409: already marked installed (a second click); anything else is said as the API says it.
    if (!(error instanceof ApiClientError) || error.status !== 409) return problem(apiFormErrors(error), 422);
  }
  const next: OrderDraft = { ...(draft ?? newOrderDraft([])), esim: undefined };
  return data({ done: true } satisfies EsimResult, {
    headers: { ...PRIVATE_HEADERS, "Set-Cookie": orderDraftCookie(args.context, next) },
  });
}
