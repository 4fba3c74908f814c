import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import { ApiClientError } from "../../src/client/api-client.ts";
import { verifyCodeOp } from "../../src/contracts/api/auth.ts";
import {
  getKafooOp,
  getServicesPausedOp,
  quoteTransferOp,
  takeAdvanceOp,
  transferCreditOp,
} from "../../src/contracts/api/kafoo.ts";
import { startTransferCodeOp } from "../../src/contracts/api/kafoo-code.ts";
import { listLinesOp } from "../../src/contracts/api/lines.ts";
import { verifyCodeSchema } from "../../src/contracts/auth.ts";
import { advanceSchema, transferSchema } from "../../src/contracts/kafoo.ts";
import { idempotencyKeySchema } from "../../src/contracts/myzain.ts";
import { viewerContext } from "../context.ts";
import { apiFor } from "../lib/api.server.ts";
import { messageKey } from "../lib/form-text.ts";
import { apiFormErrors, type FormErrors, validate } from "../lib/forms.ts";
import { localeOf } from "../lib/locale.ts";
import { signedIn } from "../lib/myzain.server.ts";
import { pageUrlOf } from "../lib/page-url.ts";
import { loadOfferPage } from "./offers-page.server.ts";

type Args = { request: Request; params: { lang?: string }; context: Readonly<RouterContextProvider> };

/** A refusal of the API as the form shows it: one message above the form, the wait if any. */
function refusal(error: unknown): FormErrors {
  const errors = apiFormErrors(error);
  const first = Object.values(errors.fields)[0];
  return { fields: errors.fields, form: errors.form ?? first, retryAfter: errors.retryAfter };
}

const invalid = (): FormErrors => ({ fields: {}, form: messageKey("errors.validation_failed") });

/**
 * prepaid/kafoo: the page's content and today's hot bundles for everyone; for a signed-in
 * customer with a prepaid line, its transfer and advance. With ?to=&amount= (a GET form, so it
 * works without JavaScript and survives a reload) the transfer's confirmation: recipient (masked
 * name if known), amount, fee, balance after. The idempotency keys are minted here, at render.
 */
export async function kafooPageData(args: Args) {
  const offerPage = await loadOfferPage(args);
  const api = apiFor(args.context, args.request, localeOf(args.params));
  if (!args.context.get(viewerContext)) {
    return { ...offerPage, kafoo: null, paused: await api.call(getServicesPausedOp) };
  }
  const lines = (await signedIn(args, () => api.call(listLinesOp))).filter(
    (l) => l.billing === "prepaid" && l.kind === "mobile",
  );
  const search = pageUrlOf(args.request).searchParams;
  const line = lines.find((l) => l.id === search.get("line")) ?? lines[0];
  if (!line) return { ...offerPage, kafoo: { lines, line: null }, paused: null };
  const overview = await signedIn(args, () => api.call(getKafooOp, { params: { lineId: line.id } }));
  const draft = { recipient: search.get("to") ?? "", amountIqd: search.get("amount") ?? "" };
  return {
    ...offerPage,
    paused: overview.paused,
    kafoo: {
      lines,
      line,
      overview,
      draft,
      // Paused, the page says so instead of confirming anything.
      confirm:
        (draft.recipient || draft.amountIqd) && !overview.paused.creditTransfer
          ? await quote(args, api, line.id, draft)
          : null,
      advanceKey: randomUUID(),
    },
  };
}

async function quote(args: Args, api: ReturnType<typeof apiFor>, lineId: string, draft: Record<string, string>) {
  const checked = validate(transferSchema, draft);
  if ("errors" in checked) return { quote: null, errors: checked.errors, key: null };
  try {
    const quoted = await signedIn(args, () => api.call(quoteTransferOp, { params: { lineId }, query: checked.data }));
    return { quote: quoted, errors: null, key: randomUUID() };
  } catch (error) {
    if (error instanceof Response) throw error;
    // Shown on the form again: next to the field it is about, or above the form.
    return { quote: null, errors: apiFormErrors(error), key: null };
  }
}

