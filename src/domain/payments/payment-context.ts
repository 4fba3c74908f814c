import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { GatewayRegistry } from "../../adapters/payments/gateway.ts";
import type { Config } from "../../config/config.server.ts";
import type { PaymentLimits, PaymentState } from "../../contracts/payments.ts";
import type { Db } from "../../db/client.server.ts";
import { paymentEvents, payments } from "../../db/schema/index.ts";
import type { Logger } from "../../lib/logger.server.ts";
import type { DbContext } from "../context.ts";
import type { RateLimiter } from "../limits/rate-limiter.ts";

/** What payment services need besides the database: the gateways, the rules and where the site lives. */
export type PaymentContext = DbContext & {
  /** Null when online payment is off (PAYMENT_GATEWAY=none). */
  gateways: GatewayRegistry | null;
  rules: { limits: PaymentLimits; expiryMinutes: number };
  /** The site's origin: return and callback addresses are built on it. */
  publicOrigin: string;
  /** Key of receipt tokens (never sent anywhere but in the customer's own return address). */
  secret: string;
  log?: Logger;
  now?: Date;
  /** Per-client and per-number limits on starting payments (requests only; jobs start none). */
  limiter?: RateLimiter;
  client?: string;
};

/** The payment context for a request or a job, from configuration. */
export function paymentContextFrom(
  config: Pick<Config, "payments" | "server" | "secrets">,
  parts: DbContext & { gateways: GatewayRegistry | null; log?: Logger; limiter?: RateLimiter; client?: string },
): PaymentContext {
  return {
    ...parts,
    rules: { limits: config.payments.limits, expiryMinutes: config.payments.expiryMinutes },
    publicOrigin: config.server.publicOrigin,
    secret: config.secrets.paymentGatewaySecret,
  };
}

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
