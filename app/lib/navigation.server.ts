/**
 * The site's navigation, as data: labels are message keys, paths have no language prefix. The
 * language layout's loader sends it with the page (app/lib/navigation.ts reads it), so the tree
 * is HTML and data, not JavaScript every page must load.
 */
import { groupItems, type NavGroup, type NavItem, type SectionNavigation } from "./navigation.ts";

export function mainNavigation(brandSlug: string): NavGroup[] {
  return [
    {
      // By what the visitor has (issue 19): a prepaid or postpaid line, home internet, a trip abroad.
      label: "nav.personal",
      sections: [
        {
          label: "nav.personal.prepaid",
          items: [
            { label: "nav.personal.newSim", path: "/prepaid/new-sim" },
            { label: "nav.personal.dataOffers", path: "/prepaid/data-only-offers" },
            { label: "nav.personal.voiceData", path: "/prepaid/voice-and-data-offers" },
            { label: "nav.personal.recharge", path: "/prepaid/recharge-my-prepaid-line" },
            { label: "nav.personal.kafoo", path: "/prepaid/kafoo" },
            { label: "nav.personal.prime", path: "/prime" },
          ],
        },
        {
          label: "nav.personal.postpaid",
          items: [
            { label: "nav.personal.powerPlans", path: "/postpaid/power-plans" },
            { label: "nav.personal.payBill", path: "/postpaid/pay-bill-postpaid" },
            { label: "nav.personal.changeToPostpaid", path: "/postpaid/change-to-postpaid" },
            { label: "nav.personal.upgrade", path: "/postpaid/upgrade-your-prepaid-line" },
          ],
        },
        {
          label: "nav.personal.mbb",
          items: [
            { label: "nav.personal.mbbOffers", path: "/mbb/offers" },
            { label: "nav.personal.mbbGetStarted", path: "/mbb/get-started" },
            { label: "nav.personal.mbbRecharge", path: "/mbb/recharge" },
          ],
        },
        {
          label: "nav.personal.travel",
          items: [
            { label: "nav.personal.roaming", path: "/prepaid/roaming-and-international-offers" },
            { label: "nav.personal.roamingBundles", path: "/member-area/roaming-offers" },
          ],
        },
      ],
    },
    {
      label: "nav.services",
      sections: [
        {
          label: null,
          items: [
            { label: "nav.services.app", path: "/services/mobile-app" },
            { label: "nav.services.mamnoon", path: "/services/mamnoon" },
            { label: "nav.services.digital", path: "/services/digital-services" },
            { label: "nav.services.personalization", path: "/services/mobile-personalization" },
            { label: "nav.services.partnerships", path: "/services/partnerships" },
          ],
        },
      ],
    },
    { label: "nav.business", sections: [{ label: null, items: businessNavigation(brandSlug) }] },
    {
      label: "nav.support",
      sections: [
        {
          label: null,
          items: [
            { label: "nav.support.contact", path: "/support/contact-us" },
            { label: "nav.support.stores", path: "/support/store-locator" },
            { label: "nav.support.knowledge", path: "/support/knowledge-center" },
            { label: "nav.support.coverage", path: "/member-area/check-4g-page" },
            { label: "nav.support.ekyc", path: "/ekyc" },
          ],
        },
      ],
    },
    {
      label: "nav.about",
      sections: [
        {
          label: null,
          items: [
            { label: "nav.about.whoWeAre", path: "/about-us/who-we-are" },
            { label: "nav.about.team", path: "/about-us/management-team" },
            { label: "nav.about.news", path: "/about-us/press-release" },
            { label: "nav.about.careers", path: "/about-us/careers" },
            { label: "nav.about.responsibility", path: "/about-us/corporate-responsibility" },
            { label: "nav.about.investors", path: "/about-us/investor-relations" },
            { label: "nav.blog", path: "/blog-category" },
          ],
        },
      ],
    },
  ];
}

export function businessNavigation(brandSlug: string): NavItem[] {
  return [
    { label: "nav.business.home", path: "/business" },
    { label: "nav.business.offering", path: "/business/our-offering" },
    { label: "nav.business.employeeLines", path: "/business/emploee-lines" },
    { label: "nav.business.officeInternet", path: "/business/office-internet" },
    { label: "nav.business.sms", path: "/business/sms-advertising" },
    { label: "nav.business.pushX", path: `/business/${brandSlug}-push-x` },
    { label: "nav.business.communication", path: "/business/communication" },
    { label: "nav.business.technology", path: "/business/technology" },
    { label: "nav.business.organizations", path: "/business/organizations" },
    { label: "nav.business.partners", path: "/business/our-partners" },
    { label: "nav.business.testimonials", path: "/business/testimonials" },
    { label: "nav.business.knowledge", path: "/business/knowledge-center" },
    { label: "nav.business.contact", path: "/business/contact-us" },
  ];
}

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
    { label: "nav.myzain.bills", path: "/myzain/bills" },
    { label: "nav.myzain.orders", path: "/myzain/orders" },
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

/** The sub-navigations a layout may show on this page (path without language prefix or leading slash). */
export function sectionNavigation(
  path: string,
  main: NavGroup[],
  brandSlug: string,
  signedIn: boolean,
): SectionNavigation {
  return { category: categoryNavigation(path, main), myzain: signedIn ? myzainNavigation(brandSlug) : [] };
}
