/**
 * Helpers for ticket tests: a signed-in customer with a bearer token, a solved proof-of-work (as
 * the browser's solver finds it), and a contact number proved by SMS code.
 */
import { createHash, randomUUID } from "node:crypto";
import type { Db } from "../../src/db/client.server.ts";
import { createSession } from "../../src/domain/auth/sessions.ts";
import { call, type testApi } from "../api.ts";
import { testConfig } from "../config.ts";
import { lastCode, makeCustomer } from "./accounts.ts";

type Api = ReturnType<typeof testApi>;

export async function signedInCustomer(db: Db) {
  const customer = await makeCustomer(db);
  const session = await createSession(db, {
    accountId: customer.account.id,
    device: "test",
    pepper: testConfig().secrets.sessionPepper,
    withRefresh: false,
  });
  const headers = { Authorization: `Bearer ${session.token}`, "Content-Type": "application/json" };
  return { ...customer, token: session.token, headers };
}

export const json = { "Content-Type": "application/json" };

/** A POST as a client sends it: a fresh Idempotency-Key unless the test gives one (other operations ignore it). */
export function post(api: Api, path: string, body: unknown, headers: Record<string, string> = json) {
  const keyed = { "Idempotency-Key": randomUUID(), ...headers };
  return call(api, `/api/v1${path}`, { method: "POST", headers: keyed, body: JSON.stringify(body) });
}

/** Fetches a challenge and solves it by brute force, as the page's solver does; the `altcha` field. */
export async function solvedChallenge(api: Api): Promise<string> {
  const res = await call(api, "/api/v1/tickets/challenge");
  if (res.status !== 200) throw new Error(`no challenge: ${res.status}`);
  const c = (await res.json()) as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
  for (let n = 0; n <= c.maxnumber; n++) {
    if (createHash("sha256").update(`${c.salt}${n}`).digest("hex") === c.challenge) {
      const payload = {
        algorithm: c.algorithm,
        challenge: c.challenge,
        number: n,
        salt: c.salt,
        signature: c.signature,
      };
      return Buffer.from(JSON.stringify(payload)).toString("base64");
    }
  }
  throw new Error("challenge not solvable");
}

/** Proves a contact number for a ticket: code by SMS, then the verify-code ticket. */
export async function careContactTicket(api: Api, db: Db, national: string, altcha?: string) {
  const sent = await post(api, "/tickets/contact-code", { msisdn: national, ...(altcha ? { altcha } : {}) });
  if (sent.status !== 200) throw new Error(`code not sent: ${sent.status} ${await sent.text()}`);
  const { flowId } = (await sent.json()) as { flowId: string };
  const code = await lastCode(db, `964${national.replace(/\s/g, "").slice(1)}`);
  const verified = await post(api, "/auth/verify-code", { flowId, code });
  if (verified.status !== 200) throw new Error(`code not verified: ${verified.status}`);
  return ((await verified.json()) as { ticket: string }).ticket;
}

export const complaint = (text = "My balance was taken twice for the same weekly bundle.") => ({
  topic: "billing",
  details: { type: "complaint" },
  text,
});
