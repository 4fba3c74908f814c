/**
 * Which message namespaces each route module shows, beyond the frame's (`common`: navigation,
 * footer, error page). The language layout sends a page only these, in its language; a test
 * (route-messages.test.ts) scans each module and what it imports for message keys and fails when
 * one lies outside what the module declares. A path this table does not know gets everything.
 */
import type { Namespace } from "../../src/i18n/namespaces.ts";
import { namespaces } from "../../src/i18n/namespaces.ts";
import { findRoute } from "../route-manifest.ts";
import { moduleFor } from "../route-modules.ts";

export const FRAME: Namespace[] = ["common"];

const auth: Namespace[] = ["auth", "errors"];
const myzain: Namespace[] = ["myzain"];
/** The order wizard's steps: their own words, the API's order errors, rate-limit waits and the shared contracts' validation keys. */
const orderStep: Namespace[] = ["order", "orders", "errors", "payments", ...auth, ...myzain];

/** The care forms: their words and the tickets' validation keys, the photo field's, the SMS code's, the header's. */
const care: Namespace[] = ["care", "uploads", ...auth, ...myzain];

export const routeMessages: Record<string, Namespace[]> = {
  "routes/home.tsx": ["articles", "offers"],
  "routes/content-page.tsx": [],
  "routes/campaign-page.tsx": [...auth, "campaigns", "coverage", "offers", "orders"],
  "routes/offers-page.tsx": ["offers", "personal", "rates"],
  "routes/kafoo-page.tsx": ["kafoo", "offers", "errors", "myzain", ...auth],
  "routes/offer-page.tsx": ["offers"],
  "routes/error-page.tsx": [],
  "routes/static-tutorial.tsx": [],
  "routes/auth/login.tsx": auth,
  "routes/auth/signup.tsx": auth,
  "routes/auth/verify-code.tsx": auth,
  "routes/auth/forget-password.tsx": auth,
  "routes/auth/reset-password.tsx": auth,
  "routes/myzain/dashboard.tsx": [...myzain, "payments", "care", "points", "gifts", "kafoo", "business"],
  "routes/myzain/rewards.tsx": [...myzain, "points"],
  "routes/myzain/earn-points.tsx": [...myzain, "points"],
  "routes/myzain/hot-bundles.tsx": [...myzain, "errors", "offers", "personal", "gifts"],
  "routes/myzain/my-offers.tsx": [...myzain, "offers", "personal"],
  "routes/myzain/confirm-purchase.tsx": [...myzain, "errors", "gifts"],
  "routes/myzain/manage-data.tsx": myzain,
  // Ticket notices (notifications.ticket_*) live with the tickets, in "care"; gift notices in "gifts".
  "routes/myzain/notifications.tsx": [...myzain, "care", "points", "gifts", "kafoo"],
  "routes/myzain/statement.tsx": [...myzain, "payments", "statement", "gifts", "kafoo"],
  "routes/myzain/consumption-history.tsx": [...myzain, "usage"],
  "routes/myzain/profile-and-settings.tsx": [...myzain, ...auth, "profile"],
  "routes/myzain/sim-puk.tsx": [...myzain, ...auth, "profile"],
  "routes/myzain/digital-services.tsx": [...myzain, "errors", "services"],
  "routes/myzain/change-plan.tsx": [...myzain, "errors", "plans"],
  // The identity check's fields and their validation (which reaches the auth contract's messages).
  "routes/myzain/change-to-postpaid.tsx": [...myzain, ...auth, "plans", "ekyc", "orders", "uploads"],
  "routes/myzain/bills.tsx": [...myzain],
  "routes/myzain/bill.tsx": [...myzain],
  "routes/myzain/chatbot.tsx": [...myzain, "assistant", "errors"],
  "routes/myzain/redeem-points.tsx": [...myzain, "rewards", "errors", "offers"],
  "routes/myzain/free-voucher.tsx": [...myzain, "rewards", "errors", "offers"],
  "routes/recharge-page.tsx": [...auth, "campaigns", "myzain", "payments"],
  "routes/pay-bill-page.tsx": [...auth, "myzain", "payments"],
  "routes/articles/press-list.tsx": ["articles"],
  "routes/articles/press-release.tsx": ["articles"],
  "routes/articles/careers.tsx": ["articles", ...auth, "campaigns"],
  "routes/articles/blog-list.tsx": ["articles"],
  "routes/articles/blog-post.tsx": ["articles"],
  "routes/articles/knowledge-center.tsx": ["articles"],
  "routes/search-page.tsx": ["search"],
  "routes/hyper-result.tsx": ["search"],
  "routes/store-locator.tsx": ["stores"],
  "routes/care/contact-us.tsx": care,
  "routes/care/business-contact.tsx": care,
  "routes/care/feedback.tsx": care,
  "routes/care/help.tsx": care,
  "routes/orders/track-page.tsx": [...auth, "myzain", "orders", "tracking"],
  "routes/ekyc/photos.tsx": [...auth, "ekyc", "orders", "uploads"],
  "routes/order/product.tsx": [...orderStep, "campaigns"],
  "routes/order/delivery.tsx": [...orderStep, "campaigns"],
  "routes/order/contact.tsx": orderStep,
  "routes/order/review.tsx": [...orderStep, "campaigns"],
  "routes/order/placed.tsx": [...orderStep, "campaigns"],
};

/** The namespaces the page at `path` (after the language prefix) needs, frame included. */
export function namespacesFor(path: string, brandSlug: string): readonly Namespace[] {
  const entry = findRoute(path, brandSlug);
  const own = entry ? routeMessages[moduleFor(entry.path)] : undefined;
  // Pages outside the manifest (receipts, the payment history, unknown addresses) get everything.
  if (!own) return namespaces;
  // The myzain layout's launcher ("Ask the assistant") is worded in the assistant's namespace.
  const layout: Namespace[] = entry?.layout === "myzain" ? [...myzain, "assistant"] : [];
  return [...new Set([...FRAME, ...layout, ...own])];
}
