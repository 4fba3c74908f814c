/**
 * The site's navigation, as data: labels are message keys, paths have no language prefix. The
 * language layout's loader sends it with the page (app/lib/navigation.ts reads it), so the tree
 * is HTML and data, not JavaScript every page must load.
 */
import type { NavGroup, NavItem } from "./navigation.ts";

export function mainNavigation(brandSlug: string): NavGroup[] {
  return [
    {
      label: "nav.personal",
      path: "/prepaid/new-sim",
      items: [
        { label: "nav.personal.prepaid", path: "/prepaid/new-sim" },
        { label: "nav.personal.dataOffers", path: "/prepaid/data-only-offers" },
        { label: "nav.personal.voiceData", path: "/prepaid/voice-and-data-offers" },
        { label: "nav.personal.postpaid", path: "/postpaid/power-plans" },
        { label: "nav.personal.upgrade", path: "/postpaid/upgrade-your-prepaid-line" },
        { label: "nav.personal.mbb", path: "/mbb/offers" },
        { label: "nav.personal.mbbGetStarted", path: "/mbb/get-started" },
        { label: "nav.personal.mbbRecharge", path: "/mbb/recharge" },
        { label: "nav.personal.roaming", path: "/prepaid/roaming-and-international-offers" },
        { label: "nav.personal.recharge", path: "/prepaid/recharge-my-prepaid-line" },
        { label: "nav.personal.payBill", path: "/postpaid/pay-bill-postpaid" },
        { label: "nav.personal.prime", path: "/prime" },
      ],
    },
    { label: "nav.business", path: "/business", items: businessNavigation(brandSlug) },
    {
      label: "nav.services",
      path: "/services/digital-services",
      items: [
        { label: "nav.services.app", path: "/services/mobile-app" },
        { label: "nav.services.mamnoon", path: "/services/mamnoon" },
        { label: "nav.services.digital", path: "/services/digital-services" },
        { label: "nav.services.personalization", path: "/services/mobile-personalization" },
        { label: "nav.services.partnerships", path: "/services/partnerships" },
      ],
    },
    {
      label: "nav.support",
      path: "/support/contact-us",
      items: [
        { label: "nav.support.contact", path: "/support/contact-us" },
        { label: "nav.support.stores", path: "/support/store-locator" },
        { label: "nav.support.knowledge", path: "/support/knowledge-center" },
        { label: "nav.support.ekyc", path: "/ekyc" },
      ],
    },
    {
      label: "nav.about",
      path: "/about-us/who-we-are",
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
