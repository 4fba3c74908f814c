/**
 * Which offers each product page lists (the filter sent to GET /api/v1/offerings) and what its
 * cards let the visitor do: buy in myzain, order (plans, SIMs, devices) or contact sales.
 */
import type { OfferingQuery } from "../../src/contracts/api/catalogue.ts";

export type OfferAction = "buy" | "order" | "contact";
export type OfferSection = Pick<OfferingQuery, "type" | "audience" | "tag"> & {
  /** Only these offerings of the filter's result (a page about one business product). */
  slugs?: string[];
  action: OfferAction;
};
export type OfferPage = {
  sections: OfferSection[];
  countryPicker?: boolean;
  /** The chosen country's pay-as-you-go prices (roaming there, calling it from Iraq), GET /rates. */
  rates?: boolean;
  /** A signed-in customer sees the offers for their own line instead (GET /offerings/for-me). */
  personal?: boolean;
  /** The app's store links under the hero (the app page). */
  appStores?: boolean;
};

const postpaidPlans: OfferPage = { sections: [{ type: "postpaid_plan", action: "order" }] };
const business = (...slugs: string[]): OfferPage => ({
  sections: [{ type: "business_product", action: "contact", ...(slugs.length > 0 ? { slugs } : {}) }],
});

export const offerPages: Record<string, OfferPage> = {
  "prepaid/data-only-offers": {
    sections: [
      { type: "data_bundle", audience: "prepaid", action: "buy" },
      { type: "social_bundle", audience: "prepaid", action: "buy" },
    ],
  },
  "prepaid/voice-and-data-offers": { sections: [{ type: "voice_data_bundle", audience: "prepaid", action: "buy" }] },
  "prepaid/roaming-and-international-offers": {
    sections: [
      { type: "roaming_bundle", action: "buy" },
      { type: "international_bundle", action: "buy" },
    ],
    countryPicker: true,
    rates: true,
  },
  "prepaid/new-sim": { sections: [{ type: "prepaid_sim", action: "order" }] },
  // Credit shared with Kafoo is mostly spent on bundles: today's picks for prepaid lines.
  "prepaid/kafoo": { sections: [{ tag: "hot", audience: "prepaid", action: "buy" }] },
  "prepaid/personalized-offers": {
    sections: [{ tag: "best_value", audience: "prepaid", action: "buy" }],
    personal: true,
  },
  "prepaid/change-to-postpaid": postpaidPlans,
  "postpaid/power-plans": postpaidPlans,
  "postpaid/change-to-postpaid": postpaidPlans,
  "postpaid/upgrade-your-prepaid-line": postpaidPlans,
  prime: {
    sections: [
      { type: "postpaid_plan", tag: "new", action: "order" },
      { type: "postpaid_plan", tag: "hot", action: "order" },
    ],
  },
  "mbb/offers": { sections: [{ type: "mbb_plan", action: "buy" }] },
  "mbb/get-started": { sections: [{ type: "mbb_plan", action: "buy" }] },
  // What the app sells most: the hot bundles, bought there or here in myzain.
  "services/mobile-app": { sections: [{ tag: "hot", audience: "prepaid", action: "buy" }], appStores: true },
  business: business(),
  "business/our-offering": business(),
  "business/office-internet": business("office-internet"),
  "business/sms-advertising": business("sms-advertising"),
  "business/{product}-push-x": business("push-x"),
  "business/emploee-lines": business("employee-lines"),
  "business/organizations": business("employee-lines", "office-internet", "fleet-tracking"),
  "business/communication": business("employee-lines", "push-x", "sms-advertising"),
  "business/technology": business("fleet-tracking", "office-internet"),
};
