/**
 * The built-in sandbox gateway: a stand-in for ZainCash, Qi Card or Stripe Checkout that really
 * behaves like one. It keeps its own books, hosts its own payment page, and tells the platform
 * the outcome only through signed callbacks and status queries (DESIGN.md "Money and balances").
 */
import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import type { Db } from "../../../db/client.server.ts";
import type { GatewayPaymentRequest, PaymentGateway } from "../gateway.ts";
import { cancelAwaiting, findPayment, insertPayment, refundSucceeded, settleDue } from "./books.ts";
import { type Delivery, deliverDueCallbacks, gatewayStatus, settleOne } from "./callbacks.ts";
import { hostedPageRoutes } from "./hosted-page.ts";
import { savePageRoutes } from "./save-page.ts";
import { parseCallback } from "./signing.ts";
import { sandboxVault } from "./vault.ts";

export type SandboxGateway = PaymentGateway & {
  /** Hono app with the hosted payment page, mounted by the API at /sandbox-gateway. */
  routes(): Hono;
  /**
   * Settles "pending then success" payments whose time has come and (re)delivers callbacks not
   * yet acknowledged; returns how many callbacks the merchant acknowledged. Run by a periodic job.
   */
  deliverDue(now?: Date): Promise<number>;
};

export type SandboxGatewayOptions = {
  db: Db;
  /** HMAC key of the callbacks (config.secrets.paymentGatewaySecret). */
  secret: string;
  /** e.g. http://localhost:3000; the hosted page is `${publicOrigin}/sandbox-gateway/pay/${ref}`. */
  publicOrigin: string;
  /** How callbacks are posted: in-process to the API's fetch, or the global fetch. */
  deliver: (request: Request) => Promise<Response>;
  now?: () => Date;
  /** How long a "pending then success" payment stays pending; 10 s unless a test wants it shorter. */
  settleDelayMs?: number;
};

const SETTLE_DELAY_MS = 10_000;

export function createSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const { db, secret } = options;
  const now = options.now ?? (() => new Date());
  const origin = new URL(options.publicOrigin).origin;
  const settleDelayMs = options.settleDelayMs ?? SETTLE_DELAY_MS;
  const delivery: Delivery = { db, secret, deliver: options.deliver, now };

  // This process settles a pending payment when it is due; the periodic job does it too (after a
  // restart, or in another process), and the conditional update lets only one of them do it.
  const scheduleSettle = (ref: string) => {
    const timer = setTimeout(() => {
      settleOne(delivery, ref).catch(() => undefined);
    }, settleDelayMs + 50);
    timer.unref();
  };

  const existing = async (ref: string) => {
    const row = await findPayment(db, ref);
    if (!row) throw new Error(`sandbox gateway: no payment ${ref}`);
    return row;
  };

  return {
    name: "sandbox",

    async create(request: GatewayPaymentRequest) {
      if (!Number.isSafeInteger(request.amountIqd) || request.amountIqd <= 0) {
        throw new Error(`sandbox gateway: bad amount ${request.amountIqd}`);
      }
      const ref = `sbx_${randomBytes(24).toString("base64url")}`;
      const row = await insertPayment(
        db,
        {
          ref,
          merchantRef: request.paymentId,
          amountIqd: request.amountIqd,
          description: request.description.slice(0, 200),
          locale: request.locale,
          returnUrl: httpUrl(request.returnUrl),
          callbackUrl: httpUrl(request.callbackUrl),
          expiresAt: request.expiresAt,
        },
        now(),
      );
      // A real gateway refuses an order number reused for another amount: so does this one.
      if (row.amountIqd !== request.amountIqd) {
        throw new Error(`sandbox gateway: payment ${request.paymentId} was created for another amount`);
      }
      return { providerRef: row.ref, redirectUrl: `${origin}/sandbox-gateway/pay/${row.ref}` };
    },

    verifyCallback: (callback) => parseCallback(secret, callback),

    async query(ref) {
      // A status query settles a due payment itself, so it tells the truth even when this
      // process's timer never fired (a restart) and the job has not run yet.
      const [settled] = await settleDue(db, now(), ref);
      const row = settled ?? (await existing(ref));
      const expired = row.state === "awaiting" && row.expiresAt <= now();
      return { status: expired ? "failed" : gatewayStatus(row.state), amountIqd: row.amountIqd };
    },

    // Refunds what it captured, whole: like many local gateways it does no partial refunds.
    partialRefunds: false,

    async refund(ref, amountIqd) {
      await settleDue(db, now(), ref);
      const row = await findPayment(db, ref);
      if (!row) return { outcome: "refused", reason: "unknown_payment" };
      if (row.state === "refunded") return { outcome: "refunded", amountIqd: row.amountIqd };
      if (row.state !== "succeeded") return { outcome: "refused", reason: `not_captured:${row.state}` };
      if (amountIqd > row.amountIqd) return { outcome: "refused", reason: "exceeds_captured" };
      if (amountIqd < row.amountIqd) return { outcome: "refused", reason: "partial_refund_not_supported" };
      if (await refundSucceeded(db, ref, amountIqd, now())) return { outcome: "refunded", amountIqd };
      // Refunded meanwhile by another caller: say so again, and take nothing back twice.
      const after = await existing(ref);
      return after.state === "refunded"
        ? { outcome: "refunded", amountIqd: after.amountIqd }
        : { outcome: "refused", reason: `not_captured:${after.state}` };
    },

    async cancel(ref) {
      await existing(ref);
      await cancelAwaiting(db, ref, now());
    },

    savedMethods: sandboxVault({ db, origin, now, settleDelayMs }),

    routes: () => {
      const app = hostedPageRoutes({ ...delivery, publicOrigin: origin, settleDelayMs, scheduleSettle });
      app.route("/", savePageRoutes({ db, publicOrigin: origin, now }));
      return app;
    },

    deliverDue: (at) => deliverDueCallbacks(delivery, at ?? now()),
  };
}

function httpUrl(value: string): string {
  const url = new URL(value);
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new Error("sandbox gateway: return and callback addresses must be http(s)");
  return url.toString();
}
