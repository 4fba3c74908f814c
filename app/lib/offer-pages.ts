/**
 * Which offers each product page lists (the filter sent to GET /api/v1/offerings) and what its
 * cards let the visitor do: buy in myzain, order (plans, SIMs, devices) or contact sales.
 */
export type OfferAction = "buy" | "order" | "contact";
export type OfferSection = { type: string; audience?: string; action: OfferAction };

export const offerPages: Record<string, { sections: OfferSection[]; countryPicker?: boolean }> = {
  "prepaid/data-only-offers": {
    sections: [
      { type: "data_bundle", audience: "prepaid", action: "buy" },
      { type: "social_bundle", audience: "prepaid", action: "buy" },
    ],
  },
  "prepaid/voice-and-data-offers": { sections: [{ type: "voice_data_bundle", audience: "prepaid", action: "buy" }] },
  "prepaid/roaming-and-international-offers": {
    sections: [{ type: "roaming_bundle", action: "buy" }],
    countryPicker: true,
  },
  "prepaid/new-sim": { sections: [{ type: "prepaid_sim", action: "order" }] },
  "postpaid/power-plans": { sections: [{ type: "postpaid_plan", action: "order" }] },
  "mbb/offers": { sections: [{ type: "mbb_plan", action: "buy" }] },
  "business/our-offering": { sections: [{ type: "business_product", action: "contact" }] },
};
