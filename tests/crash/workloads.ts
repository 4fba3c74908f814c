/**
 * The customers of the crash test: scratch-card recharges, online payments through the sandbox's
 * hosted page, and bundle purchases from a balance. Each keeps going while the server is killed
 * and restarted, retrying with the same Idempotency-Key, and writes down every success it saw.
 */
import { randomUUID } from "node:crypto";
import { API_KEY } from "../api.ts";
import type { Send } from "./retrying-client.ts";

export type Card = { code: string; valueIqd: number };

/** Everything the clients saw, to be compared with the database afterwards. */
export type Seen = {
  vouchers: { serial: string; amountIqd: number }[];
  payments: { id: string; amountIqd: number }[];
  purchases: { subscriptionId: string; chargedIqd: number }[];
  /** Payments still open when their client stopped asking; asked again at the end. */
  openPayments: { id: string; token: string; amountIqd: number }[];
  /** Refusals by code (declined test cards, an empty balance): answers, not successes. */
  refusals: Record<string, number>;
  /** Things a client must never see, such as a fresh card refused or redeemed twice. */
  anomalies: string[];
};

export const newSeen = (): Seen => ({
  vouchers: [],
  payments: [],
  purchases: [],
  openPayments: [],
  refusals: {},
  anomalies: [],
});

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Each request from its own address, as many customers behind the site's proxy would be. */
const someClient = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const national = (msisdn: string) => `0${msisdn.slice(3)}`;
const codeOf = (body: unknown) => (body as { code?: string } | null)?.code ?? "unknown";

function refused(seen: Seen, what: string, body: unknown) {
  const key = `${what}:${codeOf(body)}`;
  seen.refusals[key] = (seen.refusals[key] ?? 0) + 1;
}

const apiHeaders = (extra: Record<string, string> = {}) => ({
  "X-API-Key": API_KEY,
  "X-Forwarded-For": someClient(),
  "Accept-Language": "en",
  ...extra,
});

type Running = () => boolean;

/**
 * Redeems fresh cards on random numbers; one card in five is submitted twice at once (a double
 * tap on two devices, each with its own key). Every card must give exactly one success.
 */
export async function voucherCustomer(send: Send, seen: Seen, cards: Card[], targets: string[], running: Running) {
  for (let card = cards.pop(); card && running(); card = cards.pop()) {
    const msisdn = national(pick(targets));
    const tries = Math.random() < 0.2 ? 2 : 1;
    const answers = await Promise.all(
      Array.from({ length: tries }, () =>
        send("/api/v1/recharges/voucher", {
          json: { msisdn, code: card.code },
          headers: apiHeaders({ "Idempotency-Key": randomUUID() }),
        }),
      ),
    );
    const successes = answers.filter((a) => a.status === 201);
    for (const a of successes) {
      const body = a.body as { reference: string; amountIqd: number };
      seen.vouchers.push({ serial: body.reference, amountIqd: body.amountIqd });
      if (body.amountIqd !== card.valueIqd) seen.anomalies.push(`card ${body.reference} credited ${body.amountIqd}`);
    }
    if (successes.length !== 1) {
      seen.anomalies.push(
        `a fresh card sent ${tries}x gave ${successes.length} successes: ${answers.map((a) => `${a.status} ${codeOf(a.body)}`).join(", ")}`,
      );
    }
    // Spread over the whole run, so that every kill finds cards being redeemed.
    await pause(100 + Math.random() * 200);
  }
}

const TEST_CARDS = [
  { number: "4111 1111 1111 1111", weight: 6 }, // paid, callback at once
  { number: "4000 0000 0000 0259", weight: 2 }, // pending, settles 10 s later
  { number: "4000 0000 0000 0119", weight: 1 }, // paid, never calls back: only a status query tells
  { number: "4000 0000 0000 0002", weight: 1 }, // declined
].flatMap((c) => Array.from({ length: c.weight }, () => c.number));

const FINAL = ["fulfilled", "failed", "expired", "refunded"];

