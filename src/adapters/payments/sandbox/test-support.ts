/**
 * For this folder's tests: a sandbox gateway on a test database with a settable clock, whose
 * callbacks are captured (and answered with a chosen status) instead of posted.
 */
import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import type { Db } from "../../../db/client.server.ts";
import type { GatewayPaymentRequest } from "../gateway.ts";
import { createSandboxGateway } from "./sandbox-gateway.ts";

export const SECRET = "sandbox-test-secret-0123456789abcdef";
export const SHOP = "http://shop.test";

export type Captured = { url: string; headers: Headers; body: string };

export function sandboxFor(db: Db, options: { clock?: boolean; settleDelayMs?: number; hang?: boolean } = {}) {
  const clock = { now: new Date("2026-05-01T10:00:00Z") };
  const callbacks: Captured[] = [];
  const answer = { status: 200 };
  const gateway = createSandboxGateway({
    db,
    secret: SECRET,
    publicOrigin: `${SHOP}/`,
    deliver: async (request) => {
      callbacks.push({ url: request.url, headers: request.headers, body: await request.text() });
      if (options.hang) return new Promise<Response>(() => undefined);
      return new Response(null, { status: answer.status });
    },
    now: options.clock === false ? undefined : () => clock.now,
    settleDelayMs: options.settleDelayMs,
  });
  const app = new Hono().route("/sandbox-gateway", gateway.routes());
  const later = (ms: number) => new Date(clock.now.getTime() + ms);
  return {
    gateway,
    app,
    clock,
    later,
    callbacks,
    answer,
    /** The status each captured callback announced, in order. */
    statuses: () => callbacks.map((c) => (JSON.parse(c.body) as { status: string }).status),
    request: (overrides: Partial<GatewayPaymentRequest> = {}): GatewayPaymentRequest => ({
      paymentId: randomUUID(),
      amountIqd: 25_000,
      description: "Recharge 0780 ••• ••45",
      locale: "en",
      returnUrl: `${SHOP}/en/payments/p1?t=token`,
      callbackUrl: `${SHOP}/api/v1/payments/callbacks/sandbox`,
      expiresAt: options.clock === false ? new Date(Date.now() + 1800_000) : later(30 * 60_000),
      ...overrides,
    }),
  };
}

/** The hosted page's path for a redirect address. */
export const pagePath = (redirectUrl: string) => new URL(redirectUrl).pathname;

/** Submits the hosted page's form the way a browser on the page does. */
export function submit(app: Hono, redirectUrl: string, fields: Record<string, string>, headers: HeadersInit = {}) {
  return app.request(pagePath(redirectUrl), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Sec-Fetch-Site": "same-origin", ...headers },
  });
}

export const card = (cardNumber: string) => ({ intent: "card", cardNumber, cardExpiry: "12/30", cardCvv: "123" });
export const wallet = (walletNumber: string) => ({ intent: "wallet", walletNumber, walletPin: "1234" });
