/**
 * The soak's mixed traffic, as browsers and apps send it: public pages in the three languages,
 * sign-in through the login page, myzain pages with the session cookie, API reads, scratch-card
 * recharges, online payments through the sandbox's hosted page and bundle purchases. Only to the
 * soak's own server on 127.0.0.1.
 */
import { randomUUID } from "node:crypto";
import type { Stats } from "./stats.ts";

/** `cards` worth 1,000 IQD for strangers' lines; `topUpCards` worth 50,000 for the shoppers' own. */
export type Traffic = { origin: string; stats: Stats; cards: string[]; topUpCards: string[]; password: string };

const LANGS = ["en", "ar", "ku"] as const;
const API_LANG = { en: "en", ar: "ar", ku: "ckb" } as const;
const API_KEY = "zain-web-public";
const PUBLIC_PAGES = [
  "",
  "prepaid/data-only-offers",
  "prepaid/voice-and-data-offers",
  "prepaid/recharge-my-prepaid-line",
  "postpaid/power-plans",
  "postpaid/pay-bill-postpaid",
  "about-us/who-we-are",
  "about-us/press-release",
  "support/contact-us",
  "support/knowledge-center",
  "business",
  "search-page?q=bundle",
];
const MYZAIN_PAGES = ["myzain", "myzain/statement", "myzain/notifications", "myzain/hot-bundles", "myzain/payments"];
const API_READS = [
  "offerings",
  "offerings?type=data_bundle",
  "articles/latest?kind=blog",
  "payments/options",
  "pages",
  "handsets?q=galaxy",
  "locales",
  "search?q=roaming",
];
/** Demo customers (README): a prepaid line, a postpaid one and a business account. */
export const DEMO_NUMBERS = ["07800000001", "07800000002", "07800000003"];
/** Sign-in is limited per number (10 in 15 minutes): the soak stays well below it. */
const SIGN_IN_EVERY_MS = 45_000;
/** Card attempts are limited per number (30 in 15 minutes): a shopper's line is topped up at most this often. */
const TOP_UP_EVERY_MS = 60_000;
const lastTopUp = new Map<string, number>();

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const someClient = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
/** The 1,000 ordinary prepaid demo lines: recharged and paid for by strangers. */
const ordinaryNumber = () => `07801${String(Math.floor(Math.random() * 1000)).padStart(6, "0")}`;

const json = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

type Answer = { status: number; headers: Headers; text: string };

async function hit(t: Traffic, kind: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(new URL(path, t.origin), {
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
      ...init,
    });
    const text = await res.text();
    const code = res.status >= 400 ? (json(text) as { code?: string } | null)?.code : undefined;
    t.stats.record(kind, res.status, performance.now() - started, `${path} ${text.slice(0, 200)}`, code);
    return { status: res.status, headers: res.headers, text };
  } catch (error) {
    t.stats.record(kind, 0, performance.now() - started, `${path} ${error instanceof Error ? error.message : error}`);
    return { status: 0, headers: new Headers(), text: "" };
  }
}

/** One simulated customer: a browser with its own address and, once signed in, its cookie. */
export class VirtualUser {
  private cookie: string | null = null;
  private lineId: string | null = null;
  private offerings: string[] = [];
  private readonly ip = someClient();
  private readonly lang = pick(LANGS);
  private static lastSignIn = 0;

  private readonly t: Traffic;
  private readonly msisdn: string;

  constructor(t: Traffic, msisdn: string) {
    this.t = t;
    this.msisdn = msisdn;
  }

  /** Headers of the page's own API calls: with the session cookie once signed in, unless anonymous. */
  private api(extra: Record<string, string> = {}, anonymous = false) {
    return {
      "X-API-Key": API_KEY,
      "Accept-Language": API_LANG[this.lang],
      "X-Forwarded-For": this.ip,
      ...(this.cookie && !anonymous ? { Cookie: this.cookie, Origin: this.t.origin } : {}),
      ...extra,
    };
  }

  /** Signs in through the login page's form, as a browser without JavaScript does. */
  async signIn() {
    VirtualUser.lastSignIn = Date.now();
    const form = new URLSearchParams({ msisdn: this.msisdn, password: this.t.password });
    const res = await hit(this.t, "sign-in", `/${this.lang}/login`, {
      method: "POST",
      body: form,
      headers: { Origin: this.t.origin, "X-Forwarded-For": this.ip },
    });
    const token = res.headers.getSetCookie().find((c) => c.startsWith("auth_token="));
    if (!token) return;
    this.cookie = token.split(";")[0] ?? null;
    const lines = json((await hit(this.t, "api-read", "/api/v1/lines", { headers: this.api() })).text);
    this.lineId = Array.isArray(lines) ? ((lines[0] as { id?: string } | undefined)?.id ?? null) : null;
    if (!this.lineId) return;
    const offers = json(
      (await hit(this.t, "api-read", `/api/v1/lines/${this.lineId}/offers`, { headers: this.api() })).text,
    );
    this.offerings = Array.isArray(offers)
      ? (offers as { slug: string; priceIqd: number }[])
          .filter((o) => o.priceIqd > 0)
          .sort((a, b) => a.priceIqd - b.priceIqd)
          .slice(0, 3)
          .map((o) => o.slug)
      : [];
  }

