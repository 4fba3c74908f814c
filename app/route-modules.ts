/**
 * Which route module serves each manifest path (after the language prefix). The route table
 * (routes.ts) is built from it, and the language layout uses it to send a page only the messages
 * its module declares (app/lib/route-messages.ts).
 */
import { offerPages } from "./lib/offer-pages.ts";

/** Pages with behaviour of their own; every other route is a content page. */
export const modules: Record<string, string> = {
  "404": "routes/error-page.tsx",
  "500": "routes/error-page.tsx",
  login: "routes/auth/login.tsx",
  signin: "routes/auth/login.tsx",
  "registration/login": "routes/auth/login.tsx",
  "registration/signup": "routes/auth/signup.tsx",
  "registration/verify-code": "routes/auth/verify-code.tsx",
  "registration/forget-password": "routes/auth/forget-password.tsx",
  "registration/reset-password": "routes/auth/reset-password.tsx",
  myzain: "routes/myzain/dashboard.tsx",
  "myzain/hot-bundles": "routes/myzain/hot-bundles.tsx",
  "myzain/my-offers": "routes/myzain/my-offers.tsx",
  "myzain/modal": "routes/myzain/confirm-purchase.tsx",
  "myzain/manage-data": "routes/myzain/manage-data.tsx",
  "myzain/notifications": "routes/myzain/notifications.tsx",
  "myzain/statement": "routes/myzain/statement.tsx",
  "myzain/{product}-rewards": "routes/myzain/rewards.tsx",
  "myzain/earn-points": "routes/myzain/earn-points.tsx",
  "myzain/consumption-history": "routes/myzain/consumption-history.tsx",
  "myzain/profile-and-settings": "routes/myzain/profile-and-settings.tsx",
  "myzain/chatbot": "routes/myzain/chatbot.tsx",
  "myzain/chatbot-example": "routes/myzain/chatbot.tsx",
  "myzain/redeem-points": "routes/myzain/redeem-points.tsx",
  "myzain/free-voucher": "routes/myzain/free-voucher.tsx",
  "prepaid/recharge-my-prepaid-line": "routes/recharge-page.tsx",
  "mbb/recharge": "routes/recharge-page.tsx",
  "postpaid/pay-bill-postpaid": "routes/pay-bill-page.tsx",
  "about-us/press-release": "routes/articles/press-list.tsx",
  "about-us/press-release-single": "routes/articles/press-release.tsx",
  "about-us/careers": "routes/articles/careers.tsx",
  "blog-category": "routes/articles/blog-list.tsx",
  "blog-category/single-page": "routes/articles/blog-post.tsx",
  "support/knowledge-center": "routes/articles/knowledge-center.tsx",
  "support/store-locator": "routes/store-locator.tsx",
  "support/contact-us": "routes/care/contact-us.tsx",
  "business/contact-us": "routes/care/business-contact.tsx",
  "myzain/feedback": "routes/care/feedback.tsx",
  "myzain/help": "routes/care/help.tsx",
  "business/knowledge-center": "routes/articles/knowledge-center.tsx",
  "search-page": "routes/search-page.tsx",
  "ekyc/step-1": "routes/ekyc/photos.tsx",
  "hyper-result": "routes/hyper-result.tsx",
  kafoo_order_and_delivery: "routes/orders/track-page.tsx",
  "prepaid/kafoo": "routes/kafoo-page.tsx",
  // One route (static/:brandPage) serves the three guides; the address names the guide's language.
  "static/{product}-fi2-tutorials-ar": "routes/static-tutorial.tsx",
  "static/{product}-fi2-tutorials-en": "routes/static-tutorial.tsx",
  "static/{product}-fi2-tutorials-ku": "routes/static-tutorial.tsx",
  // An offer's own page (itemRoutes in route-manifest.ts).
  "offers/{slug}": "routes/offer-page.tsx",
};
for (const path of Object.keys(offerPages)) modules[path] ??= "routes/offers-page.tsx";
export const moduleFor = (path: string): string =>
  path === ""
    ? "routes/home.tsx"
    : (modules[path] ?? (path.startsWith("member-area/") ? "routes/campaign-page.tsx" : "routes/content-page.tsx"));
