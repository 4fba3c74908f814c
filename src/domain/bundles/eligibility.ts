import { DomainError } from "../errors.ts";
import type { OwnedLine } from "../lines/line-access.ts";

/** What myzain can sell: bundles and broadband plans. Plans, SIMs and phones are ordered. */
export const PURCHASABLE = [
  "data_bundle",
  "voice_data_bundle",
  "social_bundle",
  "roaming_bundle",
  "international_bundle",
  "mbb_plan",
];

/** Whether a line may take an offering: its type, the line's kind and the offering's audience. */
export function checkEligible(line: OwnedLine, offering: { type: string; audiences: string[]; sellable: boolean }) {
  if (!PURCHASABLE.includes(offering.type)) throw new DomainError("invalid", "offering_not_purchasable");
  if (!offering.sellable) throw new DomainError("conflict", "offering_not_on_sale");
  if (line.status !== "active") throw new DomainError("conflict", "line_not_in_service");
  const forLine =
    offering.audiences.includes(line.billing) ||
    (line.accountKind === "business" && offering.audiences.includes("business"));
  const kindFits = (offering.type === "mbb_plan") === (line.kind === "broadband");
  if (!kindFits || !forLine) throw new DomainError("conflict", "offering_not_for_line");
}
