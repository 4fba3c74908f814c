/**
 * Whose number a recharge or bill payment is for: one of the signed-in customer's own lines
 * (radio `line` = the line's id) or any other number typed in `msisdn` (`line` = "other", or
 * no radio at all for visitors who are not signed in). Shared by the pages and their actions.
 */

import type { LineSummary } from "../../src/contracts/api/lines.ts";
import { normalizeMsisdn } from "../../src/contracts/msisdn.ts";

export const OTHER_NUMBER = "other";

export type NumberPreset = {
  /** The own line chosen (its id), or OTHER_NUMBER. */
  selected: string;
  /** What the number field starts with. */
  typed: string;
};

/**
 * The choice a page starts with: `?line=` names an own line (by id or number in any form) or,
 * for anyone, a number to fill in; without it the first own line is chosen.
 */
export function presetNumber(lines: LineSummary[], wanted: string | null, prefixes: readonly string[]): NumberPreset {
  const normalized = wanted ? normalizeMsisdn(wanted, prefixes) : null;
  const own = lines.find((l) => l.id === wanted || (normalized !== null && l.msisdn === normalized));
  if (own) return { selected: own.id, typed: "" };
  if (normalized) return { selected: OTHER_NUMBER, typed: `0${normalized.slice(3)}` };
  return { selected: lines[0]?.id ?? OTHER_NUMBER, typed: "" };
}

/** The number a submitted form names: the own line whose radio is checked, else what was typed. */
export function chosenMsisdn(form: Record<string, unknown>, lines: LineSummary[]): string {
  const own = lines.find((l) => l.id === form.line);
  if (own) return own.msisdn;
  return typeof form.msisdn === "string" ? form.msisdn : "";
}

/** The lines a page offers: prepaid lines to recharge (broadband first on the MBB page), postpaid ones to pay. */
export function linesFor(lines: LineSummary[], purpose: "recharge" | "mbb" | "bill"): LineSummary[] {
  const usable = lines.filter((l) => l.status !== "terminated");
  if (purpose === "bill") return usable.filter((l) => l.billing === "postpaid");
  const prepaid = usable.filter((l) => l.billing === "prepaid");
  if (purpose === "recharge") return prepaid;
  return [...prepaid.filter((l) => l.kind === "broadband"), ...prepaid.filter((l) => l.kind !== "broadband")];
}
