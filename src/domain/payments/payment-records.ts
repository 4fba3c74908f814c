/**
 * A payment's row, its receipt token and its audit trail: what every payment service shares.
 * The services themselves take the domain context (src/domain/context.ts): the gateways, the
 * limits and the secrets come from `ctx.env`.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { PaymentState } from "../../contracts/payments.ts";
import type { Db } from "../../db/client.server.ts";
import { paymentEvents, payments } from "../../db/schema/index.ts";

export type PaymentRow = typeof payments.$inferSelect;

/**
 * The receipt token of a payment: derived from its id with a secret, so it can be rebuilt for a
 * retried request without ever being stored; the table keeps only its SHA-256.
 */
export const receiptToken = (secret: string, paymentId: string) =>
  createHmac("sha256", secret).update(`receipt:${paymentId}`).digest("base64url");

/** Payment ids are UUIDs; anything else cannot name one (and must not reach a uuid column). */
export const isPaymentId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export function tokenMatches(token: string, hash: string): boolean {
  const given = Buffer.from(tokenHash(token), "hex");
  const kept = Buffer.from(hash, "hex");
  return given.length === kept.length && timingSafeEqual(given, kept);
}

export async function lockPayment(tx: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for("update");
  return row;
}

/** Writes the audit trail of a payment: what was heard (callback, query) and every state change. */
export async function paymentEvent(
  tx: Db,
  paymentId: string,
  source: "api" | "callback" | "query" | "job" | "fulfil" | "refund",
  change: { from?: PaymentState | null; to?: PaymentState | null },
  detail: Record<string, string | number | boolean | null> = {},
) {
  await tx.insert(paymentEvents).values({
    paymentId,
    source,
    fromState: change.from ?? null,
    toState: change.to ?? null,
    detail,
    createdAt: new Date(),
  });
}
