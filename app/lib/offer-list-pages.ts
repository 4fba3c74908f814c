/**
 * The page that lists offers of a type, with its navigation label: where an offer's own page sits
 * in the breadcrumb. Phones have no list of their own (each has its campaign page). Apart from
 * offer-pages.ts, which the frame loads on every page, since only the offer's page needs it.
 */
import type { OfferingType } from "../../src/contracts/catalogue.ts";
export const listPageOf: Record<OfferingType, { path: string; label: string } | null> = {
  data_bundle: { path: "/prepaid/data-only-offers", label: "nav.personal.dataOffers" },
  social_bundle: { path: "/prepaid/data-only-offers", label: "nav.personal.dataOffers" },
  voice_data_bundle: { path: "/prepaid/voice-and-data-offers", label: "nav.personal.voiceData" },
  roaming_bundle: { path: "/prepaid/roaming-and-international-offers", label: "nav.personal.roaming" },
  international_bundle: { path: "/prepaid/roaming-and-international-offers", label: "nav.personal.roaming" },
  mbb_plan: { path: "/mbb/offers", label: "nav.personal.mbbOffers" },
  postpaid_plan: { path: "/postpaid/power-plans", label: "nav.personal.powerPlans" },
  prepaid_sim: { path: "/prepaid/new-sim", label: "nav.personal.newSim" },
  device: null,
  business_product: { path: "/business/our-offering", label: "nav.business.offering" },
};
