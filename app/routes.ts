import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { routeManifest } from "./route-manifest.ts";
import { moduleFor } from "./route-modules.ts";

/**
 * The route table, generated from the manifest (one entry per spec route, each served under
 * /en, /ar and /ku by the `:lang` layout). Paths containing `{product}` become one parameter
 * route whose loader checks the parameter against the configured brand slug.
 */
const routePath = (path: string) =>
  path
    .split("/")
    .map((segment) => (segment.includes("{product}") ? ":brandPage" : segment))
    .join("/");

const seen = new Set<string>();
const pages = routeManifest
  .filter((entry) => entry.path !== "")
  .flatMap((entry) => {
    const path = routePath(entry.path);
    if (seen.has(path)) return [];
    seen.add(path);
    return [route(path, moduleFor(entry.path), { id: `page:${path}` })];
  });

export default [
  index("routes/root-redirect.tsx"),
  route("sitemap.xml", "routes/sitemap.tsx"),
  route("robots.txt", "routes/robots.tsx"),
  route("set-language", "routes/set-language.tsx"),
  route("consent", "routes/consent.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  route(":lang", "routes/locale-layout.tsx", [
    index("routes/home.tsx"),
    ...pages,
    route("myzain/statement/export", "routes/myzain/statement-export.ts"),
    route("myzain/consumption-history/export", "routes/myzain/consumption-history-export.ts"),
    route("myzain/payments", "routes/myzain/payments.tsx"),
    route("myzain/bills", "routes/myzain/bills.tsx"),
    route("myzain/bills/:billId", "routes/myzain/bill.tsx"),
    route("myzain/bills/:billId/pdf", "routes/myzain/bill-pdf.ts"),
    route("myzain/sim-puk", "routes/myzain/sim-puk.tsx"),
    route("myzain/digital-services", "routes/myzain/digital-services.tsx"),
    route("myzain/change-plan", "routes/myzain/change-plan.tsx"),
    route("myzain/change-to-postpaid", "routes/myzain/change-to-postpaid.tsx"),
    route("myzain/autopay", "routes/myzain/autopay.tsx"),
    route("myzain/business", "routes/myzain/business.tsx"),
    route("myzain/business/bill", "routes/myzain/business-bill.tsx"),
    route("myzain/orders", "routes/myzain/orders.tsx"),
    route("myzain/orders/:id", "routes/myzain/order.tsx"),
    route("myzain/help/:reference", "routes/care/ticket.tsx"),
    route("support/report-a-fault", "routes/care/fault-report.tsx"),
    route("about-us/investor-relations/reports/:report", "routes/investor-report.tsx"),
    route("support/contact-us/sent", "routes/care/request-sent.tsx"),
    route("order/esim", "routes/orders/esim-page.tsx"),
    route("payments/:paymentId", "routes/payments/receipt.tsx"),
    route("ekyc/step-2", "routes/ekyc/selfie.tsx"),
    route("ekyc/step-3", "routes/ekyc/details.tsx"),
    route("order/identity", "routes/ekyc/identity-redo.tsx"),
    route("order", "routes/order/product.tsx"),
    route("order/delivery", "routes/order/delivery.tsx"),
    route("order/contact", "routes/order/contact.tsx"),
    route("order/review", "routes/order/review.tsx"),
    route("order/placed", "routes/order/placed.tsx"),
    route("offers/:offer", "routes/offer-page.tsx", { id: "page:offers/:offer" }),
    route("*", "routes/catch-all.tsx"),
  ]),
] satisfies RouteConfig;