type Form = Record<string, FormDataEntryValue>;

/** The transfer's and the advance's posts; each answers on the same page. */
export async function kafooPageAction(args: Args) {
  const form = Object.fromEntries(await args.request.formData());
  const api = apiFor(args.context, args.request, localeOf(args.params));
  const lineId = typeof form.line === "string" ? form.line : "";
  if (form.intent === "advance") return advance(args, api, lineId, form);
  if (form.intent === "code") return sendCode(args, api, lineId, form);
  return transfer(args, api, lineId, form);
}

/** What a transfer's posts carry along, so the next step is drawn as it was. */
const carried = (form: Form) => ({
  to: String(form.to ?? ""),
  amount: String(form.amount ?? ""),
  key: String(form.key ?? ""),
  line: String(form.line ?? ""),
});

async function sendCode(args: Args, api: ReturnType<typeof apiFor>, lineId: string, form: Form) {
  try {
    const flow = await signedIn(args, () => api.call(startTransferCodeOp, { params: { lineId } }));
    return data({ intent: "code" as const, flowId: flow.flowId, values: carried(form), errors: null, done: null });
  } catch (error) {
    if (error instanceof Response) throw error;
    return data(
      { intent: "code" as const, flowId: null, values: carried(form), errors: refusal(error), done: null },
      { status: 422 },
    );
  }
}

async function transfer(args: Args, api: ReturnType<typeof apiFor>, lineId: string, form: Form) {
  const values = carried(form);
  const flowId = typeof form.flowId === "string" && form.flowId ? form.flowId : null;
  const checked = validate(transferSchema, { recipient: values.to, amountIqd: values.amount });
  const key = idempotencyKeySchema.safeParse(values.key);
  const fail = (errors: FormErrors, status = 422) =>
    data(
      { intent: flowId ? ("code" as const) : ("transfer" as const), flowId, values, errors, done: null },
      { status },
    );
  if ("errors" in checked || !key.success) return fail(invalid());
  let ticket: string | undefined;
  try {
    if (flowId) {
      const code = validate(verifyCodeSchema, { flowId, code: form.code });
      if ("errors" in code) return fail({ fields: code.errors.fields, form: code.errors.fields.code });
      ticket = (await api.call(verifyCodeOp, { body: code.data })).ticket;
    }
    const done = await signedIn(args, () =>
      api.call(transferCreditOp, {
        params: { lineId },
        headers: { "idempotency-key": key.data },
        body: { ...checked.data, ...(ticket ? { ticket } : {}) },
      }),
    );
    return data({ intent: "transfer" as const, flowId: null, values, errors: null, done }, { status: 201 });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ApiClientError && error.status >= 500 && error.code !== "service_paused") throw error;
    return fail(
      error instanceof ApiClientError && error.code === "service_paused" ? pausedError(error) : refusal(error),
    );
  }
}

/** A service paused by staff answers 503: said on the form, not as an error page. */
const pausedError = (error: ApiClientError): FormErrors => ({ fields: {}, form: { text: error.message } });

async function advance(args: Args, api: ReturnType<typeof apiFor>, lineId: string, form: Form) {
  const checked = validate(advanceSchema, { amountIqd: form.amount });
  const key = idempotencyKeySchema.safeParse(form.key);
  if ("errors" in checked || !key.success) {
    return data({ intent: "advance" as const, errors: invalid(), advance: null }, { status: 422 });
  }
  try {
    const granted = await signedIn(args, () =>
      api.call(takeAdvanceOp, { params: { lineId }, headers: { "idempotency-key": key.data }, body: checked.data }),
    );
    return data({ intent: "advance" as const, errors: null, advance: granted }, { status: 201 });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ApiClientError && error.code === "service_paused") {
      return data({ intent: "advance" as const, errors: pausedError(error), advance: null }, { status: 503 });
    }
    return data({ intent: "advance" as const, errors: refusal(error), advance: null }, { status: 422 });
  }
}