/** Asks for a payment's receipt until it is final or `ms` have passed; true when it was final. */
export async function followPayment(
  send: Send,
  seen: Seen,
  p: { id: string; token: string; amountIqd: number },
  ms: number,
) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const res = await send(`/api/v1/payments/${p.id}`, { headers: apiHeaders({ "X-Payment-Token": p.token }) });
    if (res.status !== 200) {
      seen.anomalies.push(`the receipt of payment ${p.id} answered ${res.status} ${codeOf(res.body)}`);
      return true;
    }
    const state = (res.body as { state: string }).state;
    if (state === "fulfilled") {
      seen.payments.push({ id: p.id, amountIqd: p.amountIqd });
      return true;
    }
    if (FINAL.includes(state)) {
      refused(seen, "payment", { code: state });
      return true;
    }
    await pause(1_000);
  }
  return false;
}

/**
 * Online recharges of numbers from its own list (so two of its payments never share a number):
 * start the payment, pay on the hosted page with a test card, then follow the receipt.
 */
export async function payingCustomer(send: Send, seen: Seen, numbers: string[], running: Running) {
  for (let msisdn = numbers.pop(); msisdn && running(); msisdn = numbers.pop()) {
    const amountIqd = 1000 * (1 + Math.floor(Math.random() * 5));
    const started = await send("/api/v1/payments", {
      json: { purpose: "recharge", msisdn: national(msisdn), amount: amountIqd },
      headers: apiHeaders({ "Idempotency-Key": randomUUID() }),
    });
    if (started.status !== 201) {
      seen.anomalies.push(`payment start answered ${started.status} ${codeOf(started.body)}`);
      continue;
    }
    const { payment, redirectUrl } = started.body as { payment: { id: string }; redirectUrl: string };
    const paid = await send(new URL(redirectUrl).pathname, {
      form: { intent: "card", cardNumber: pick(TEST_CARDS), cardExpiry: "12/30", cardCvv: "123" },
      headers: { "X-Forwarded-For": someClient() },
    });
    const back = paid.headers.get("location");
    const token = back ? new URL(back).searchParams.get("t") : null;
    if (paid.status !== 303 || !token) {
      seen.anomalies.push(`the hosted page answered ${paid.status} for payment ${payment.id}`);
      continue;
    }
    const p = { id: payment.id, token, amountIqd };
    if (!(await followPayment(send, seen, p, 20_000))) seen.openPayments.push(p);
  }
}

export type Shopper = { token: string; lineId: string; offerings: string[] };

/** Signs a demo customer in and finds their line and the three cheapest bundles it can buy. */
export async function signIn(send: Send, msisdn: string, password: string): Promise<Shopper> {
  const login = await send("/api/v1/auth/login", {
    json: { msisdn: national(msisdn), password },
    headers: apiHeaders(),
  });
  if (login.status !== 200) throw new Error(`sign-in of ${msisdn} answered ${login.status} ${codeOf(login.body)}`);
  const { token } = login.body as { token: string };
  const auth = apiHeaders({ Authorization: `Bearer ${token}` });
  const lines = (await send("/api/v1/lines", { headers: auth })).body as { id: string; msisdn: string }[];
  const line = lines.find((l) => l.msisdn === msisdn);
  if (!line) throw new Error(`${msisdn} is not among the customer's lines`);
  const offers = (await send(`/api/v1/lines/${line.id}/offers`, { headers: auth })).body as {
    slug: string;
    priceIqd: number;
  }[];
  const offerings = offers
    .filter((o) => o.priceIqd > 0)
    .sort((a, b) => a.priceIqd - b.priceIqd)
    .slice(0, 3)
    .map((o) => o.slug);
  if (offerings.length === 0) throw new Error(`no bundle for sale to ${msisdn}`);
  return { token, lineId: line.id, offerings };
}

/** Buys cheap bundles from the line's balance; an empty balance is an answer, not an error. */
export async function shopper(send: Send, seen: Seen, s: Shopper, running: Running) {
  while (running()) {
    const res = await send(`/api/v1/lines/${s.lineId}/bundle-purchases`, {
      json: { offering: pick(s.offerings), autoRenew: false },
      headers: apiHeaders({ Authorization: `Bearer ${s.token}`, "Idempotency-Key": randomUUID() }),
    });
    if (res.status === 201) {
      const body = res.body as { subscriptionId: string; chargedIqd: number };
      seen.purchases.push({ subscriptionId: body.subscriptionId, chargedIqd: body.chargedIqd });
    } else refused(seen, "purchase", res.body);
    await pause(300);
  }
}
