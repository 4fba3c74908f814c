/**
 * Finding an order by reference and contact number for a visitor who is not signed in, and the
 * order this browser placed (the draft's `placed`). Shared by the tracking page and order/esim.
 */
import type { RouterContextProvider } from "react-router";
import { type ApiClient, ApiClientError } from "../../../src/client/api-client.ts";
import { type OrderView, trackOrderOp } from "../../../src/contracts/api/orders.ts";
import { trackQuerySchema } from "../../../src/contracts/orders.ts";
import { messageKey } from "../../lib/form-text.ts";
import { type FormErrors, validate } from "../../lib/forms.ts";
import { readOrderDraft } from "../../lib/order-draft.server.ts";

export type LookupValues = { reference: string; contact: string };
export type Lookup = { order: OrderView } | { errors: FormErrors; status: 404 | 422 | 429 };

/** The same words for a wrong reference and a wrong number: which one was wrong is not told. */
const notFound = (): Lookup => ({ errors: { fields: {}, form: messageKey("tracking.notFound") }, status: 404 });

/** Looks the order up; bad input, no match and too many tries are the form's to say. */
export async function lookUpOrder(api: ApiClient, values: LookupValues): Promise<Lookup> {
  const checked = validate(trackQuerySchema, values);
  if ("errors" in checked) return { errors: checked.errors, status: 422 };
  try {
    return { order: await api.call(trackOrderOp, { query: checked.data }) };
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    if (error.status === 404) return notFound();
    if (error.status === 429) {
      const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
      return { errors: { fields: {}, form: messageKey("tracking.rateLimited", { count: minutes }) }, status: 429 };
    }
    if (error.status === 422) return notFound();
    throw error;
  }
}

/** The order this browser placed, as it stands now, or null (none, or it can no longer be found). */
export async function placedOrder(
  context: Pick<RouterContextProvider, "get">,
  request: Request,
  api: ApiClient,
): Promise<OrderView | null> {
  const placed = readOrderDraft(context, request)?.placed;
  if (!placed) return null;
  const found = await lookUpOrder(api, { reference: placed.reference, contact: placed.contact });
  return "order" in found ? found.order : null;
}

export const lookupValues = (form: Record<string, FormDataEntryValue>): LookupValues => ({
  reference: typeof form.reference === "string" ? form.reference.slice(0, 40) : "",
  contact: typeof form.contact === "string" ? form.contact.slice(0, 40) : "",
});
