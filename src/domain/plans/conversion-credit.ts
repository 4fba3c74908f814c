/**
 * What a line moved from prepaid brings to its bills: it is billed only from the moment it became
 * postpaid (its prepaid purchases before were paid from credit), and the prepaid balance it kept
 * pays its first bills. Called by the bill job in the bill's transaction.
 */
import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { postpaidConversions } from "../../db/schema/index.ts";

/** When the line last became postpaid by a conversion, or null for a line sold as postpaid. */
export async function postpaidSince(db: Db, lineId: string): Promise<Date | null> {
  const rows = await db
    .select({ at: postpaidConversions.completedAt })
    .from(postpaidConversions)
    .where(and(eq(postpaidConversions.lineId, lineId), eq(postpaidConversions.state, "completed")));
  const times = rows.flatMap((r) => (r.at ? [r.at.getTime()] : []));
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}

/**
 * Applies the prepaid credit still unused to a new bill of `totalIqd`: returns what it pays (the
 * bill's opening `paidIqd`) and lowers what is left. The money itself never moved: it stayed on the
 * line's balance, which the bill's charges then took down.
 */
export async function applyCarriedCredit(db: Db, lineId: string, totalIqd: number): Promise<number> {
  const open = await db
    .select({ id: postpaidConversions.id, left: postpaidConversions.creditLeftIqd })
    .from(postpaidConversions)
    .where(and(eq(postpaidConversions.lineId, lineId), gt(postpaidConversions.creditLeftIqd, 0)))
    .orderBy(asc(postpaidConversions.createdAt))
    .for("update");
  let paid = 0;
  for (const row of open) {
    const part = Math.min(row.left, totalIqd - paid);
    if (part <= 0) break;
    await db
      .update(postpaidConversions)
      .set({ creditLeftIqd: row.left - part })
      .where(eq(postpaidConversions.id, row.id));
    paid += part;
  }
  return paid;
}
