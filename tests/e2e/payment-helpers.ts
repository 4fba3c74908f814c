import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { messages as gatewayMessages } from "../../src/adapters/payments/sandbox/messages.ts";
import { translate } from "../../src/i18n/catalogue.ts";
import type { LocaleCode } from "../../src/i18n/locales.ts";

/** The site's own words, from the catalogue the pages use: selectors and expectations by visible text. */
export const say = (locale: LocaleCode, key: string, values?: Record<string, string | number>) =>
  translate(locale, key, values);

export const API_HEADERS = { "X-API-Key": "zain-web-public" };

type DemoCard = { code: string; value: number; serial: string; expires: string };

/**
 * The demo scratch cards (docs/demo-vouchers.csv, loaded by the seed in demo mode), read when a
 * test needs one. Each test takes its own card by position, so tests running side by side never
 * redeem the same card.
 */
export function demoCard(position: number): DemoCard {
  const rows = readFileSync("docs/demo-vouchers.csv", "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#") && !line.startsWith("code,"))
    .map((line) => {
      const [code = "", value = "0", serial = "", expires = ""] = line.split(",");
      return { code, value: Number(value), serial, expires };
    })
    .filter((card) => new Date(card.expires) > new Date());
  const card = rows[position];
  if (!card) throw new Error(`docs/demo-vouchers.csv has no usable card at position ${position}`);
  return card;
}

/** "54684874526859" → "٥٤٦٨-٤٨٧٤-٥٢٦٨-٥٩": as typed on a Kurdish or Arabic keyboard, grouped as printed. */
export function arabicIndicGrouped(code: string): string {
  const indic = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
  return indic.match(/.{1,4}/g)?.join("-") ?? indic;
}

/**
 * A demo postpaid line with something to pay on its bills (the demo history leaves the newest
 * bill of a line open), asked of the API as the page does.
 */
export async function numberWithBillDue(request: APIRequestContext): Promise<{ msisdn: string; due: number }> {
  for (const msisdn of ["07800000004", "07800000005", "07800000003", "07800000002"]) {
    const res = await request.get(`/api/v1/bills/due?msisdn=${msisdn}`, { headers: API_HEADERS });
    if (!res.ok()) throw new Error(`bill look-up failed: ${res.status()} ${await res.text()}`);
    const body = (await res.json()) as { amountDueIqd: number };
    if (body.amountDueIqd > 0) return { msisdn, due: body.amountDueIqd };
  }
  throw new Error("no demo postpaid line has a bill due: the demo data must leave at least one bill open");
}

/**
 * Pays on the sandbox gateway's hosted page with a test card (its labels in the page's language),
 * then follows the gateway back to the site.
 */
export async function payOnGateway(page: Page, locale: LocaleCode, cardNumber: string) {
  const m = gatewayMessages[locale];
  await page.waitForURL(/\/sandbox-gateway\/pay\//);
  const card = page.getByRole("group", { name: m.cardHeading });
  await card.getByLabel(m.cardNumber).fill(cardNumber);
  await card.getByLabel(m.cardExpiry).fill("12/30");
  await card.getByLabel(m.cardCvv).fill("123");
  await card.getByRole("button").click();
  await page.waitForURL(new RegExp(`/${locale}/payments/[^/?]+\\?t=`));
}

/**
 * The money movements of one of the signed-in customer's lines over the last two days, asked of
 * the API with the browser's cookie (the site forwards it as the bearer token).
 */
export async function recentEntries(page: Page, msisdn: string) {
  const lines = await page.request.get("/api/v1/lines", { headers: API_HEADERS });
  if (!lines.ok()) throw new Error(`lines failed: ${lines.status()}`);
  const line = ((await lines.json()) as { id: string; msisdn: string }[]).find((l) => l.msisdn === msisdn);
  if (!line) throw new Error(`${msisdn} is not on this account`);
  const day = (offset: number) => new Date(Date.now() + (3 + offset * 24) * 3_600_000).toISOString().slice(0, 10);
  const res = await page.request.get(`/api/v1/lines/${line.id}/statement?from=${day(-1)}&to=${day(0)}`, {
    headers: API_HEADERS,
  });
  if (!res.ok()) throw new Error(`statement failed: ${res.status()}`);
  return ((await res.json()) as { entries: { kind: string; details: Record<string, unknown> }[] }).entries;
}
