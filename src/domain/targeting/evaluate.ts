/**
 * Runs the targeting rules over one line's facts: which offerings the line is offered, why (the
 * first condition's reason with its real figure) and how strongly (the rule's weight plus up to
 * 20 for how far the line is past the condition's threshold).
 */
import { type Condition, ENDING_OFFERING, type TargetingRule } from "../../contracts/targeting.ts";
import { hasMessage, translate } from "../../i18n/catalogue.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import type { LineFacts } from "./line-facts.ts";

export type ReasonFigures = Record<string, string | number>;
export type Reason = { code: Condition["kind"]; figures: ReasonFigures };
export type Match = { rule: string; offering: string; score: number; reason: Reason };

/** A condition that holds: its figures and its strength (0-20). */
type Held = { figures: ReasonFigures; strength: number; offering?: string };

/** 0 at the threshold, 20 at three times it. */
const beyond = (value: number, threshold: number) =>
  Math.max(0, Math.min(20, Math.round(((value - threshold) / threshold) * 10)));

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

const regionNames = new Map<LocaleCode, Intl.DisplayNames>();
/** A country's name as the site writes it (offers' countries.*), else as Intl does (Sorani through ckb). */
function countryName(locale: LocaleCode, code: string): string {
  if (hasMessage(`countries.${code}`)) return translate(locale, `countries.${code}`);
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale === "ku" ? "ckb" : locale], { type: "region" });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

async function check(c: Condition, facts: LineFacts, locale: LocaleCode): Promise<Held | null> {
  switch (c.kind) {
    case "segment":
      return facts.segments.has(c.segment) ? { figures: {}, strength: 0 } : null;
    case "region":
      return facts.governorate?.zone === c.zone
        ? { figures: { place: facts.governorate.name[locale] }, strength: 0 }
        : null;
    case "heavy_data_without_bundle": {
      if (facts.hasDataBundle) return null;
      const mb = (await facts.dataOutsideBundlesKb(c.days)) / 1024;
      if (mb < c.minMb) return null;
      return { figures: { gb: oneDecimal(mb / 1024), count: c.days }, strength: beyond(mb, c.minMb) };
    }
    case "bundle_ending": {
      const [ending] = await facts.endingWithin(c.withinHours);
      if (!ending) return null;
      return { figures: { bundle: ending.name }, strength: 10, offering: ending.offeringSlug };
    }
    case "low_balance":
      return facts.billing === "prepaid" && facts.balanceIqd < c.belowIqd && facts.balanceIqd >= c.atLeastIqd
        ? { figures: { balance: facts.balanceIqd }, strength: beyond(c.belowIqd, Math.max(1, facts.balanceIqd)) }
        : null;
    case "roaming_on":
      return facts.roamingOn ? { figures: {}, strength: 0 } : null;
    case "usage_abroad": {
      const visited = (await facts.countriesAbroad(c.days)).filter((k) => !c.countries || c.countries.includes(k));
      const [country] = visited;
      return country ? { figures: { country: countryName(locale, country), count: c.days }, strength: 10 } : null;
    }
    case "off_net_minutes": {
      const minutes = Math.round((await facts.offNetSeconds(c.days)) / 60);
      if (minutes < c.minMinutes) return null;
      return { figures: { minutes, count: c.days }, strength: beyond(minutes, c.minMinutes) };
    }
  }
}

/** The rules that hold for the line, best first; one match per offering (its best). */
export async function evaluate(
  rules: readonly TargetingRule[],
  facts: LineFacts,
  locale: LocaleCode,
): Promise<Match[]> {
  const best = new Map<string, Match>();
  for (const rule of rules) {
    const held: Held[] = [];
    for (const condition of rule.when) {
      const result = await check(condition, facts, locale);
      if (!result) break;
      held.push(result);
    }
    const [first] = rule.when;
    const [reason] = held;
    if (held.length !== rule.when.length || !first || !reason) continue;
    const ending = held.find((h) => h.offering)?.offering;
    const offering = rule.offering === ENDING_OFFERING ? ending : rule.offering;
    if (!offering) continue;
    const score = rule.weight + Math.max(...held.map((h) => h.strength));
    const known = best.get(offering);
    if (!known || known.score < score) {
      best.set(offering, { rule: rule.id, offering, score, reason: { code: first.kind, figures: reason.figures } });
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score || a.offering.localeCompare(b.offering));
}
