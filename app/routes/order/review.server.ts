/**
 * The review step: everything chosen, priced by the server, and the way to pay that the quotes
 * allow (online always; cash on delivery and a phone's deposit only where the server quotes them).
 * Placing uses the draft's idempotency key, so a double submit places one order. The placed order
 * is remembered in the draft (its reference, access token and contact) and the rest of the draft
 * is emptied: the back button cannot place it a second time.
 */
import { data, redirect, redirectDocument } from "react-router";
import { ApiClientError } from "../../../src/client/api-client.ts";
import { createOrderOp, type OrderPlaced, type OrderQuote, quoteOrderOp } from "../../../src/contracts/api/orders.ts";
import { getStoreOp, listPlacesOp } from "../../../src/contracts/api/places.ts";
import { apiText, messageKey } from "../../lib/form-text.ts";
import type { FormErrors } from "../../lib/forms.ts";
import { localeOf } from "../../lib/locale.ts";
import { type PayChoice, payChoices } from "../../lib/order-choices.ts";
import { newOrderDraft, type OrderDraft } from "../../lib/order-draft.server.ts";
import { fixStepFor } from "../../lib/order-fix-step.ts";
import { createBody, quoteBody } from "../../lib/order-request.server.ts";
import { ORDER_PLACED_PATH, ORDER_STEP_PATHS, type OrderStep } from "../../lib/order-steps.ts";
import { draftHeaders, openStep, previousStep, type WizardArgs } from "../../lib/order-wizard.server.ts";
import { paymentApi } from "../../lib/payment-pages.server.ts";

const withDeposit = (draft: OrderDraft, deposit: boolean): OrderDraft => ({
  ...draft,
  items: draft.items.map((item) => (item.type === "device" ? { ...item, deposit } : item)),
});

/** The draft as placed with this way of paying. */
function draftFor(draft: OrderDraft, pay: PayChoice): { draft: OrderDraft; method: "online" | "cash_on_delivery" } {
  const hasDevice = draft.items.some((i) => i.type === "device");
  return {
    draft: withDeposit(draft, pay === "deposit" && hasDevice),
    method: pay === "cash_on_delivery" ? "cash_on_delivery" : "online",
  };
}

/** A quote for one way of paying, or the API's refusal (kept to explain why a way is not offered). */
async function quoteFor(args: WizardArgs, draft: OrderDraft, pay: PayChoice) {
  const chosen = draftFor(draft, pay);
  const body = quoteBody(chosen.draft, { paymentMethod: chosen.method });
  if (!body) return { quote: null, error: null };
  try {
    return { quote: await paymentApi(args).call(quoteOrderOp, { body }), error: null };
  } catch (error) {
    if (!(error instanceof ApiClientError) || error.status >= 500) throw error;
    return { quote: null, error };
  }
}

/** Where the order goes: the address in words, or the store's name and address. */
async function destinationOf(args: WizardArgs, draft: OrderDraft) {
  const api = paymentApi(args);
  if (draft.fulfilment === "pickup" && draft.storeId) {
    const store = await api.call(getStoreOp, { params: { id: draft.storeId } }).catch(() => null);
    return store ? { kind: "pickup" as const, lines: [store.name, store.address] } : null;
  }
  if (draft.fulfilment === "courier" && draft.address) {
    const a = draft.address;
    const governorate = (await api.call(listPlacesOp)).find((g) => g.id === a.governorate);
    const city = governorate?.cities.find((c) => c.id === a.city);
    const district = city?.districts.find((d) => d.id === a.district);
    const place = [district?.name, city?.name, governorate?.name].filter(Boolean).join("، ");
    return { kind: "courier" as const, lines: [a.street, place] };
  }
  return draft.fulfilment === "esim" ? { kind: "esim" as const, lines: [] } : null;
}

export async function reviewData(args: WizardArgs) {
  const draft = openStep(args, "review");
  const back = previousStep(draft, "review");
  const hasDevice = draft.items.some((i) => i.type === "device");
  const [online, cod, deposit, destination] = await Promise.all([
    quoteFor(args, draft, "online"),
    draft.fulfilment === "esim"
      ? Promise.resolve({ quote: null, error: null })
      : quoteFor(args, draft, "cash_on_delivery"),
    hasDevice ? quoteFor(args, draft, "deposit") : Promise.resolve({ quote: null, error: null }),
    destinationOf(args, draft),
  ]);
  const quotes: Partial<Record<PayChoice, OrderQuote>> = {};
  if (online.quote) quotes.online = online.quote;
  if (cod.quote) quotes.cash_on_delivery = cod.quote;
  if (deposit.quote && deposit.quote.payOnDeliveryIqd > 0) quotes.deposit = deposit.quote;
  const problem = online.error ? refusalOf(online.error) : null;
  const chosen: PayChoice =
    draft.paymentMethod === "cash_on_delivery" && quotes.cash_on_delivery ? "cash_on_delivery" : "online";
  return {
    items: draft.items,
    back: back ? ORDER_STEP_PATHS[back] : null,
    quotes,
    problem,
    destination,
    contact: { name: draft.customerName ?? "", msisdn: draft.contact ?? "" },
    identityDone: Boolean(draft.identity),
    chosen,
  };
}

/** An API refusal as the page tells it, with the step that can fix it. */
function refusalOf(error: ApiClientError): { errors: FormErrors; fix: string | null } {
  const step: OrderStep | null = fixStepFor(
    error.code,
    error.fields.map((f) => f.path),
  );
  const first = error.fields[0];
  const message = first && error.fields.length === 1 ? apiText(first.message) : apiText(error.message);
  return {
    errors: { fields: {}, form: message, ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}) },
    fix: step ? ORDER_STEP_PATHS[step] : null,
  };
}

export async function placeOrder(args: WizardArgs) {
  const draft = openStep(args, "review");
  const form = Object.fromEntries(await args.request.formData());
  const pay = payChoices.find((p) => p === form.payment);
  if (!pay) {
    const errors: FormErrors = { fields: { payment: messageKey("order.review.payRequired") } };
    return data({ errors, fix: null }, { status: 422 });
  }
  const chosen = draftFor(draft, pay);
  const body = createBody(chosen.draft, chosen.method);
  if (!body) throw new Error("a draft at review has everything an order needs");
  let placed: OrderPlaced;
  try {
    placed = await paymentApi(args).call(createOrderOp, { headers: { "idempotency-key": draft.placeKey }, body });
  } catch (error) {
    // A gateway that cannot start the payment (502) or ordering switched off (503) is told, not a crash.
    if (!(error instanceof ApiClientError) || (error.status >= 500 && ![502, 503].includes(error.status))) throw error;
    const { errors, fix } = refusalOf(error);
    return data({ errors, fix }, { status: error.status === 401 ? 422 : error.status });
  }
  const remembered = newOrderDraft([], {
    reference: placed.order.reference,
    accessToken: placed.accessToken,
    contact: body.contact,
  });
  const headers = draftHeaders(args, remembered);
  if (placed.payment) {
    if (!/^https?:\/\//.test(placed.payment.redirectUrl))
      throw new Error("the gateway's payment page is not an absolute address");
    return redirectDocument(placed.payment.redirectUrl, { headers });
  }
  return redirect(`/${localeOf(args.params)}/${ORDER_PLACED_PATH}`, { headers });
}
