/**
 * The vault's hosted page, mounted with the payment page at /sandbox-gateway: `GET /save/:ref`
 * shows it, `POST /save/:ref` saves a test card or wallet (or cancels) and sends the browser back
 * to the shop (303). The same rules as the payment page: no script, same-origin posts only.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Db } from "../../../db/client.server.ts";
import { isLocaleCode, type LocaleCode } from "../../../i18n/locales.ts";
import { hostedPageResponse, isSameOrigin } from "./hosted-page.ts";
import { crossSitePage, savePage, saveStatusPage, statusPage } from "./hosted-page-html.ts";
import { readPaymentForm } from "./payment-form.ts";
import { cancelSaving, findSaving, saveInstrument, type VaultRow } from "./vault.ts";

type SavePageDeps = { db: Db; publicOrigin: string; now: () => Date };

const localeOf = (query: string | undefined, row: VaultRow | undefined): LocaleCode =>
  isLocaleCode(query) ? query : isLocaleCode(row?.locale) ? row.locale : "en";

export function savePageRoutes(deps: SavePageDeps): Hono {
  const app = new Hono();

  app.get("/save/:ref", async (c) => {
    const row = await findSaving(deps.db, c.req.param("ref"));
    const locale = localeOf(c.req.query("lang"), row);
    if (!row) return hostedPageResponse(404, statusPage(locale, "notFound"));
    if (row.state !== "awaiting") {
      return hostedPageResponse(
        200,
        saveStatusPage(locale, row.state === "saved" ? "saved" : "used", row.returnUrl),
        row.returnUrl,
      );
    }
    return hostedPageResponse(200, savePage({ locale, path: c.req.path }), row.returnUrl);
  });

  app.post("/save/:ref", bodyLimit({ maxSize: 16 * 1024 }), async (c) => {
    const ref = c.req.param("ref");
    const row = await findSaving(deps.db, ref);
    const locale = localeOf(c.req.query("lang"), row);
    if (!isSameOrigin(c.req.raw, deps.publicOrigin)) return hostedPageResponse(403, crossSitePage(locale));
    if (!row) return hostedPageResponse(404, statusPage(locale, "notFound"));
    const back = () => c.redirect(row.returnUrl, 303);
    const now = deps.now();
    const form = readPaymentForm(await c.req.parseBody(), now);
    if (form.intent === "cancel") {
      await cancelSaving(deps.db, ref, now);
      return back();
    }
    if (form.intent === "invalid") {
      const { method, field, problem, values } = form;
      const page = savePage({ locale, path: c.req.path, problem: { method, field, problem }, values });
      return hostedPageResponse(422, page, row.returnUrl);
    }
    await saveInstrument(deps.db, ref, form.instrument, form.expiry, now);
    return back();
  });

  return app;
}
