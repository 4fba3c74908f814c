import { data, type RouterContextProvider, redirect } from "react-router";
import type { Campaign } from "../../src/contracts/api/campaigns.ts";
import { getCampaignOp } from "../../src/contracts/api/campaigns.ts";
import { deviceStockOp } from "../../src/contracts/api/numbers.ts";
import { baghdadToday } from "../../src/contracts/business-time.ts";
import { webEnvContext } from "../context.ts";
import type { apiFor } from "../lib/api.server.ts";
import { messageKey } from "../lib/form-text.ts";
import type { FormErrors } from "../lib/forms.ts";
import { validate } from "../lib/forms.ts";
import { newOrderDraft, orderDraftCookie, readOrderDraft } from "../lib/order-draft.server.ts";
import { ORDER_STEP_PATHS } from "../lib/order-steps.ts";
import { type PhoneChoice, payOptions, phoneVariants } from "../lib/phone-order.ts";
import { type PhoneOrderInput, phoneOrderSchema } from "../lib/phone-order-schema.ts";

type Api = ReturnType<typeof apiFor>;
type Args = { request: Request; context: Readonly<RouterContextProvider>; lang: string; slug: string };

/** What the order form gets back when the choice cannot be ordered: its problems and what was chosen. */
export type PhoneOrderResult = {
  form: "order";
  errors: FormErrors;
  values: { option?: string; pay?: string };
};

const problem = (values: PhoneOrderResult["values"], errors: FormErrors, status: number) =>
  data({ form: "order", errors, values } satisfies PhoneOrderResult, { status });

/** The stock of each phone the campaign features, today. */
export async function campaignStock(api: Api, campaign: Campaign) {
  if (campaign.kind !== "device" || campaign.status !== "active") return [];
  return Promise.all(
    campaign.offerings.filter((o) => o.device).map((o) => api.call(deviceStockOp, { params: { offering: o.slug } })),
  );
}

/**
 * Starts an order for the chosen phone: checks the choice against today's stock and the campaign's
 * pre-order window, then begins a new order draft (keeping what the last placed order needs for
 * tracking) and sends the visitor to the delivery step. Prices and the final hold come later, from
 * the API's quote; this only refuses what is visibly not on offer.
 */
export async function startPhoneOrder(api: Api, form: Record<string, FormDataEntryValue>, args: Args) {
  const values = { option: stringOf(form.option), pay: stringOf(form.pay) };
  const checked = validate(phoneOrderSchema, values);
  if ("errors" in checked) return problem(values, checked.errors, 422);
  const campaign = await api.call(getCampaignOp, { params: { slug: args.slug } });
  if (campaign.kind !== "device" || campaign.status !== "active") {
    return problem(values, { fields: {}, form: messageKey("phoneOrder.error.closed") }, 409);
  }
  const stock = await campaignStock(api, campaign);
  const today = baghdadToday();
  const choice = phoneVariants(campaign.offerings, stock, today)
    .flatMap((v) => v.choices)
    .find((c) => c.id === checked.data.option.id);
  if (!choice) return problem(values, { fields: { option: messageKey("validation.phoneOption.required") } }, 422);
  if (!choice.orderable) return problem(values, { fields: { option: notOrderable(choice) } }, 409);
  const payError = payProblem(args.context, checked.data, choice);
  if (payError) return problem(values, { fields: { pay: payError } }, 422);

  const { offering, storageGb, colour } = choice;
  const draft = newOrderDraft(
    [{ type: "device", offering, storageGb, colour, deposit: checked.data.pay === "deposit" }],
    readOrderDraft(args.context, args.request)?.placed,
  );
  draft.paymentMethod = checked.data.pay === "cod" ? "cash_on_delivery" : "online";
  return redirect(`/${args.lang}/${ORDER_STEP_PATHS.delivery}`, {
    headers: { "Set-Cookie": orderDraftCookie(args.context, draft) },
  });
}

function notOrderable(choice: PhoneChoice) {
  // The option's own label says when pre-orders open; the error says what to do meanwhile.
  if (choice.state === "preorder_soon") return messageKey("phoneOrder.error.preorderSoon");
  return messageKey("phoneOrder.error.soldOut");
}

/** A way to pay this site does not offer, or cash for more than a courier may carry. */
function payProblem(context: Args["context"], input: PhoneOrderInput, choice: PhoneChoice) {
  const orders = context.get(webEnvContext).config.orders;
  if (!payOptions(orders).includes(input.pay)) return messageKey("validation.pay.required");
  if (input.pay === "cod" && choice.priceIqd > orders.cashOnDelivery.maxIqd) {
    return messageKey("phoneOrder.error.cashOverCap", { max: orders.cashOnDelivery.maxIqd });
  }
  return null;
}

const stringOf = (v: FormDataEntryValue | undefined) => (typeof v === "string" ? v : undefined);
