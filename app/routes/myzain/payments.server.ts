import { listPaymentsOp } from "../../../src/contracts/api/payments.ts";
import { viewerContext } from "../../context.ts";
import { apiFor } from "../../lib/api.server.ts";
import { localeOf } from "../../lib/locale.ts";
import { type MyzainArgs, requireViewer, signedIn } from "../../lib/myzain.server.ts";

/**
 * myzain/payments: the account's own online payments, newest first. It is not in the spec's route
 * list, so the sign-in rule the manifest gives myzain pages is applied here; the myzain layout is
 * named in the data, as the catch-all does.
 */
export async function paymentHistoryData(args: MyzainArgs) {
  const locale = localeOf(args.params);
  requireViewer(args);
  const api = apiFor(args.context, args.request, locale);
  const { payments } = await signedIn(args, () => api.call(listPaymentsOp));
  // Automatic payments are offered to the account's owner only (a business member is not).
  const managesPayments = args.context.get(viewerContext)?.member !== true;
  return { layout: "myzain" as const, payments, managesPayments };
}
