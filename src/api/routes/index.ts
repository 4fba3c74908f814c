import type { RouteModule } from "../app.ts";
import type { ApiDeps } from "../context.ts";
import { accountRoutes } from "./account.ts";
import { articleVoteRoutes } from "./article-votes.ts";
import { articleRoutes } from "./articles.ts";
import { assistantRoutes } from "./assistant.ts";
import { authRoutes } from "./auth.ts";
import { autoPayRoutes } from "./autopay.ts";
import { billRoutes } from "./bills.ts";
import { businessRoutes } from "./business.ts";
import { campaignRoutes } from "./campaigns.ts";
import { careerRoutes } from "./careers.ts";
import { catalogueRoutes } from "./catalogue.ts";
import { contentRoutes } from "./content.ts";
import { devRoutes } from "./dev.ts";
import { digitalServiceRoutes } from "./digital-services.ts";
import { giftRoutes } from "./gifts.ts";
import { kafooRoutes } from "./kafoo.ts";
import { lineRoutes } from "./lines.ts";
import { notificationRoutes } from "./notifications.ts";
import { numberRoutes } from "./numbers.ts";
import { orderRoutes } from "./orders.ts";
import { paymentRoutes } from "./payments.ts";
import { placeRoutes } from "./places.ts";
import { planChangeRoutes } from "./plan-changes.ts";
import { pointsRoutes } from "./points.ts";
import { pukRoutes } from "./puk.ts";
import { rateRoutes } from "./rates.ts";
import { rechargeRoutes } from "./recharges.ts";
import { rewardRoutes } from "./rewards.ts";
import { staffRoutes } from "./staff.ts";
import { staffFileRoutes } from "./staff-files.ts";
import { staffTicketRoutes } from "./staff-tickets.ts";
import { ticketRoutes } from "./tickets.ts";
import { uploadRoutes } from "./uploads.ts";
import { usageIngestRoutes } from "./usage-ingest.ts";

/** Every feature's routes, mounted under /api/v1. Demo-only routes do not exist outside demo mode. */
export function apiRoutes(deps: ApiDeps): RouteModule[] {
  return [
    { path: "/", router: contentRoutes() },
    { path: "/", router: articleRoutes() },
    { path: "/", router: articleVoteRoutes() },
    { path: "/", router: careerRoutes(deps.config.careers.cvMaxBytes) },
    { path: "/", router: authRoutes() },
    { path: "/", router: catalogueRoutes() },
    { path: "/", router: campaignRoutes() },
    { path: "/", router: lineRoutes() },
    { path: "/", router: billRoutes() },
    { path: "/", router: pointsRoutes() },
    { path: "/", router: giftRoutes() },
    { path: "/", router: pukRoutes() },
    { path: "/", router: kafooRoutes() },
    { path: "/", router: digitalServiceRoutes() },
    { path: "/", router: rateRoutes() },
    { path: "/", router: accountRoutes() },
    { path: "/", router: businessRoutes() },
    { path: "/", router: notificationRoutes() },
    { path: "/", router: paymentRoutes() },
    { path: "/", router: autoPayRoutes() },
    { path: "/", router: rechargeRoutes() },
    { path: "/", router: rewardRoutes() },
    { path: "/", router: usageIngestRoutes() },
    { path: "/", router: staffRoutes() },
    { path: "/", router: planChangeRoutes() },
    { path: "/", router: orderRoutes() },
    { path: "/", router: staffFileRoutes() },
    { path: "/", router: staffTicketRoutes() },
    { path: "/", router: ticketRoutes() },
    { path: "/", router: assistantRoutes() },
    { path: "/", router: uploadRoutes(deps) },
    { path: "/", router: placeRoutes() },
    { path: "/", router: numberRoutes() },
    ...(deps.config.demoMode ? [{ path: "/", router: devRoutes() }] : []),
  ];
}
