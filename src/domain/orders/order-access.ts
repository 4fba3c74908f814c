/**
 * Who may act on an order without signing in. The browser that placed it holds an access token
 * (pay again, new photos, cancel), derived from the order's id with a secret so a retried request
 * gets the same one without it being stored; the table keeps its SHA-256 only. Anyone else proves
 * the contact number with an SMS code (tracking needs only the reference and the number).
 */
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { orders } from "../../db/schema/index.ts";
import type { ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { tokenHash, tokenMatches } from "../payments/payment-records.ts";
import type { OrderRow } from "./transitions.ts";

export const orderAccessToken = (ctx: ServiceContext, orderId: string) =>
  createHmac("sha256", ctx.env.config.secrets.sessionPepper).update(`order:${orderId}`).digest("base64url");

export const orderTokenHash = tokenHash;

/** The order with this reference if the token is its access token, else 404 (the same for both). */
export async function orderByToken(ctx: ServiceContext, reference: string, token: string): Promise<OrderRow> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.reference, reference));
  if (!order || !tokenMatches(token, order.accessHash)) throw new DomainError("not_found", "order_not_found");
  return order;
}
