import { data } from "react-router";
import { type ApiClient, ApiClientError } from "../../../src/client/api-client.ts";
import { getBillOp } from "../../../src/contracts/api/bills.ts";
import type { LineSummary } from "../../../src/contracts/api/lines.ts";
import { type MyzainArgs, myzainLine, requireViewer, signedIn } from "../../lib/myzain.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";

export type BillArgs = MyzainArgs & { params: { billId?: string } };

/**
 * The postpaid lines a bill may belong to: the one the address names (`?line=`, as the bills list
 * links), else each of the account's postpaid lines in turn, since a link in a bill SMS carries
 * only the bill.
 */
function candidates(args: BillArgs, lines: LineSummary[]): LineSummary[] {
  const wanted = pageUrlOf(args.request).searchParams.get("line");
  const named = lines.filter((l) => l.id === wanted);
  return named.length > 0 ? named : lines.filter((l) => l.billing === "postpaid");
}

/** The bill and its line; a bill of none of the customer's lines is this page's 404. */
export async function findBill(args: BillArgs, api: ApiClient, lines: LineSummary[]) {
  const billId = args.params.billId ?? "";
  for (const line of candidates(args, lines)) {
    try {
      const bill = await signedIn(args, () => api.call(getBillOp, { params: { lineId: line.id, billId } }));
      return { bill, line };
    } catch (error) {
      // 404: not this line's; 422: not a bill id at all. Either way, not a bill to show.
      if (error instanceof ApiClientError && (error.status === 404 || error.status === 422)) continue;
      throw error;
    }
  }
  throw data(`Page not found: ${pageUrlOf(args.request).pathname}`, { status: 404 });
}

/** myzain/bills/{billId}: sign-in as for the other myzain pages, then the bill itemised. */
export async function billData(args: BillArgs) {
  requireViewer(args);
  const { api, lines } = await myzainLine(args);
  const { bill, line } = await findBill(args, api, lines);
  return { layout: "myzain" as const, bill, line };
}
