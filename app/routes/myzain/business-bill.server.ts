import { getConsolidatedBillOp } from "../../../src/contracts/api/business.ts";
import { apiFor } from "../../lib/api.server.ts";
import { localeOf } from "../../lib/locale.ts";
import { type MyzainArgs, requireViewer, signedIn } from "../../lib/myzain.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";

/**
 * myzain/business/bill: the company's consolidated bill for `?month=YYYY-MM` (the newest month
 * with bills by default). A month that is not well formed falls back to the newest.
 */
export async function businessBillData(args: MyzainArgs) {
  requireViewer(args);
  const api = apiFor(args.context, args.request, localeOf(args.params));
  const wanted = pageUrlOf(args.request).searchParams.get("month") ?? "";
  const query = /^\d{4}-(0[1-9]|1[0-2])$/.test(wanted) ? { month: wanted } : {};
  const bill = await signedIn(args, () => api.call(getConsolidatedBillOp, { query }));
  return { layout: "myzain" as const, bill };
}
