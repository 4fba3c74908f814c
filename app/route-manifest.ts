/**
 * Every route of the site (spec section 2, ../shared/spec/routes.json): path after the language
 * prefix, layout and sign-in rule. The route table, guards, sitemap and tests all derive from this
 * list; it is checked when the module loads, so an unknown layout or guard stops start-up.
 */
import { isLayoutName, type LayoutName } from "../src/contracts/layouts.ts";
import { isOneOf } from "../src/lib/one-of.ts";

export const guardNames = ["public", "required", "guest-only"] as const;
export type GuardName = (typeof guardNames)[number];

export type RouteEntry = {
  /** Path after /{locale}; `{product}` stands for the configured brand slug. */
  path: string;
  layout: LayoutName;
  guard: GuardName;
};

const table: [path: string, layout: string, guard: string][] = [
  ["", "default", "public"],
  ["search-page", "default", "public"],
  ["hyper-result", "default", "public"],
  ["ekyc", "default", "public"],
  ["ekyc/step-1", "default", "public"],
  ["mbb/offers", "default", "public"],
  ["mbb/recharge", "default", "public"],
  ["mbb/get-started", "default", "public"],
  ["prepaid/new-sim", "default", "public"],
  ["prepaid/kafoo", "postcat", "public"],
  ["prepaid/data-only-offers", "default", "public"],
  ["prepaid/voice-and-data-offers", "default", "public"],
  ["prepaid/personalized-offers", "default", "public"],
  ["prepaid/change-to-postpaid", "default", "public"],
  ["prepaid/recharge-my-prepaid-line", "default", "public"],
  ["prepaid/roaming-and-international-offers", "default", "public"],
  ["postpaid/power-plans", "default", "public"],
  ["postpaid/pay-bill-postpaid", "default", "public"],
  ["postpaid/change-to-postpaid", "default", "public"],
  ["postpaid/upgrade-your-prepaid-line", "default", "public"],
  ["about-us/legal", "default", "public"],
  ["about-us/careers", "default", "public"],
  ["about-us/who-we-are", "default", "public"],
  ["about-us/press-release", "default", "public"],
  ["about-us/press-release-single", "default", "public"],
  ["about-us/privacy-policy", "default", "public"],
  ["about-us/management-team", "default", "public"],
  ["about-us/corporate-responsibility", "default", "public"],
  ["about-us/investor-relations", "default", "public"],
  ["services/mamnoon", "default", "public"],
  ["services/mobile-app", "postcat", "public"],
  ["services/partnerships", "default", "public"],
  ["services/digital-services", "default", "public"],
  ["services/mobile-personalization", "default", "public"],
  ["support/contact-us", "default", "public"],
  ["support/store-locator", "default", "public"],
  ["support/knowledge-center", "default", "public"],
  ["blog-category", "default", "public"],
  ["blog-category/single-page", "default", "public"],
  ["registration/login", "default", "public"],
  ["registration/signup", "default", "public"],
  ["registration/verify-code", "default", "public"],
  ["registration/reset-password", "default", "public"],
  ["registration/forget-password", "default", "public"],
  ["static/copy", "static", "public"],
  ["static/{product}-fi2-tutorials-ar", "static", "public"],
  ["static/{product}-fi2-tutorials-en", "static", "public"],
  ["static/{product}-fi2-tutorials-ku", "static", "public"],
  ["kafoo_order_and_delivery", "default", "public"],
  ["prime", "default", "public"],
  ["business", "business", "public"],
  ["business/contact-us", "postcatbusiness", "public"],
  ["business/technology", "postcatbusiness", "public"],
  ["business/{product}-push-x", "postcatbusiness", "public"],
  ["business/our-offering", "postcatbusiness", "public"],
  ["business/our-partners", "postcatbusiness", "public"],
  ["business/testimonials", "postcatbusiness", "public"],
  ["business/communication", "postcatbusiness", "public"],
  ["business/emploee-lines", "postcatbusiness", "public"],
  ["business/organizations", "postcatbusiness", "public"],
  ["business/office-internet", "postcatbusiness", "public"],
  ["business/sms-advertising", "postcatbusiness", "public"],
  ["business/knowledge-center", "postcatbusiness", "public"],
  ["signin", "empty", "guest-only"],
  ["member-area/b2b", "landing", "public"],
  ["member-area/mosul", "landing", "public"],
  ["member-area/btl-ul", "landing", "public"],
  ["member-area/btl-3gb", "landing", "public"],
  ["member-area/btl-6gb", "landing", "public"],
  ["member-area/btl-25gb", "landing", "public"],
  ["member-area/zainfi1", "landing", "public"],
  ["member-area/zainfi2", "landing", "public"],
  ["member-area/a06-order", "default", "public"],
  ["member-area/btl-100gb", "default", "public"],
  ["member-area/iphone-16", "default", "public"],
  ["member-area/offer-3gb", "default", "public"],
  ["member-area/offer-5gb", "default", "public"],
  ["member-area/s25-order", "default", "public"],
  ["member-area/uae-offer", "default", "public"],
  ["member-area/unlimited", "default", "public"],
  ["member-area/fol-el-fol", "default", "public"],
  ["member-area/fol-el-fol-20gb", "default", "public"],
  ["member-area/fol-el-fol-bundles", "default", "public"],
  ["member-area/super-card", "default", "public"],
  ["member-area/bikaifi-210", "default", "public"],
  ["member-area/bikaifi-720", "default", "public"],
  ["member-area/bikaifi-offers", "default", "public"],
  ["member-area/galaxy-a-15", "default", "public"],
  ["member-area/galaxy-z-flip-fold", "default", "public"],
  ["member-area/qatar-bundle", "default", "public"],
  ["member-area/umrah-bundle", "default", "public"],
  ["member-area/banner-offers", "default", "public"],
  ["member-area/banner-offers2", "default", "public"],
  ["member-area/check-4g-page", "default", "public"],
  ["member-area/monthly-offer", "default", "public"],
  ["member-area/huawei-pura-70", "default", "public"],
  ["member-area/huawei-nova-pre-order", "default", "public"],
  ["member-area/roaming-offers", "default", "public"],
  ["member-area/snapchat-offer", "default", "public"],
  ["member-area/10GB-10K-bundle", "default", "public"],
  ["member-area/lebanon-bundles", "default", "public"],
  ["member-area/landing-template", "default", "public"],
  ["member-area/bundle-1gb-weekly", "default", "public"],
  ["member-area/free-whatsapp-viber", "default", "public"],
  ["member-area/iran-roaming-bundle", "default", "public"],
  ["member-area/jordan-roaming-bundle", "default", "public"],
  ["member-area/turkey-roaming-bundle", "default", "public"],
  ["member-area/2months-ul-kurdistan-offer", "default", "public"],
  ["404", "default", "public"],
  ["500", "default", "public"],
  ["myzain", "myzain", "required"],
  ["myzain/fags", "myzain", "required"],
  ["myzain/help", "myzain", "required"],
  ["myzain/modal", "myzain", "required"],
  ["myzain/chatbot", "myzain", "required"],
  ["myzain/feedback", "myzain", "required"],
  ["myzain/my-offers", "myzain", "required"],
  ["myzain/statement", "myzain", "required"],
  ["myzain/earn-points", "myzain", "required"],
  ["myzain/hot-bundles", "myzain", "required"],
  ["myzain/manage-data", "myzain", "required"],
  ["myzain/free-voucher", "myzain", "required"],
  ["myzain/{product}-rewards", "myzain", "required"],
  ["myzain/notifications", "myzain", "required"],
  ["myzain/redeem-points", "myzain", "required"],
  ["myzain/knowledge-center", "myzain", "required"],
  ["myzain/profile-and-settings", "myzain", "required"],
  ["login", "myzain", "guest-only"],
  ["myzain/chatbot-example", "myzain", "required"],
  ["myzain/other-component", "myzain", "required"],
  ["myzain/consumption-history", "myzain", "required"],
];

