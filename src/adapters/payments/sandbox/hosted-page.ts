/**
 * The hosted payment page's routes, mounted by the API at /sandbox-gateway:
 * `GET /pay/:ref` shows it, `POST /pay/:ref` pays or cancels and sends the browser back to the
 * shop (303), `GET /sandbox.css` styles it.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { isLocaleCode, type LocaleCode } from "../../../i18n/locales.ts";
import { type Attempt, cancelAwaiting, findPayment, recordAttempt, type SandboxRow } from "./books.ts";
import { type Delivery, deliverCallback } from "./callbacks.ts";
import { SANDBOX_CSS } from "./hosted-page-css.ts";
import { crossSitePage, paymentPage, statusPage } from "./hosted-page-html.ts";
import type { PageStatus } from "./messages.ts";
import { readPaymentForm } from "./payment-form.ts";
import { instrumentLabel, type TestInstrument } from "./test-instruments.ts";

export type HostedPageDeps = Delivery & {
  publicOrigin: string;
  settleDelayMs: number;
  /** Starts this process's timer that settles a "pending then success" payment when it is due. */
  scheduleSettle: (ref: string) => void;
};

export function hostedPageRoutes(deps: HostedPageDeps): Hono {
  const app = new Hono();

  app.get("/sandbox.css", (c) => {
    c.header("Content-Type", "text/css; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(SANDBOX_CSS);
  });

  app.get("/pay/:ref", async (c) => {
    const row = await findPayment(deps.db, c.req.param("ref"));
    const locale = pageLocale(c.req.query("lang"), row);
    if (!row) return hostedPageResponse(404, statusPage(locale, "notFound"));
    const status = pageStatus(row, deps.now());
    if (status) return hostedPageResponse(200, statusPage(locale, status, row.returnUrl), row.returnUrl);
    const view = { locale, path: c.req.path, description: row.description, amountIqd: row.amountIqd };
    return hostedPageResponse(200, paymentPage(view), row.returnUrl);
  });

  app.post("/pay/:ref", bodyLimit({ maxSize: 16 * 1024 }), async (c) => {
    const ref = c.req.param("ref");
    const row = await findPayment(deps.db, ref);
    const locale = pageLocale(c.req.query("lang"), row);
    // As on the rest of the site: a payment form posted from another site is refused.
    if (!isSameOrigin(c.req.raw, deps.publicOrigin)) return hostedPageResponse(403, crossSitePage(locale));
    if (!row) return hostedPageResponse(404, statusPage(locale, "notFound"));
    const back = () => c.redirect(row.returnUrl, 303);

    const now = deps.now();
    const form = readPaymentForm(await c.req.parseBody(), now);
    if (form.intent === "cancel") {
      const cancelled = await cancelAwaiting(deps.db, ref, now);
      if (cancelled) await deliverCallback(deps, cancelled);
      return back();
    }
    // Already paid, declined or cancelled (a double submit, the back button): the shop knows more.
    if (row.state !== "awaiting") return back();
    if (row.expiresAt <= now)
      return hostedPageResponse(410, statusPage(locale, "expired", row.returnUrl), row.returnUrl);
    if (form.intent === "invalid") {
      const { method, field, problem, values } = form;
      const view = { locale, path: c.req.path, description: row.description, amountIqd: row.amountIqd };
      return hostedPageResponse(
        422,
        paymentPage({ ...view, problem: { method, field, problem }, values }),
        row.returnUrl,
      );
    }

    const paid = await recordAttempt(deps.db, ref, attemptOf(form.instrument, now, deps.settleDelayMs), now);
    if (paid) {
      if (paid.callback === "later") deps.scheduleSettle(ref);
      await deliverCallback(deps, paid);
    }
    return back();
  });

  return app;
}

export function attemptOf(instrument: TestInstrument, now: Date, settleDelayMs: number): Attempt {
  const label = instrumentLabel(instrument);
  switch (instrument.outcome) {
    case "success":
      return { state: "succeeded", callback: "now", instrument: label, settleAt: null };
    case "declined":
    case "failsLater":
      return { state: "declined", callback: "now", instrument: label, settleAt: null };
    case "later":
      return {
        state: "pending",
        callback: "later",
        instrument: label,
        settleAt: new Date(now.getTime() + settleDelayMs),
      };
    case "never":
      return { state: "succeeded", callback: "never", instrument: label, settleAt: null };
  }
}

/** Why the page cannot take a payment, or undefined when it can. */
function pageStatus(row: SandboxRow, now: Date): PageStatus | undefined {
  switch (row.state) {
    case "awaiting":
      return row.expiresAt <= now ? "expired" : undefined;
    case "succeeded":
      return "paid";
    default:
      return row.state;
  }
}

/** `?lang=` when the customer switched language on the page, else the language the shop asked for. */
function pageLocale(query: string | undefined, row: SandboxRow | undefined): LocaleCode {
  if (isLocaleCode(query)) return query;
  return isLocaleCode(row?.locale) ? row.locale : "en";
}

/**
 * The page runs no script and loads only its own stylesheet; its forms post only to itself, and
 * the 303 that follows goes to the shop (Chromium checks form-action on that redirect too).
 * No framing (clickjacking), no caching, and the payment address is not passed on as a referrer.
 */
export function hostedPageResponse(status: 200 | 403 | 404 | 410 | 422, html: string, returnUrl?: string): Response {
  const shop = returnUrl ? ` ${new URL(returnUrl).origin}` : "";
  const csp = `default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'${shop}; base-uri 'none'; frame-ancestors 'none'`;
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": csp,
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** Sec-Fetch-Site where the browser sends it, else Origin; requests with neither (non-browsers) pass. */
export function isSameOrigin(request: Request, publicOrigin: string): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin" || site === "none";
  const origin = request.headers.get("origin");
  return !origin || origin === new URL(publicOrigin).origin || origin === new URL(request.url).origin;
}
