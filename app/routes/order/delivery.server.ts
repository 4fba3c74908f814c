/**
 * The delivery step: a courier to an address (governorate, city, district from the places API,
 * the street typed) or pick-up at a store that hands over orders. An eSIM has nothing to deliver
 * (decided on the first step). A choice is quoted before it is kept, so an area the courier does
 * not serve is refused here, next to the field, not at the end.
 */
import { data } from "react-router";
import { ApiClientError } from "../../../src/client/api-client.ts";
import { quoteOrderOp } from "../../../src/contracts/api/orders.ts";
import { type GovernorateView, listPlacesOp, listStoresOp } from "../../../src/contracts/api/places.ts";
import { addressSchema } from "../../../src/contracts/orders.ts";
import { apiText, messageKey } from "../../lib/form-text.ts";
import { type FormErrors, validate } from "../../lib/forms.ts";
import { quoteBody } from "../../lib/order-request.server.ts";
import { nextStep, ORDER_STEP_PATHS } from "../../lib/order-steps.ts";
import { openStep, previousStep, saveAndContinue, type WizardArgs } from "../../lib/order-wizard.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { paymentApi } from "../../lib/payment-pages.server.ts";

export type DeliveryMethod = "courier" | "pickup";
const PICKUP_SERVICE = "order_pickup";

export async function deliveryData(args: WizardArgs) {
  const draft = openStep(args, "delivery");
  const back = previousStep(draft, "delivery");
  const line = draft.items.find((i) => i.type === "new_line");
  const common = { items: draft.items, back: back ? ORDER_STEP_PATHS[back] : null, number: line?.msisdn ?? null };
  if (draft.fulfilment === "esim") return { ...common, kind: "esim" as const, next: ORDER_STEP_PATHS[nextStep(draft)] };
  const url = pageUrlOf(args.request);
  const api = paymentApi(args);
  const asked = url.searchParams.get("method");
  const method: DeliveryMethod =
    asked === "pickup" || asked === "courier" ? asked : draft.fulfilment === "pickup" ? "pickup" : "courier";
  const body = quoteBody(draft);
  const [places, allStores, quote] = await Promise.all([
    api.call(listPlacesOp),
    method === "pickup" ? api.call(listStoresOp, { query: { service: PICKUP_SERVICE } }) : Promise.resolve([]),
    body ? api.call(quoteOrderOp, { body }).catch(() => null) : Promise.resolve(null),
  ]);
  // One governorate's stores at a time keeps the list short on a phone: the one asked for, else
  // the saved store's, else the first with a store.
  const asking = url.searchParams.get("governorate") ?? "";
  const savedStore = allStores.find((s) => s.id === draft.storeId);
  const storeGovernorate = allStores.some((s) => s.governorate.id === asking)
    ? asking
    : (savedStore?.governorate.id ?? allStores[0]?.governorate.id ?? "");
  const withStores = new Set(allStores.map((s) => s.governorate.id));
  return {
    ...common,
    kind: "choose" as const,
    method,
    places,
    storeGovernorates: places.filter((g) => withStores.has(g.id)).map((g) => ({ id: g.id, name: g.name })),
    stores: allStores.filter((s) => s.governorate.id === storeGovernorate),
    storeGovernorate,
    saved: { fulfilment: draft.fulfilment ?? null, address: draft.address ?? null, storeId: draft.storeId ?? null },
    quote,
  };
}

/** The address parts as ids that belong together: the city in the governorate, the district in the city. */
function placeProblems(
  places: GovernorateView[],
  a: { governorate: string; city: string; district?: string | undefined },
) {
  const fields: FormErrors["fields"] = {};
  const governorate = places.find((g) => g.id === a.governorate);
  if (!governorate) fields.governorate = messageKey("order.delivery.governorateRequired");
  const city = governorate?.cities.find((c) => c.id === a.city);
  if (governorate && !city) fields.city = messageKey("order.delivery.cityRequired");
  if (city && a.district && !city.districts.some((d) => d.id === a.district)) {
    fields.district = messageKey("order.delivery.districtWrong");
  }
  return fields;
}

const text = (v: FormDataEntryValue | undefined) => (typeof v === "string" ? v.trim().slice(0, 300) : "");

/** The API's refusal of the quote, at the field it names (without the `address.` prefix) or for the form. */
export function quoteRefusal(error: unknown): { errors: FormErrors; status: number } {
  if (!(error instanceof ApiClientError) || error.status >= 500) throw error;
  const fields: FormErrors["fields"] = {};
  for (const f of error.fields) fields[f.path.replace(/^address\./, "")] = apiText(f.message);
  const errors: FormErrors = Object.keys(fields).length > 0 ? { fields } : { fields, form: apiText(error.message) };
  return { errors: error.retryAfter ? { ...errors, retryAfter: error.retryAfter } : errors, status: error.status };
}

export async function submitDelivery(args: WizardArgs) {
  const draft = openStep(args, "delivery");
  const form = Object.fromEntries(await args.request.formData());
  const api = paymentApi(args);
  const values = Object.fromEntries(
    ["governorate", "city", "district", "street", "house", "landmark", "storeId"].map((k) => [k, text(form[k])]),
  );
  let change: Parameters<typeof quoteBody>[1];
  if (form.method === "pickup") {
    if (!values.storeId) {
      return data(
        { errors: { fields: { storeId: messageKey("order.delivery.storeRequired") } }, values },
        { status: 422 },
      );
    }
    change = { fulfilment: "pickup", storeId: values.storeId, address: undefined };
  } else {
    const street = [values.street, values.house, values.landmark].filter(Boolean).join(" - ");
    const checked = validate(addressSchema, {
      governorate: values.governorate,
      city: values.city,
      ...(values.district ? { district: values.district } : {}),
      street: values.street ? street : "",
    });
    const fields = {
      ...placeProblems(await api.call(listPlacesOp), {
        ...values,
        governorate: values.governorate ?? "",
        city: values.city ?? "",
      }),
      // The schema's own words cover the street; the place checks above say the rest in the visitor's language.
      ...("errors" in checked && checked.errors.fields.street ? { street: checked.errors.fields.street } : {}),
    };
    if ("errors" in checked || Object.keys(fields).length > 0) {
      const errors: FormErrors =
        Object.keys(fields).length > 0
          ? { fields }
          : { fields, form: messageKey("order.delivery.governorateRequired") };
      return data({ errors, values }, { status: 422 });
    }
    change = { fulfilment: "courier", address: checked.data, storeId: undefined };
  }
  const body = quoteBody(draft, change);
  if (!body) throw new Error("a draft past its first step has quotable items");
  try {
    await api.call(quoteOrderOp, { body });
  } catch (error) {
    const { errors, status } = quoteRefusal(error);
    return data({ errors, values }, { status });
  }
  const kept = { ...draft, fulfilment: body.fulfilment, address: change.address, storeId: change.storeId };
  return saveAndContinue(args, kept);
}
