import type { OfferingOnSale } from "../../contracts/api/catalogue.ts";
import type { Db } from "../../db/client.server.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import { checkEligible } from "../bundles/eligibility.ts";
import { findOffering } from "../catalogue/offerings.ts";
import { DomainError } from "../errors.ts";
import type { OwnedLine } from "../lines/line-access.ts";
import type { RewardRow } from "./rewards-rows.ts";

/** A bundle reward's offering (in `locale`), null for other kinds. */
export const rewardOffering = (db: Db, reward: RewardRow, locale: LocaleCode, now: Date) =>
  reward.offeringSlug ? findOffering({ db, locale }, reward.offeringSlug, now) : Promise.resolve(null);

/**
 * Why a reward cannot go to a line, or null when it can: a bundle needs a line that could buy
 * it (active, of the offering's audience and kind); a bill discount a postpaid line in service.
 */
export function lineMisfit(reward: RewardRow, offering: OfferingOnSale | null, line: OwnedLine): string | null {
  if (line.status !== "active") return "line_not_in_service";
  if (reward.kind === "bill_discount") return line.billing === "postpaid" ? null : "reward_not_for_line";
  if (!offering) return null;
  try {
    checkEligible(line, { ...offering, sellable: true });
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.code === "line_not_in_service" ? error.code : "reward_not_for_line";
    throw error;
  }
}
