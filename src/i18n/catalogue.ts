/**
 * The bundled message catalogue, split by feature: English is the source, Arabic and Kurdish must
 * have every key (a test checks). The API serves it from the database, seeded from these files;
 * the web app falls back to it when loading fails.
 */

import type { LocaleCode } from "./locales.ts";
import arArticles from "./messages/ar/articles.json" with { type: "json" };
import arAssistant from "./messages/ar/assistant.json" with { type: "json" };
import arAuth from "./messages/ar/auth.json" with { type: "json" };
import arBusiness from "./messages/ar/business.json" with { type: "json" };
import arCampaigns from "./messages/ar/campaigns.json" with { type: "json" };
import arCare from "./messages/ar/care.json" with { type: "json" };
import arCommon from "./messages/ar/common.json" with { type: "json" };
import arCoverage from "./messages/ar/coverage.json" with { type: "json" };
import arEkyc from "./messages/ar/ekyc.json" with { type: "json" };
import arErrors from "./messages/ar/errors.json" with { type: "json" };
import arGifts from "./messages/ar/gifts.json" with { type: "json" };
import arKafoo from "./messages/ar/kafoo.json" with { type: "json" };
import arMyzain from "./messages/ar/myzain.json" with { type: "json" };
import arOffers from "./messages/ar/offers.json" with { type: "json" };
import arOrder from "./messages/ar/order.json" with { type: "json" };
import arOrders from "./messages/ar/orders.json" with { type: "json" };
import arPayments from "./messages/ar/payments.json" with { type: "json" };
import arPersonal from "./messages/ar/personal.json" with { type: "json" };
import arPlans from "./messages/ar/plans.json" with { type: "json" };
import arPoints from "./messages/ar/points.json" with { type: "json" };
import arProfile from "./messages/ar/profile.json" with { type: "json" };
import arRates from "./messages/ar/rates.json" with { type: "json" };
import arRewards from "./messages/ar/rewards.json" with { type: "json" };
import arSearch from "./messages/ar/search.json" with { type: "json" };
import arServices from "./messages/ar/services.json" with { type: "json" };
import arStatement from "./messages/ar/statement.json" with { type: "json" };
import arStores from "./messages/ar/stores.json" with { type: "json" };
import arTracking from "./messages/ar/tracking.json" with { type: "json" };
import arUploads from "./messages/ar/uploads.json" with { type: "json" };
import arUsage from "./messages/ar/usage.json" with { type: "json" };
import enArticles from "./messages/en/articles.json" with { type: "json" };
import enAssistant from "./messages/en/assistant.json" with { type: "json" };
import enAuth from "./messages/en/auth.json" with { type: "json" };
import enBusiness from "./messages/en/business.json" with { type: "json" };
import enCampaigns from "./messages/en/campaigns.json" with { type: "json" };
import enCare from "./messages/en/care.json" with { type: "json" };
import enCommon from "./messages/en/common.json" with { type: "json" };
import enCoverage from "./messages/en/coverage.json" with { type: "json" };
import enEkyc from "./messages/en/ekyc.json" with { type: "json" };
import enErrors from "./messages/en/errors.json" with { type: "json" };
import enGifts from "./messages/en/gifts.json" with { type: "json" };
import enKafoo from "./messages/en/kafoo.json" with { type: "json" };
import enMyzain from "./messages/en/myzain.json" with { type: "json" };
import enOffers from "./messages/en/offers.json" with { type: "json" };
import enOrder from "./messages/en/order.json" with { type: "json" };
import enOrders from "./messages/en/orders.json" with { type: "json" };
import enPayments from "./messages/en/payments.json" with { type: "json" };
import enPersonal from "./messages/en/personal.json" with { type: "json" };
import enPlans from "./messages/en/plans.json" with { type: "json" };
import enPoints from "./messages/en/points.json" with { type: "json" };
import enProfile from "./messages/en/profile.json" with { type: "json" };
import enRates from "./messages/en/rates.json" with { type: "json" };
import enRewards from "./messages/en/rewards.json" with { type: "json" };
import enSearch from "./messages/en/search.json" with { type: "json" };
import enServices from "./messages/en/services.json" with { type: "json" };
import enStatement from "./messages/en/statement.json" with { type: "json" };
import enStores from "./messages/en/stores.json" with { type: "json" };
import enTracking from "./messages/en/tracking.json" with { type: "json" };
import enUploads from "./messages/en/uploads.json" with { type: "json" };
import enUsage from "./messages/en/usage.json" with { type: "json" };
import kuArticles from "./messages/ku/articles.json" with { type: "json" };
import kuAssistant from "./messages/ku/assistant.json" with { type: "json" };
import kuAuth from "./messages/ku/auth.json" with { type: "json" };
import kuBusiness from "./messages/ku/business.json" with { type: "json" };
import kuCampaigns from "./messages/ku/campaigns.json" with { type: "json" };
import kuCare from "./messages/ku/care.json" with { type: "json" };
import kuCommon from "./messages/ku/common.json" with { type: "json" };
import kuCoverage from "./messages/ku/coverage.json" with { type: "json" };
import kuEkyc from "./messages/ku/ekyc.json" with { type: "json" };
import kuErrors from "./messages/ku/errors.json" with { type: "json" };
import kuGifts from "./messages/ku/gifts.json" with { type: "json" };
import kuKafoo from "./messages/ku/kafoo.json" with { type: "json" };
import kuMyzain from "./messages/ku/myzain.json" with { type: "json" };
import kuOffers from "./messages/ku/offers.json" with { type: "json" };
import kuOrder from "./messages/ku/order.json" with { type: "json" };
import kuOrders from "./messages/ku/orders.json" with { type: "json" };
import kuPayments from "./messages/ku/payments.json" with { type: "json" };
import kuPersonal from "./messages/ku/personal.json" with { type: "json" };
import kuPlans from "./messages/ku/plans.json" with { type: "json" };
import kuPoints from "./messages/ku/points.json" with { type: "json" };
import kuProfile from "./messages/ku/profile.json" with { type: "json" };
import kuRates from "./messages/ku/rates.json" with { type: "json" };
import kuRewards from "./messages/ku/rewards.json" with { type: "json" };
import kuSearch from "./messages/ku/search.json" with { type: "json" };
import kuServices from "./messages/ku/services.json" with { type: "json" };
import kuStatement from "./messages/ku/statement.json" with { type: "json" };
import kuStores from "./messages/ku/stores.json" with { type: "json" };
import kuTracking from "./messages/ku/tracking.json" with { type: "json" };
import kuUploads from "./messages/ku/uploads.json" with { type: "json" };
import kuUsage from "./messages/ku/usage.json" with { type: "json" };
import { createTranslator, type Messages, type Values } from "./translator.ts";

