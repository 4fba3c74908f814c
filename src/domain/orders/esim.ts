/**
 * eSIM activation codes (GSMA SGP.22 "LPA:1$<SM-DP+ address>$<matching id>"). An approved eSIM
 * order gets one; it is shown as a QR code only to whoever has the order's reference and a fresh
 * SMS code of its contact number (step-up), until the profile is marked downloaded. Staff can issue
 * a new one (new matching id), which makes the old code useless.
 */
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { generate } from "lean-qr";
import { toSvgSource } from "lean-qr/extras/svg";
import type { OrderView } from "../../contracts/api/orders.ts";
import type { Db } from "../../db/client.server.ts";
import { orders } from "../../db/schema/index.ts";
import { peekTicket } from "../auth/code-flows.ts";
import type { ServiceCall, ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { recordAudit } from "../staff/audit.ts";
import { orderView } from "./order-view.ts";
import type { OrderRow } from "./transitions.ts";

const MATCHING_SYMBOLS = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";

/** A matching id: 4 groups of 5, as SM-DP+ servers issue them. */
const newMatchingId = () =>
  Array.from({ length: 4 }, () =>
    Array.from({ length: 5 }, () => MATCHING_SYMBOLS[randomInt(MATCHING_SYMBOLS.length)]).join(""),
  ).join("-");

export async function issueActivationCode(tx: Db, ctx: ServiceContext, orderId: string) {
  const matchingId = newMatchingId();
  const code = `LPA:1$${ctx.env.config.orders.esimSmdpAddress}$${matchingId}`;
  await tx
    .update(orders)
    .set({ esimMatchingId: matchingId, esimActivationCode: code, esimIssuedAt: ctx.now, esimDownloadedAt: null })
    .where(eq(orders.id, orderId));
  return code;
}

/** The eSIM order behind a reference, for whoever holds a contact code ticket for its number. */
async function steppedUp(ctx: ServiceContext, reference: string, ticket: string): Promise<OrderRow> {
  const msisdn = await peekTicket(ctx, ticket, "order_contact");
  const [order] = await ctx.db.select().from(orders).where(eq(orders.reference, reference));
  if (!order || order.contactMsisdn !== msisdn || order.fulfilment !== "esim") {
    throw new DomainError("not_found", "order_not_found");
  }
  return order;
}

export async function esimActivation({
  ctx,
  input,
}: ServiceCall<{ reference: string; ticket: string }>): Promise<{ activationCode: string; qrSvg: string }> {
  const order = await steppedUp(ctx, input.reference, input.ticket);
  if (!order.esimActivationCode || order.esimDownloadedAt) throw new DomainError("conflict", "esim_not_available");
  const qrSvg = toSvgSource(generate(order.esimActivationCode), { on: "black", off: "white", padX: 4, padY: 4 });
  return { activationCode: order.esimActivationCode, qrSvg };
}

export async function markEsimDownloaded({
  ctx,
  input,
}: ServiceCall<{ reference: string; ticket: string }>): Promise<OrderView> {
  const order = await steppedUp(ctx, input.reference, input.ticket);
  if (!order.esimActivationCode) throw new DomainError("conflict", "esim_not_available");
  const [updated] = await ctx.db
    .update(orders)
    .set({ esimDownloadedAt: order.esimDownloadedAt ?? ctx.now, updatedAt: ctx.now })
    .where(eq(orders.id, order.id))
    .returning();
  return orderView(ctx.db, updated ?? order, ctx.locale);
}

/** Staff: a new activation code (a lost phone, a failed install); the old matching id is void. */
export async function reissueEsim({ ctx, input }: ServiceCall<{ reference: string }>) {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.reference, input.reference)).for("update");
    if (order?.fulfilment !== "esim") throw new DomainError("not_found", "order_not_found");
    if (order.state !== "completed" || !order.esimActivationCode)
      throw new DomainError("conflict", "esim_not_available");
    await issueActivationCode(tx, ctx, order.id);
    const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
    await recordAudit(tx, ctx, {
      action: "order.esim_reissue",
      subjectType: "order",
      subjectId: order.reference,
      before: { matchingId: order.esimMatchingId, downloadedAt: order.esimDownloadedAt?.toISOString() ?? null },
      after: { matchingId: after?.esimMatchingId ?? null },
    });
    return { reference: order.reference, reissuedAt: ctx.now.toISOString() };
  });
}
