import type { Db } from "../../src/db/client.server.ts";
import { runAutoPayments } from "../../src/domain/autopay/run-auto-payments.ts";
import { call, type testApi } from "../api.ts";
import { testContext, testEnv } from "../context.ts";

type Api = ReturnType<typeof testApi>;

/** Sandbox test cards for saved methods (src/adapters/payments/sandbox/test-instruments.ts). */
export const SAVED_CARDS = { works: "4111 1111 1111 1111", startsFailing: "4000 0000 0000 0341" } as const;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, "Content-Type": "application/json" });

/**
 * Saves a test card the way a customer does: the API opens a saving session, the card is typed on
 * the sandbox's hosted page, then the API asks the gateway what was saved. Returns the method's id.
 */
export async function savedCard(api: Api, token: string, cardNumber: string): Promise<string> {
  const started = await call(api, "/api/v1/autopay/methods", { method: "POST", headers: bearer(token) });
  if (started.status !== 201) throw new Error(`saving not started: ${started.status} ${await started.text()}`);
  const { methodId, redirectUrl } = (await started.json()) as { methodId: string; redirectUrl: string };
  const typed = await api.fetch(
    new Request(`http://localhost${new URL(redirectUrl).pathname}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
      body: new URLSearchParams({ intent: "card", cardNumber, cardExpiry: "12/30", cardCvv: "123" }),
    }),
  );
  if (typed.status !== 303) throw new Error(`the save page answered ${typed.status}`);
  const confirmed = await call(api, `/api/v1/autopay/methods/${methodId}/confirm`, {
    method: "POST",
    headers: bearer(token),
  });
  if (confirmed.status !== 200) throw new Error(`not confirmed: ${confirmed.status} ${await confirmed.text()}`);
  return methodId;
}

/** PUT /autopay/rules as the customer. */
export function setRule(api: Api, token: string, rule: Record<string, unknown>, lang = "en") {
  return call(api, "/api/v1/autopay/rules", {
    method: "PUT",
    headers: { ...bearer(token), "Accept-Language": lang },
    body: JSON.stringify(rule),
  });
}

/** Runs the automatic payments job as if at `now`, with the test API's gateways. */
export function runAutoPaymentsAt(api: Api, db: Db, now: Date) {
  return runAutoPayments({ ctx: testContext(db, { now, env: testEnv(db, api.config, { gateways: api.gateways }) }) });
}