export function defineManifest(rows: [string, string, string][]): RouteEntry[] {
  return rows.map(([path, layout, guard]) => {
    if (!isLayoutName(layout)) throw new Error(`Unknown layout name: ${layout} (route /${path})`);
    if (!isOneOf(guardNames, guard)) throw new Error(`Unknown middleware name: ${guard} (route /${path})`);
    return { path, layout, guard };
  });
}

export const routeManifest: RouteEntry[] = defineManifest(table);

/**
 * Pages of one catalogue item each, beyond the spec's list: `{slug}` in the path stands for the
 * item's slug. The page itself answers 404 for a slug it does not know.
 */
export const itemRoutes: RouteEntry[] = defineManifest([["offers/{slug}", "default", "public"]]);

const SLUG_SEGMENT = "[a-z0-9]+(?:-[a-z0-9]+)*";
const itemPatterns = itemRoutes.map((entry) => ({
  entry,
  pattern: new RegExp(`^${entry.path.replace("{slug}", SLUG_SEGMENT)}$`),
}));

/** Pages that must stay out of search engines: the signed-in area, sign-in and registration, errors. */
/** Pages search engines should list: public ones, not sign-up steps, errors or search results. */
const NOT_INDEXED = new Set(["404", "500", "hyper-result", "ekyc/step-1"]);

export function isIndexable(entry: RouteEntry): boolean {
  return entry.guard === "public" && !entry.path.startsWith("registration/") && !NOT_INDEXED.has(entry.path);
}

/** The concrete path of an entry for a brand slug (`business/{product}-push-x` → `business/zain-push-x`). */
export function concretePath(entry: RouteEntry, brandSlug: string): string {
  return entry.path.replaceAll("{product}", brandSlug);
}

/** Finds the entry for a path after the language prefix, if any: a spec route, else an item page. */
export function findRoute(path: string, brandSlug: string): RouteEntry | undefined {
  const clean = path.replace(/^\/+|\/+$/g, "");
  return (
    routeManifest.find((entry) => concretePath(entry, brandSlug) === clean) ??
    itemPatterns.find(({ pattern }) => pattern.test(clean))?.entry
  );
}
