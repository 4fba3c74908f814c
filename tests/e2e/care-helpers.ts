import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type { LocaleCode } from "../../src/i18n/locales.ts";
import { seriousViolations } from "./axe.ts";

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? `.data/e2e-${port}`;
const SHOTS = "/tmp/shots-care";

/** The care agent's staff token the test server was started with (playwright.config.ts). */
const careToken = () => readFileSync(join(dataDir, "care-token"), "utf8").trim();

/**
 * Answers a ticket as customer care through the staff API, optionally moving it: what
 * `npm run tickets reply` does at the command line, which cannot open the embedded database while
 * the test server holds it.
 */
export async function staffReply(request: APIRequestContext, reference: string, text: string, status?: string) {
  const res = await request.post(`/api/v1/staff/tickets/${reference}/messages`, {
    headers: { "X-Staff-Token": careToken() },
    data: { text, ...(status ? { status } : {}) },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The ticket as care sees it, for counting what a journey really opened. */
export async function staffTickets(request: APIRequestContext) {
  const res = await request.get("/api/v1/staff/tickets?limit=200", { headers: { "X-Staff-Token": careToken() } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { tickets: { reference: string; contactMsisdn: string; type: string }[] }).tickets;
}

/** The reference the confirmation page shows. */
export async function confirmedReference(page: Page, lang: LocaleCode): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`/${lang}/support/contact-us/sent\\?ref=ZT-`));
  const reference = new URL(page.url()).searchParams.get("ref") ?? "";
  await expect(page.locator(".care-reference bdi")).toHaveText(reference);
  return reference;
}

/** Waits until the page's proof-of-work is solved, so the form goes with it (not the no-JS path). */
export async function powSolved(page: Page, form: string) {
  await page.locator(`${form} input, ${form} textarea`).first().focus();
  await expect(page.locator(`${form} input[name=altcha]`)).not.toHaveValue("", { timeout: 30_000 });
}

/** No serious accessibility problem, and a screenshot at phone width to look at. */
export async function checkPage(page: Page, name: string) {
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
