/**
 * How the sandbox signs its callbacks, the way Stripe signs webhooks: the header
 * `X-Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>` over the exact
 * body bytes, checked in constant time.
 */
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { GatewayNotice } from "../gateway.ts";

export const SANDBOX_SIGNATURE_HEADER = "X-Sandbox-Signature";

export type CallbackStatus = "succeeded" | "failed" | "pending";

/** The callback body. Strict: a field we do not know means the body is not ours. */
const callbackBody = z.strictObject({
  ref: z.string().startsWith("sbx_"),
  merchantRef: z.string().min(1),
  status: z.enum(["succeeded", "failed", "pending"]),
  amountIqd: z.number().int().positive(),
  /** The same for every delivery of one event, so the merchant can drop repeats. */
  eventId: z.string().min(1),
  sentAt: z.iso.datetime(),
});

export type CallbackBody = z.infer<typeof callbackBody>;

export function sign(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${sign(secret, t, body)}`;
}

/**
 * True when one of the header's `v1` signatures matches. There is deliberately no timestamp
 * tolerance: the merchant processes callbacks idempotently (a replay changes nothing), and a
 * callback retried hours later, after an outage, must still count: money was taken.
 */
export function verifySignature(secret: string, header: string | null, body: string): boolean {
  if (!header) return false;
  const parts = header.split(",").map((p) => p.trim().split("="));
  const t = parts.find(([k]) => k === "t")?.[1];
  if (!t || !/^\d{1,12}$/.test(t)) return false;
  const expected = Buffer.from(sign(secret, Number(t), body), "hex");
  return parts.some(
    ([k, v]) =>
      k === "v1" && v !== undefined && /^[0-9a-f]{64}$/.test(v) && timingSafeEqual(Buffer.from(v, "hex"), expected),
  );
}

/** A verified notice, or null when the signature, the JSON or its shape is wrong. */
export function parseCallback(secret: string, callback: { headers: Headers; body: string }): GatewayNotice | null {
  if (!verifySignature(secret, callback.headers.get(SANDBOX_SIGNATURE_HEADER), callback.body)) return null;
  let json: unknown;
  try {
    json = JSON.parse(callback.body);
  } catch {
    return null;
  }
  const parsed = callbackBody.safeParse(json);
  if (!parsed.success) return null;
  const { ref, merchantRef, status, amountIqd } = parsed.data;
  return { providerRef: ref, paymentId: merchantRef, status, amountIqd };
}

export type CallbackNotice = { ref: string; merchantRef: string; status: CallbackStatus; amountIqd: number };

/** The body and headers of one callback delivery, signed at `at`. */
export function signedCallback(
  secret: string,
  notice: CallbackNotice,
  eventId: string,
  at: Date,
): { headers: Headers; body: string } {
  const payload: CallbackBody = { ...notice, eventId, sentAt: at.toISOString() };
  const body = JSON.stringify(payload);
  const headers = new Headers({ "Content-Type": "application/json" });
  headers.set(SANDBOX_SIGNATURE_HEADER, signatureHeader(secret, body, at));
  return { headers, body };
}

/** For tests and tools: a correctly signed callback for a notice. */
export function signedSandboxCallback(secret: string, notice: CallbackNotice): { headers: Headers; body: string } {
  return signedCallback(secret, notice, `evt_${randomUUID()}`, new Date());
}