export type { Messages };

export const catalogue: Record<LocaleCode, Messages> = {
  en: {
    ...enCommon,
    ...enErrors,
    ...enAuth,
    ...enOffers,
    ...enCampaigns,
    ...enMyzain,
    ...enProfile,
    ...enStatement,
    ...enUsage,
    ...enPayments,
    ...enArticles,
    ...enSearch,
    ...enOrders,
    ...enTracking,
    ...enEkyc,
    ...enOrder,
    ...enUploads,
    ...enStores,
    ...enCare,
    ...enAssistant,
    ...enPoints,
    ...enRewards,
    ...enPersonal,
    ...enGifts,
    ...enKafoo,
    ...enBusiness,
    ...enPlans,
    ...enCoverage,
    ...enServices,
    ...enRates,
  },
  ar: {
    ...arCommon,
    ...arErrors,
    ...arAuth,
    ...arOffers,
    ...arCampaigns,
    ...arMyzain,
    ...arProfile,
    ...arStatement,
    ...arUsage,
    ...arPayments,
    ...arArticles,
    ...arSearch,
    ...arOrders,
    ...arTracking,
    ...arEkyc,
    ...arOrder,
    ...arUploads,
    ...arStores,
    ...arCare,
    ...arAssistant,
    ...arPoints,
    ...arRewards,
    ...arPersonal,
    ...arGifts,
    ...arKafoo,
    ...arBusiness,
    ...arPlans,
    ...arCoverage,
    ...arServices,
    ...arRates,
  },
  ku: {
    ...kuCommon,
    ...kuErrors,
    ...kuAuth,
    ...kuOffers,
    ...kuCampaigns,
    ...kuMyzain,
    ...kuProfile,
    ...kuStatement,
    ...kuUsage,
    ...kuPayments,
    ...kuArticles,
    ...kuSearch,
    ...kuOrders,
    ...kuTracking,
    ...kuEkyc,
    ...kuOrder,
    ...kuUploads,
    ...kuStores,
    ...kuCare,
    ...kuAssistant,
    ...kuPoints,
    ...kuRewards,
    ...kuPersonal,
    ...kuGifts,
    ...kuKafoo,
    ...kuBusiness,
    ...kuPlans,
    ...kuCoverage,
    ...kuServices,
    ...kuRates,
  },
};

const translators = {
  en: createTranslator("en", catalogue.en),
  ar: createTranslator("ar", catalogue.ar, catalogue.en),
  ku: createTranslator("ku", catalogue.ku, catalogue.en),
};

/** Server-side lookup in the bundled catalogue (API error messages). */
export function translate(locale: LocaleCode, key: string, values: Values = {}): string {
  return translators[locale](key, values);
}

export function hasMessage(key: string): boolean {
  return key in catalogue.en;
}
