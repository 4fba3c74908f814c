/**
 * An order draft for the identity steps, made on the test's side: the order's first steps live in
 * another part of the site, and these tests are about the photos. The cookie is encrypted exactly as
 * the server does it, with the key the server derives from its session pepper, which the test
 * server keeps in its own data folder (src/config/secrets.server.ts, src/server/server-app.server.ts).
 */
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import type { BrowserContext } from "@playwright/test";
import { RouterContextProvider } from "react-router";
import { type WebEnv, webEnvContext } from "../../app/context.ts";
import { newOrderDraft, type OrderDraft, orderDraftCookie } from "../../app/lib/order-draft.server.ts";

function serverCookieSecret(): string {
  const dataDir = process.env.E2E_DATA_DIR ?? `.data/e2e-${process.env.E2E_PORT ?? 3210}`;
  const { sessionPepper } = JSON.parse(readFileSync(`${dataDir}/secrets.json`, "utf8")) as { sessionPepper: string };
  return createHmac("sha256", sessionPepper).update("web-cookies").digest("base64url");
}

/** A new eSIM line with its number chosen: the next step is the card photos. */
export const esimDraft = (): OrderDraft => ({
  ...newOrderDraft([{ type: "new_line", offering: "new-sim", sim: "esim", msisdn: "07801234567" }]),
  fulfilment: "esim",
});

/** Gives the browser `draft` as its order draft cookie (and a consent choice, so no banner covers the form). */
export async function useDraft(context: BrowserContext, draft: OrderDraft) {
  const provider = new RouterContextProvider();
  provider.set(webEnvContext, { cookieSecret: serverCookieSecret(), secureCookies: false } as WebEnv);
  const [pair = ""] = orderDraftCookie(provider, draft).split(";");
  const [name = "", value = ""] = pair.split("=");
  await context.addCookies([
    { name, value, domain: "127.0.0.1", path: "/", httpOnly: true, sameSite: "Lax" },
    { name: "consent", value: "denied", domain: "127.0.0.1", path: "/" },
  ]);
}
