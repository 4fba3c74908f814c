import { listLineBillsOp } from "../../../src/contracts/api/line-history.ts";
import { type MyzainArgs, myzainLine, requireViewer, signedIn } from "../../lib/myzain.server.ts";

/**
 * myzain/bills: not in the spec's route list, so the sign-in rule of myzain pages is applied here
 * (as myzain/payments does). The chosen line (`?line=`, for a business account's several lines)
 * and, for a postpaid line, its bills; a prepaid line has none to ask for.
 */
export async function billsData(args: MyzainArgs) {
  requireViewer(args);
  const { api, lines, line } = await myzainLine(args);
  const bills =
    line.billing === "postpaid"
      ? await signedIn(args, () => api.call(listLineBillsOp, { params: { lineId: line.id } }))
      : null;
  return { layout: "myzain" as const, lines, line, bills };
}
