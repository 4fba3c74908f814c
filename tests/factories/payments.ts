import { signedSandboxCallback } from "../../src/adapters/payments/sandbox/index.ts";
import type { Db } from "../../src/db/client.server.ts";
import { reconcilePayments } from "../../src/domain/payments/reconcile.ts";
import { call, type testApi } from "../api.ts";
import { testContext, testEnv } from "../context.ts";

type Api = ReturnType<typeof testApi>;

export const TEST_CARDS = {
  success: "4111 1111 1111 1111",
  declined: "4000 0000 0000 0002",
  pendingThenSuccess: "4000 0000 0000 0259",
  neverCallsBack: "4000 0000 0000 0119",
} as const;

export const national = (msisdn: string) => `0${msisdn.slice(3)}`;

/** POST /payments as a browser's server would: anonymous unless a token is given. */
export function startPayment(
  api: Api,
  body: { purpose: "recharge" | "bill"; msisdn: string; amount: number | string },
  options: { key: string; token?: string; lang?: string },
) {
  return call(api, "/api/v1/payments", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "Idempotency-Key": options.key,
      "Accept-Language": options.lang ?? "en",
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** Pays on the sandbox's hosted page with a test card, as the customer's browser does. */
export function payAtGateway(api: Api, redirectUrl: string, cardNumber: string) {
  return api.fetch(
    new Request(`http://localhost${new URL(redirectUrl).pathname}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
      body: new URLSearchParams({ intent: "card", cardNumber, cardExpiry: "12/30", cardCvv: "123" }),
    }),
  );
}

/** The receipt token from the address the gateway sent the browser back to. */
export const tokenFrom = (location: string | null) => new URL(location ?? "", "http://x").searchParams.get("t") ?? "";

export function receipt(api: Api, id: string, access: { token?: string; bearer?: string }) {
  return call(api, `/api/v1/payments/${id}`, {
    headers: {
      ...(access.token ? { "X-Payment-Token": access.token } : {}),
      ...(access.bearer ? { Authorization: `Bearer ${access.bearer}` } : {}),
    },
  });
}

/** Runs the reconciliation job as if at `now`. */
export function reconcileAt(api: Api, db: Db, now: Date) {
  return reconcilePayments({ ctx: testContext(db, { now, env: testEnv(db, api.config, { gateways: api.gateways }) }) });
}

/** A started payment and the gateway page the browser was sent to. */
export async function started(res: Response) {
  const body = (await res.json()) as {
    payment: { id: string; state: string };
    redirectUrl: string;
    receiptToken: string;
  };
  return body;
}

/** Starts a payment that must start, and returns it with the gateway page. */
export async function startedPayment(...args: Parameters<typeof startPayment>) {
  const res = await startPayment(...args);
  if (res.status !== 201) throw new Error(`payment not started: ${res.status} ${await res.text()}`);
  return started(res);
}

type Notice = { ref: string; merchantRef: string; status: "succeeded" | "failed" | "pending"; amountIqd: number };

/** Posts a sandbox callback signed with the gateway secret (or another, to forge one). */
export function postCallback(api: Api, notice: Notice, secret = api.config.secrets.paymentGatewaySecret) {
  const signed = signedSandboxCallback(secret, notice);
  return call(api, "/api/v1/payments/callbacks/sandbox", {
    method: "POST",
    key: null,
    headers: signed.headers,
    body: signed.body,
  });
}
