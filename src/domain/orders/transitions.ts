/**
 * The one way an order changes state: checked against its path's allowed moves, made by one
 * conditional update (so two actors racing move it once), recorded in its history with who and
 * why, and told to the customer by SMS in the order's language, all in the caller's transaction.
 */
import { and, eq } from "drizzle-orm";
import type { OrderActorKind, OrderState } from "../../contracts/orders.ts";
import type { Db } from "../../db/client.server.ts";
import { orderStateHistory, orders } from "../../db/schema/index.ts";
import type { ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { orderSms } from "./order-sms.ts";
import { canMove } from "./state-machine.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderActor = { kind: OrderActorKind; id?: string | null };

/** Changes the customer hears about; the others (new → awaiting_payment) they see on the page. */
const TOLD: readonly OrderState[] = [
  "in_review",
  "approved",
  "dispatched",
  "delivered",
  "completed",
  "rejected",
  "cancelled",
  "expired",
];

export async function moveOrder(
  tx: Db,
  ctx: ServiceContext,
  order: OrderRow,
  to: OrderState,
  actor: OrderActor,
  reason: string | null = null,
  extra: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow> {
  if (!canMove(order.path, order.state, to)) {
    throw new DomainError("conflict", "order_state_invalid", { from: order.state, to });
  }
  const [moved] = await tx
    .update(orders)
    .set({ ...extra, state: to, updatedAt: ctx.now, ...(to === "completed" ? { completedAt: ctx.now } : {}) })
    .where(and(eq(orders.id, order.id), eq(orders.state, order.state)))
    .returning();
  if (!moved) throw new DomainError("conflict", "order_state_changed");
  await recordHistory(tx, ctx, order.id, order.state, to, actor, reason);
  if (TOLD.includes(to)) await orderSms(tx, ctx, moved, to, reason);
  return moved;
}

export async function recordHistory(
  tx: Db,
  ctx: ServiceContext,
  orderId: string,
  from: OrderState | null,
  to: OrderState,
  actor: OrderActor,
  reason: string | null,
) {
  await tx.insert(orderStateHistory).values({
    orderId,
    fromState: from,
    toState: to,
    actorKind: actor.kind,
    actorId: actor.id ?? null,
    reason,
    at: ctx.now,
  });
}

/** The order locked for a change (FOR UPDATE), or null. */
export async function lockOrder(tx: Db, id: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
  return row ?? null;
}

/** Who a staff context is, for the history. */
export const staffActorOf = (ctx: ServiceContext): OrderActor =>
  ctx.staff?.kind === "staff"
    ? { kind: "staff", id: ctx.staff.login }
    : { kind: "staff", id: `cli:${ctx.staff?.name ?? "?"}` };
