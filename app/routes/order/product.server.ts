/**
 * The first order step: what is ordered. A SIM or plan (a new line) needs a SIM kind and a number
 * from the pool, found by digits; a phone needs its storage and colour. Without an offering the
 * page lists what can be ordered online. Posting starts a fresh draft (a new idempotency key and
 * upload token), keeping only the last placed order so its confirmation stays reachable.
 */
import { data } from "react-router";
import { ApiClientError } from "../../../src/client/api-client.ts";
import { getOfferingOp, listOfferingsOp, type OfferingOnSale } from "../../../src/contracts/api/catalogue.ts";
import { deviceStockOp, type PoolNumber, searchNumbersOp } from "../../../src/contracts/api/numbers.ts";
import { IRAQI_MOBILE_PREFIXES, normalizeMsisdn } from "../../../src/contracts/msisdn.ts";
import { numberSearchSchema } from "../../../src/contracts/numbers.ts";
import { simKinds } from "../../../src/contracts/orders.ts";
import { messageKey } from "../../lib/form-text.ts";
import { type FormErrors, validate } from "../../lib/forms.ts";
import { choiceId, isLineType } from "../../lib/order-choices.ts";
import { newOrderDraft, type OrderDraftItem, readOrderDraft } from "../../lib/order-draft.server.ts";
import { saveAndContinue, type WizardArgs } from "../../lib/order-wizard.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { paymentApi } from "../../lib/payment-pages.server.ts";

/** How many numbers a page shows at once: enough to choose from, few enough for a phone screen. */
const NUMBERS_SHOWN = 8;

export type NumberMatch = "endsWith" | "contains";
export type DeviceChoice = {
  storageGb: number;
  colour: string;
  priceIqd: number;
  state: "in_stock" | "low" | "out_of_stock" | "preorder";
  left: number | null;
};

const isLine = (o: OfferingOnSale) => isLineType(o.type);
const orderable = (o: OfferingOnSale) => o.sellable && (isLine(o) || (o.type === "device" && o.device !== null));

/** One offering by slug, or null when unknown or not orderable online today. */
async function offeringOf(args: WizardArgs, slug: string): Promise<OfferingOnSale | null> {
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) return null;
  try {
    const offering = await paymentApi(args).call(getOfferingOp, { params: { slug } });
    return orderable(offering) ? offering : null;
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return null;
    throw error;
  }
}

/** Each storage and colour of a phone with its price and today's stock. */
async function deviceChoices(args: WizardArgs, offering: OfferingOnSale): Promise<DeviceChoice[]> {
  const stock = await paymentApi(args).call(deviceStockOp, { params: { offering: offering.slug } });
  return (offering.device?.options ?? []).flatMap((option) =>
    option.colours.map((colour) => {
      const known = stock.options.find((s) => s.storageGb === option.storageGb && s.colour === colour);
      return {
        storageGb: option.storageGb,
        colour,
        priceIqd: option.priceIqd,
        state: known?.state ?? "out_of_stock",
        left: known?.left ?? null,
      };
    }),
  );
}

/** Free numbers: the search typed (`?match=&digits=`) or, before any search, a few suggestions. */
async function numbersFor(args: WizardArgs, url: URL) {
  const match: NumberMatch = url.searchParams.get("match") === "contains" ? "contains" : "endsWith";
  const digits = (url.searchParams.get("digits") ?? "").slice(0, 20);
  const search = { match, digits };
  const checked = validate(numberSearchSchema, { [match]: digits, limit: NUMBERS_SHOWN });
  if ("errors" in checked) {
    const error = checked.errors.fields[match];
    const none: PoolNumber[] = [];
    return { search, numbers: none, searchError: error ?? null };
  }
  const numbers = await paymentApi(args).call(searchNumbersOp, { query: checked.data });
  return { search, numbers, searchError: null };
}

export async function productData(args: WizardArgs) {
  const url = pageUrlOf(args.request);
  const draft = readOrderDraft(args.context, args.request);
  const slug = url.searchParams.get("offering");
  if (!slug) {
    const all = await paymentApi(args).call(listOfferingsOp, { query: {} });
    const lines = all.filter((o) => isLineType(o.type));
    return { kind: "chooser" as const, offerings: lines };
  }
  const offering = await offeringOf(args, slug);
  if (!offering) return data({ kind: "unknown" as const, slug: slug.slice(0, 100) }, { status: 404 });
  const earlier = draft?.items.find((item) => item.offering === offering.slug);
  if (offering.type === "device") {
    const choices = await deviceChoices(args, offering);
    const storage = Number(url.searchParams.get("storage") ?? (earlier?.type === "device" ? earlier.storageGb : NaN));
    const colour = url.searchParams.get("colour") ?? (earlier?.type === "device" ? earlier.colour : "");
    const wanted = choices.find((c) => c.storageGb === storage && c.colour === colour && c.state !== "out_of_stock");
    const first = choices.find((c) => c.state !== "out_of_stock");
    const chosen = wanted ?? first;
    return { kind: "device" as const, offering, choices, chosen: chosen ? choiceId(chosen) : null };
  }
  const found = await numbersFor(args, url);
  const kept = earlier?.type === "new_line" ? earlier : undefined;
  return {
    kind: "line" as const,
    offering,
    ...found,
    chosen: { sim: kept?.sim ?? "physical", msisdn: kept?.msisdn ?? null },
  };
}

/** A refusal drawn on the page again, with a 4xx. */
const refused = (errors: FormErrors, status = 422) => data({ errors }, { status });

/**
 * Starts the order: the offering again from the server (the form's copy is only a name), the
 * number or phone option checked, then a fresh draft. An eSIM has nothing to deliver, so its
 * delivery is decided here.
 */
export async function submitProduct(args: WizardArgs) {
  const form = Object.fromEntries(await args.request.formData());
  const offering = await offeringOf(args, String(form.offering ?? ""));
  if (!offering) return refused({ fields: {}, form: messageKey("order.product.unknown") }, 404);
  const earlier = readOrderDraft(args.context, args.request);
  let item: OrderDraftItem;
  if (offering.type === "device") {
    const [storage, colour] = String(form.option ?? "").split(":");
    const choice = (await deviceChoices(args, offering)).find(
      (c) => String(c.storageGb) === storage && c.colour === colour,
    );
    if (!choice) return refused({ fields: { option: messageKey("order.product.optionRequired") } });
    if (choice.state === "out_of_stock") {
      return refused({ fields: { option: messageKey("order.product.outOfStock") } }, 409);
    }
    item = {
      type: "device",
      offering: offering.slug,
      storageGb: choice.storageGb,
      colour: choice.colour,
      deposit: false,
    };
  } else {
    const sim = simKinds.find((kind) => kind === form.sim);
    const msisdn = typeof form.msisdn === "string" ? normalizeMsisdn(form.msisdn, IRAQI_MOBILE_PREFIXES) : null;
    const fields: FormErrors["fields"] = {};
    if (!sim) fields.sim = messageKey("order.product.simRequired");
    if (!msisdn) fields.msisdn = messageKey("order.product.numberRequired");
    if (!sim || !msisdn) return refused({ fields });
    item = { type: "new_line", offering: offering.slug, sim, msisdn };
  }
  const draft = newOrderDraft([item], earlier?.placed);
  if (item.type === "new_line" && item.sim === "esim") draft.fulfilment = "esim";
  return saveAndContinue(args, draft);
}