  async publicPage() {
    await hit(this.t, "page", `/${pick(LANGS)}/${pick(PUBLIC_PAGES)}`, { headers: { "X-Forwarded-For": this.ip } });
  }

  async myzainPage() {
    if (!this.cookie) return this.publicPage();
    await hit(this.t, "myzain", `/${this.lang}/${pick(MYZAIN_PAGES)}`, {
      headers: { Cookie: this.cookie, "X-Forwarded-For": this.ip },
    });
  }

  async apiRead() {
    const path = Math.random() < 0.2 ? `translations/${pick(LANGS)}` : pick(API_READS);
    await hit(this.t, "api-read", `/api/v1/${path}`, { headers: this.api() });
  }

  async cardRecharge() {
    const code = this.t.cards.pop();
    if (!code) return this.apiRead();
    await hit(this.t, "card-recharge", "/api/v1/recharges/voucher", {
      method: "POST",
      body: JSON.stringify({ msisdn: ordinaryNumber(), code }),
      headers: this.api({
        "Content-Type": "application/json",
        "Idempotency-Key": randomUUID(),
        "X-Forwarded-For": someClient(),
      }),
    });
  }

  /** Starts a payment, pays on the hosted page, and reads the receipt once. */
  async onlinePayment() {
    const started = await hit(this.t, "payment", "/api/v1/payments", {
      method: "POST",
      body: JSON.stringify({
        purpose: "recharge",
        msisdn: ordinaryNumber(),
        amount: 1000 * (1 + Math.floor(Math.random() * 5)),
      }),
      headers: this.api(
        { "Content-Type": "application/json", "Idempotency-Key": randomUUID(), "X-Forwarded-For": someClient() },
        true,
      ),
    });
    const body = json(started.text) as { payment?: { id: string }; redirectUrl?: string } | null;
    if (started.status !== 201 || !body?.payment || !body.redirectUrl) return;
    const paid = await hit(this.t, "gateway-page", new URL(body.redirectUrl).pathname, {
      method: "POST",
      body: new URLSearchParams({
        intent: "card",
        cardNumber: "4111 1111 1111 1111",
        cardExpiry: "12/30",
        cardCvv: "123",
      }),
      headers: { "X-Forwarded-For": this.ip },
    });
    const token = new URL(paid.headers.get("location") ?? "/", this.t.origin).searchParams.get("t");
    if (!token) return;
    await hit(this.t, "receipt", `/api/v1/payments/${body.payment.id}`, {
      headers: this.api({ "X-Payment-Token": token }),
    });
  }

  async purchase() {
    if (!this.cookie || !this.lineId || this.offerings.length === 0) return this.apiRead();
    const bought = await hit(this.t, "purchase", `/api/v1/lines/${this.lineId}/bundle-purchases`, {
      method: "POST",
      body: JSON.stringify({ offering: pick(this.offerings), autoRenew: false }),
      headers: this.api({ "Content-Type": "application/json", "Idempotency-Key": randomUUID() }),
    });
    if (bought.status === 409) await this.topUp();
  }

  /** An empty balance (or a postpaid line at its limit) is recharged with a large card, now and then. */
  private async topUp() {
    if (Date.now() - (lastTopUp.get(this.msisdn) ?? 0) < TOP_UP_EVERY_MS) return;
    const code = this.t.topUpCards.pop();
    if (!code) return;
    lastTopUp.set(this.msisdn, Date.now());
    await hit(this.t, "card-recharge", "/api/v1/recharges/voucher", {
      method: "POST",
      body: JSON.stringify({ msisdn: this.msisdn, code }),
      headers: this.api({ "Content-Type": "application/json", "Idempotency-Key": randomUUID() }),
    });
  }

  /** One action, weighted roughly as a site's traffic is: mostly reading, some money. */
  async step() {
    const roll = Math.random() * 100;
    if (roll < 2 && Date.now() - VirtualUser.lastSignIn > SIGN_IN_EVERY_MS) return this.signIn();
    if (roll < 35) return this.publicPage();
    if (roll < 55) return this.apiRead();
    if (roll < 70) return this.myzainPage();
    if (roll < 82) return this.cardRecharge();
    if (roll < 90) return this.onlinePayment();
    return this.purchase();
  }
}
