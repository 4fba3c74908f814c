import { data } from "react-router";
import { ApiClientError } from "../../../src/client/api-client.ts";
import { getMyOrderOp, listMyOrdersOp } from "../../../src/contracts/api/orders.ts";
import { apiFor } from "../../lib/api.server.ts";
import { localeOf } from "../../lib/locale.ts";
import { type MyzainArgs, requireViewer, signedIn } from "../../lib/myzain.server.ts";

/**
 * myzain/orders and myzain/orders/:id are not in the spec's route list, so the sign-in rule the
 * manifest gives myzain pages is applied here (as for myzain/payments); the layout is named in the data.
 */
function signedInApi(args: MyzainArgs) {
  const locale = localeOf(args.params);
  requireViewer(args);
  return apiFor(args.context, args.request, locale);
}

/** The account's orders, newest first (the API's order). */
export async function myOrdersData(args: MyzainArgs) {
  const api = signedInApi(args);
  const { orders } = await signedIn(args, () => api.call(listMyOrdersOp));
  return { layout: "myzain" as const, orders };
}

/** One of the account's orders; another account's id, or none, is a 404. */
export async function myOrderData(args: MyzainArgs & { params: { id?: string } }) {
  const api = signedInApi(args);
  try {
    const order = await signedIn(args, () => api.call(getMyOrderOp, { params: { id: args.params.id ?? "" } }));
    return { layout: "myzain" as const, order };
  } catch (error) {
    if (error instanceof ApiClientError && (error.status === 404 || error.status === 422)) {
      throw data("Order not found", { status: 404 });
    }
    throw error;
  }
}
