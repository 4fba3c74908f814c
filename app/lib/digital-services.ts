import type { DigitalServiceCategory, RenewalPeriod } from "../../src/contracts/digital-services.ts";

/** How a price reads for each renewal period ("3,000 IQD every 30 days"). */
export const priceKey: Record<RenewalPeriod, string> = {
  daily: "services.price.daily",
  weekly: "services.price.weekly",
  monthly: "services.price.monthly",
};

/** What the confirmation says about renewing, per period. */
export const renewsKey: Record<RenewalPeriod, string> = {
  daily: "services.confirm.renews.daily",
  weekly: "services.confirm.renews.weekly",
  monthly: "services.confirm.renews.monthly",
};

export const categoryKey: Record<DigitalServiceCategory, string> = {
  caller_tunes: "services.category.caller_tunes",
  religious: "services.category.religious",
  news: "services.category.news",
  games: "services.category.games",
  streaming: "services.category.streaming",
  storage: "services.category.storage",
};
