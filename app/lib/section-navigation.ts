/**
 * Sub-navigation of the product-category and signed-in sections. Only their layouts use it, and
 * those load on demand (app/layouts/index.ts), so it stays out of the code every page loads.
 */
import { groupItems, type NavGroup, type NavItem } from "./navigation.ts";

/** Sub-navigation of product-category pages (postcat layout), by section. */
export function categoryNavigation(path: string, main: NavGroup[]): NavItem[] {
  if (path.startsWith("services/")) return groupItems(main, "nav.services");
  if (path.startsWith("mbb/")) {
    return [
      { label: "nav.personal.mbbOffers", path: "/mbb/offers" },
      { label: "nav.personal.mbbGetStarted", path: "/mbb/get-started" },
      { label: "nav.personal.mbbRecharge", path: "/mbb/recharge" },
    ];
  }
  if (path.startsWith("postpaid/")) {
    return [
      { label: "nav.personal.powerPlans", path: "/postpaid/power-plans" },
      { label: "nav.personal.payBill", path: "/postpaid/pay-bill-postpaid" },
      { label: "nav.personal.changeToPostpaid", path: "/postpaid/change-to-postpaid" },
      { label: "nav.personal.upgrade", path: "/postpaid/upgrade-your-prepaid-line" },
    ];
  }
  return [
    { label: "nav.personal.newSim", path: "/prepaid/new-sim" },
    { label: "nav.personal.kafoo", path: "/prepaid/kafoo" },
    { label: "nav.personal.dataOffers", path: "/prepaid/data-only-offers" },
    { label: "nav.personal.voiceData", path: "/prepaid/voice-and-data-offers" },
    { label: "nav.personal.personalized", path: "/prepaid/personalized-offers" },
    { label: "nav.personal.roaming", path: "/prepaid/roaming-and-international-offers" },
    { label: "nav.personal.recharge", path: "/prepaid/recharge-my-prepaid-line" },
    { label: "nav.personal.changeToPostpaid", path: "/prepaid/change-to-postpaid" },
  ];
}

export function myzainNavigation(brandSlug: string): NavItem[] {
  return [
    { label: "nav.myzain.dashboard", path: "/myzain" },
    { label: "nav.myzain.hotBundles", path: "/myzain/hot-bundles" },
    { label: "nav.myzain.myOffers", path: "/myzain/my-offers" },
    { label: "nav.myzain.manageData", path: "/myzain/manage-data" },
    { label: "nav.myzain.consumption", path: "/myzain/consumption-history" },
    { label: "nav.myzain.statement", path: "/myzain/statement" },
    { label: "nav.myzain.notifications", path: "/myzain/notifications" },
    { label: "nav.myzain.points", path: "/myzain/earn-points" },
    { label: "nav.myzain.redeem", path: "/myzain/redeem-points" },
    { label: "nav.myzain.rewards", path: `/myzain/${brandSlug}-rewards` },
    { label: "nav.myzain.freeVoucher", path: "/myzain/free-voucher" },
    { label: "nav.myzain.otherServices", path: "/myzain/other-component" },
    { label: "nav.myzain.profile", path: "/myzain/profile-and-settings" },
    { label: "nav.myzain.help", path: "/myzain/help" },
    { label: "nav.myzain.faq", path: "/myzain/fags" },
    { label: "nav.myzain.knowledge", path: "/myzain/knowledge-center" },
    { label: "nav.myzain.chatbot", path: "/myzain/chatbot" },
    { label: "nav.myzain.feedback", path: "/myzain/feedback" },
  ];
}
