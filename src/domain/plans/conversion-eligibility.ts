/**
 * Whether a prepaid line may move to postpaid online (issue 21), and whether its holder has
 * already proved who they are with an identity check (the orders' eKYC), which makes the
 * approval automatic; without one the request carries its own (conversion-identity.ts).
 */
import { and, eq } from "drizzle-orm";
import type { ConversionRefusal } from "../../contracts/plan-changes.ts";
import type { Db } from "../../db/client.server.ts";
import { identityChecks, lineBalances, orders, postpaidConversions } from "../../db/schema/index.ts";
import { outstandingOf } from "../kafoo/advance-debt.ts";
import type { OwnedLine } from "../lines/line-access.ts";

export type LineMoney = { balanceIqd: number; advanceOwedIqd: number };

export async function lineMoney(db: Db, lineId: string): Promise<LineMoney> {
  const [row] = await db
    .select({ balance: lineBalances.balanceIqd })
    .from(lineBalances)
    .where(eq(lineBalances.lineId, lineId));
  return { balanceIqd: row?.balance ?? 0, advanceOwedIqd: await outstandingOf(db, lineId) };
}

/**
 * Every reason the line cannot be moved now, in the order a customer should fix them. A credit
 * advance must be settled first, from the prepaid balance: the balance has to cover it.
 */
export async function conversionRefusals(
  db: Db,
  line: Pick<OwnedLine, "id" | "billing" | "kind" | "status" | "accountKind">,
  money: LineMoney,
): Promise<ConversionRefusal[]> {
  const out: ConversionRefusal[] = [];
  if (line.billing !== "prepaid") out.push("not_prepaid");
  if (line.kind !== "mobile") out.push("not_mobile");
  if (line.status !== "active") out.push("not_active");
  if (line.accountKind === "business") out.push("business_line");
  const [open] = await db
    .select({ id: postpaidConversions.id })
    .from(postpaidConversions)
    .where(and(eq(postpaidConversions.lineId, line.id), eq(postpaidConversions.state, "in_review")));
  if (open) out.push("request_open");
  if (money.advanceOwedIqd > money.balanceIqd) out.push("advance_unpaid");
  return out;
}

/**
 * The account's holder passed an identity check reviewed by staff: on an order (eKYC), or on an
 * earlier request to move a line to postpaid.
 */
export async function identityConfirmed(db: Db, accountId: string): Promise<boolean> {
  const approved = eq(identityChecks.state, "approved");
  const [onOrder] = await db
    .select({ id: identityChecks.id })
    .from(identityChecks)
    .innerJoin(orders, eq(orders.id, identityChecks.orderId))
    .where(and(eq(orders.accountId, accountId), approved))
    .limit(1);
  if (onOrder) return true;
  const [onRequest] = await db
    .select({ id: identityChecks.id })
    .from(identityChecks)
    .innerJoin(postpaidConversions, eq(postpaidConversions.id, identityChecks.conversionId))
    .where(and(eq(postpaidConversions.accountId, accountId), approved))
    .limit(1);
  return Boolean(onRequest);
}
