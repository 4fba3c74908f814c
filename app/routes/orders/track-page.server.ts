/**
 * kafoo_order_and_delivery: the explainer page with order tracking on top. Anyone can track by
 * reference and contact number (POSTed, so the number stays out of addresses and logs); the
 * browser that placed an order (the draft's `placed`, with its access token) also sees it at once
 * and may pay again or cancel it.
 */
import { data, type RouterContextProvider, redirect } from "react-router";
import { ApiClientError } from "../../../src/client/api-client.ts";
import { cancelOrderOp, type OrderView, payOrderOp } from "../../../src/contracts/api/orders.ts";
import type { LocaleCode } from "../../../src/i18n/locales.ts";
import { apiFor } from "../../lib/api.server.ts";
import { apiText } from "../../lib/form-text.ts";
import { type FormErrors, formValues } from "../../lib/forms.ts";
import { localeOf } from "../../lib/locale.ts";
import { readOrderDraft } from "../../lib/order-draft.server.ts";
import { ORDER_TRACK_PATH } from "../../lib/order-steps.ts";
import { loadPageData } from "../../lib/page-data.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { PRIVATE_HEADERS } from "../../lib/payment-route.ts";
import { type LookupValues, lookUpOrder, lookupValues, placedOrder } from "./order-lookup.server.ts";

type Args = { request: Request; params: { lang?: string }; context: Readonly<RouterContextProvider> };

export type TrackResult = {
  intent: "track" | "pay" | "cancel" | "cancelConfirmed";
  order?: OrderView;
  values?: LookupValues;
  errors?: FormErrors;
  /** The cancel button was pressed: ask once more before cancelling. */
  confirmCancel?: boolean;
  cancelled?: boolean;
};

const api = (args: Args) => apiFor(args.context, args.request, localeOf(args.params) satisfies LocaleCode);

export async function trackPageData(args: Args) {
  const [page, placed] = await Promise.all([
    loadPageData(args, ORDER_TRACK_PATH, { indexable: true }),
    placedOrder(args.context, args.request, api(args)),
  ]);
  const asked = pageUrlOf(args.request).searchParams.get("reference")?.trim().slice(0, 20) ?? "";
  return { ...page, placed, reference: asked };
}

const answer = (result: TrackResult, status = 200) => data(result, { status, headers: PRIVATE_HEADERS });

export async function trackPageAction(args: Args) {
  const form = await formValues(args.request);
  const intent = form.intent;
  if (intent === "pay" || intent === "cancel" || intent === "cancelConfirmed") return ownOrderAction(args, intent);
  const values = lookupValues(form);
  const found = await lookUpOrder(api(args), values);
  if ("errors" in found) return answer({ intent: "track", values, errors: found.errors }, found.status);
  // The typed number is not sent back once it did its job: the page holds only the masked one.
  return answer({ intent: "track", order: found.order });
}

/** Paying again and cancelling: only for the order this browser placed, with its access token. */
async function ownOrderAction(args: Args, intent: "pay" | "cancel" | "cancelConfirmed") {
  const placed = readOrderDraft(args.context, args.request)?.placed;
  if (!placed) throw data("No order placed in this browser", { status: 404, headers: PRIVATE_HEADERS });
  if (intent === "cancel") return answer({ intent, confirmCancel: true });
  const call = { params: { reference: placed.reference }, headers: { "x-order-token": placed.accessToken } };
  try {
    if (intent === "pay") {
      const payment = await api(args).call(payOrderOp, call);
      return redirect(payment.redirectUrl, { headers: PRIVATE_HEADERS });
    }
    return answer({ intent, order: await api(args).call(cancelOrderOp, call), cancelled: true });
  } catch (error) {
    // A changed order (already paid, already on its way) is said in the API's words, with the order as it is now.
    if (error instanceof ApiClientError && (error.status === 409 || error.status === 404 || error.status === 502)) {
      return answer({ intent, errors: { fields: {}, form: apiText(error.message) } }, error.status);
    }
    throw error;
  }
}
