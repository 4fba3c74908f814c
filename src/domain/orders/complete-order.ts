/**
 * Completing an order, in one transaction: the number and stock holds become sales, the new line
 * is created with the chosen number and the plan's billing, the line is given to the ordering
 * account if a customer was signed in, the new line is texted how to open myzain (sign-up with a
 * code, the usual proof that an account holds a line), and the order is marked completed.
 */
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { baghdadToday } from "../../contracts/business-time.ts";
import type { Db } from "../../db/client.server.ts";
import { accountLines, lineBalances, lines, offerings, orderItems } from "../../db/schema/index.ts";
import type { ServiceContext } from "../context.ts";
import { recordPuk } from "../lines/puk.ts";
import { scheduleDocumentDeletion } from "./customer-orders.ts";
import { portsOf } from "./order-ports.ts";
import { welcomeSms } from "./order-sms.ts";
import { moveOrder, type OrderActor, type OrderRow } from "./transitions.ts";

/** A postpaid line may owe this many months of its plan before it is barred. */
const CREDIT_MONTHS = 3;

async function createLine(tx: Db, ctx: ServiceContext, order: OrderRow, msisdn: string, offeringSlug: string) {
  const [plan] = await tx
    .select({ type: offerings.type, audiences: offerings.audiences, priceIqd: offerings.priceIqd })
    .from(offerings)
    .where(eq(offerings.slug, offeringSlug));
  const prepaid =
    !plan || plan.type === "prepaid_sim" || (plan.type === "mbb_plan" && plan.audiences.includes("prepaid"));
  const [line] = await tx
    .insert(lines)
    .values({
      msisdn,
      billing: prepaid ? "prepaid" : "postpaid",
      kind: plan?.type === "mbb_plan" ? "broadband" : "mobile",
      createdAt: ctx.now,
    })
    .returning({ id: lines.id });
  if (!line) throw new Error("line not created");
  const day = Number(baghdadToday(ctx.now).slice(8, 10));
  await tx.insert(lineBalances).values({
    lineId: line.id,
    balanceIqd: 0,
    creditLimitIqd: prepaid ? 0 : CREDIT_MONTHS * (plan?.priceIqd ?? 0),
    billCycleDay: prepaid ? null : Math.min(day, 28),
  });
  // The new SIM's PUK. The SIM stock here (the demo's and the adapters') carries no SIM records, so
  // it is drawn now, as a SIM supplier does; a real stock system would hand over the SIM's own.
  const puk = String(randomInt(0, 100_000_000)).padStart(8, "0");
  await recordPuk(tx, ctx.env.config.secrets.sealingKey, line.id, puk, ctx.now);
  if (order.accountId) {
    await tx.insert(accountLines).values({ accountId: order.accountId, lineId: line.id, isPrimary: 0 });
  }
  return line.id;
}

export async function completeOrder(tx: Db, ctx: ServiceContext, order: OrderRow, actor: OrderActor, reason: string) {
  const { inventory } = portsOf(ctx);
  const committed = await inventory.commitHolds(tx, order.id);
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const newLine = items.find((i) => i.type === "new_line");
  let createdLineId: string | null = null;
  const msisdn = newLine ? (committed.msisdn ?? newLine.msisdn) : null;
  if (newLine && msisdn) createdLineId = await createLine(tx, ctx, order, msisdn, newLine.offering);
  const done = await moveOrder(tx, ctx, order, "completed", actor, reason, { createdLineId });
  if (msisdn) await welcomeSms(tx, ctx, order, msisdn);
  await scheduleDocumentDeletion(tx, ctx, order.id);
  return done;
}
