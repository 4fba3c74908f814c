/**
 * Telling the merchant: one signed POST per event to the payment's callback address, retried by
 * `deliverDue` until the merchant answers 2xx (at least once, as real gateways do; the eventId is
 * the same on every try so the merchant can drop repeats).
 */
import type { Db } from "../../../db/client.server.ts";
import type { GatewayStatus } from "../gateway.ts";
import { markCallbackSent, type SandboxRow, type SandboxState, settleDue, unacknowledged } from "./books.ts";
import { type CallbackStatus, signedCallback } from "./signing.ts";

/** How long the customer's browser may wait on the merchant before being sent back anyway. */
const DELIVERY_TIMEOUT_MS = 3_000;

export type Delivery = {
  db: Db;
  secret: string;
  deliver: (request: Request) => Promise<Response>;
  now: () => Date;
};

/** The gateway's word for each state of the books. */
export function gatewayStatus(state: SandboxState): GatewayStatus {
  switch (state) {
    case "declined":
    case "cancelled":
      return "failed";
    default:
      return state;
  }
}

/** What a callback says about a row; null when there is nothing to announce. */
function callbackStatus(row: SandboxRow): CallbackStatus | null {
  if (row.callback === "never") return null;
  const status = gatewayStatus(row.state);
  return status === "succeeded" || status === "failed" || status === "pending" ? status : null;
}

/**
 * Posts the row's callback and records a 2xx. Never throws and never waits more than ~3 s: a
 * merchant that is down is retried later by `deliverDue`. True when the merchant acknowledged.
 */
export async function deliverCallback(d: Delivery, row: SandboxRow): Promise<boolean> {
  const status = callbackStatus(row);
  if (!status) return false;
  const at = d.now();
  const notice = { ref: row.ref, merchantRef: row.merchantRef, status, amountIqd: row.amountIqd };
  const { headers, body } = signedCallback(d.secret, notice, `${row.ref}.${status}`, at);
  let timer: NodeJS.Timeout | undefined;
  try {
    const request = new Request(row.callbackUrl, {
      method: "POST",
      headers,
      body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("callback timed out")), DELIVERY_TIMEOUT_MS);
    });
    const response = await Promise.race([d.deliver(request), timeout]);
    await response.body?.cancel();
    if (!response.ok) return false;
    await markCallbackSent(d.db, row, at);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Settles one "pending then success" payment if due, and tells the merchant. */
export async function settleOne(d: Delivery, ref: string): Promise<void> {
  for (const row of await settleDue(d.db, d.now(), ref)) await deliverCallback(d, row);
}

/**
 * The periodic job's part: settles due pending payments (telling the merchant), then retries
 * callbacks not yet acknowledged. Returns how many callbacks the merchant acknowledged.
 */
export async function deliverDueCallbacks(d: Delivery, now: Date): Promise<number> {
  let delivered = 0;
  const at = { ...d, now: () => now };
  for (const row of await settleDue(d.db, now)) if (await deliverCallback(at, row)) delivered += 1;
  for (const row of await unacknowledged(d.db, now)) if (await deliverCallback(at, row)) delivered += 1;
  return delivered;
}
