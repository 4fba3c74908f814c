/**
 * What an offer gives and where its one action leads, worded once for the offer card and the
 * offer's own page, so the two never disagree.
 */
import type { Offering } from "../../src/contracts/api/catalogue.ts";
import type { Translate } from "../../src/i18n/translator.ts";
import type { Formatters } from "./i18n.tsx";
import type { OfferAction } from "./offer-pages.ts";
import { orderTarget } from "./order-links.ts";

type Allowanced = Pick<Offering, "type" | "allowances">;

const APP_NAMES: Record<string, string> = {
  whatsapp: "WhatsApp",
  viber: "Viber",
  snapchat: "Snapchat",
  tiktok: "TikTok",
  instagram: "Instagram",
  youtube: "YouTube",
  facebook: "Facebook",
  telegram: "Telegram",
};
const appName = (id: string) => APP_NAMES[id] ?? id;

/** Data as offered: GB with one decimal from 1 GB, else MB. */
export function dataAllowance(mb: number, t: Translate, format: Formatters): string {
  return mb >= 1024
    ? t("offers.allowance.data", { amount: format.number(Math.round((mb / 1024) * 10) / 10) })
    : t("offers.allowance.dataMb", { amount: format.number(mb) });
}

/** The offer's allowances, one line each, in the language's plural rules. Devices have none of their own. */
export function allowanceLines(offer: Allowanced, t: Translate, format: Formatters): string[] {
  if (offer.type === "device") return [];
  const { dataMb, onNetMinutes, offNetMinutes, sms, apps } = offer.allowances;
  const lines: string[] = [];
  if (dataMb === null) lines.push(t("offers.allowance.unlimitedData"));
  else if (dataMb > 0) lines.push(dataAllowance(dataMb, t, format));
  if (offNetMinutes) {
    const key = offer.type === "international_bundle" ? "offers.allowance.international" : "offers.allowance.minutes";
    lines.push(t(key, { count: offNetMinutes }));
  }
  if (onNetMinutes) lines.push(t("offers.allowance.onNet", { count: onNetMinutes }));
  if (sms) lines.push(t("offers.allowance.sms", { count: sms }));
  if (apps.length > 0) lines.push(t("offers.allowance.apps", { apps: format.list(apps.map(appName)) }));
  return lines;
}

/**
 * Where the offer's action leads and what it says. Bundles are bought in myzain, which asks a
 * signed-out visitor to sign in first; SIMs, plans and phones are ordered online whatever the page
 * asked for (order-links.ts); business products go to the sales team. `href` overrides the target
 * (a myzain page's own confirmation).
 */
/** The action an offer is sold by when the page does not say: business products by the sales team, plans ordered, the rest bought. */
export const defaultAction = (type: Offering["type"]): OfferAction =>
  type === "business_product" ? "contact" : type === "postpaid_plan" ? "order" : "buy";

export function offerAction(
  offer: Pick<Offering, "slug" | "type">,
  action: OfferAction,
  href?: string,
): { to: string; label: string } {
  const ordered = href ? null : orderTarget(offer);
  const slug = encodeURIComponent(offer.slug);
  const to =
    href ??
    ordered ??
    (action === "buy"
      ? `/myzain/hot-bundles?offer=${slug}`
      : action === "order"
        ? `/order?offering=${slug}`
        : `/business/contact-us?product=${slug}`);
  const label =
    ordered || action === "order" ? "offers.order" : action === "buy" ? "offers.buy" : "offers.contactSales";
  return { to, label };
}

/** The address of an offer's own page (without the language); slugs are already URL-safe (catalogue schema). */
export const offerPath = (slug: string) => `/offers/${slug}`;
