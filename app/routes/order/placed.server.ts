/**
 * The confirmation after an order is placed (and where the gateway's receipt leads back): the
 * order as the server tracks it, found with what the draft remembered of the last placed order.
 */
import { data } from "react-router";
import { ApiClientError } from "../../../src/client/api-client.ts";
import { trackOrderOp } from "../../../src/contracts/api/orders.ts";
import { viewerContext } from "../../context.ts";
import { readOrderDraft } from "../../lib/order-draft.server.ts";
import type { WizardArgs } from "../../lib/order-wizard.server.ts";
import { paymentApi } from "../../lib/payment-pages.server.ts";

export async function placedData(args: WizardArgs) {
  const signedIn = args.context.get(viewerContext) !== null;
  const placed = readOrderDraft(args.context, args.request)?.placed;
  if (!placed) return data({ order: null, signedIn }, { status: 404 });
  try {
    const order = await paymentApi(args).call(trackOrderOp, {
      query: { reference: placed.reference, contact: placed.contact },
    });
    return { order, signedIn };
  } catch (error) {
    if (error instanceof ApiClientError && [404, 422].includes(error.status)) {
      return data({ order: null, signedIn }, { status: 404 });
    }
    throw error;
  }
}
