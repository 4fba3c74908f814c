import type { RouterContextProvider } from "react-router";
import { ApiClientError } from "../../src/client/api-client.ts";
import { type LineSummary, listLinesOp } from "../../src/contracts/api/lines.ts";
import { viewerContext } from "../context.ts";
import { apiFor } from "./api.server.ts";
import { localeOf } from "./locale.ts";

export type PaymentArgs = { request: Request; params: { lang?: string }; context: Readonly<RouterContextProvider> };

/**
 * The API client of a payment page, in the visitor's language, with their session when signed in.
 * A cookie whose session has ended is left out: these pages work for anyone, and the API would
 * answer 401 to a dead session even where no session is needed.
 */
export const paymentApi = (args: PaymentArgs) =>
  apiFor(args.context, args.request, localeOf(args.params), { signedOut: !args.context.get(viewerContext) });

/**
 * The signed-in customer's lines, offered as one-tap choices; none for visitors. These pages are
 * public, so a session that ended meanwhile only means "not signed in", not a trip to sign-in.
 */
export async function ownLines(args: PaymentArgs, api = paymentApi(args)): Promise<LineSummary[]> {
  if (!args.context.get(viewerContext)) return [];
  try {
    return await api.call(listLinesOp);
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) return [];
    throw error;
  }
}
