import { getBillPdfOp } from "../../../src/contracts/api/bills.ts";
import { myzainLine, requireViewer, signedIn } from "../../lib/myzain.server.ts";
import type { Route } from "./+types/bill-pdf";
import { findBill } from "./bill.server.ts";

/** What the browser may see of the API's answer: the file, its name and type; nothing else. */
const PASSED = ["content-type", "content-length", "content-disposition", "content-language"];

/**
 * myzain/bills/{billId}/pdf: the bill's PDF from the API, in the page's language, passed on as a
 * download. The same sign-in and owner check as the bill page.
 */
export async function loader(args: Route.LoaderArgs) {
  requireViewer(args);
  const { api, lines } = await myzainLine(args);
  const { bill, line } = await findBill(args, api, lines);
  const file = await signedIn(args, () => api.download(getBillPdfOp, { params: { lineId: line.id, billId: bill.id } }));
  const headers = new Headers({ "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" });
  for (const name of PASSED) {
    const value = file.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(file.body, { status: 200, headers });
}
