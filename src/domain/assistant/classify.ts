import { extractAmount } from "./amount.ts";
import { matchBundle } from "./bundle-match.ts";
import type { CatalogueEntry } from "./catalogue.ts";
import { findConcepts, words } from "./cues.ts";
import { kafooIntent } from "./kafoo-intent.ts";
import type { Concept } from "./lexicon/concepts.ts";
import { type FaqIndex, rankArticles } from "./retrieval.ts";
import type { Intent, Lang, Understanding } from "./types.ts";

export type Knowledge = { catalogue: CatalogueEntry[]; faq: FaqIndex };

/**
 * When an article answers: a high score alone, or a fair score that covers most of the question.
 * A customer who plainly asks (how, why, what does, which code) needs less than one who does not.
 */
const BAR = {
  asked: { score: 9, fair: 6, coverage: 0.5 },
  unasked: { score: 12, fair: 9, coverage: 0.6 },
} as const;
type Bar = (typeof BAR)[keyof typeof BAR];

const PERIODS: Concept[] = ["daily", "weekly", "monthly"];
/** Anything of these in a message makes it about something other than buying. */
const NOT_A_PURCHASE: Concept[] = [
  "negation",
  "price",
  "howto",
  "ask",
  "if",
  "expire",
  "renew",
  "still_active",
  "when",
  "balance",
  "remain",
  "bill",
  "owed",
  "complaint",
  "charge",
  "human",
  "lost",
  "suspend",
  "store",
  "recharge",
  "off",
  "info",
  "other_person",
  "can",
];
/** What may surround a bundle's name in a bare request ("weekly unlimited pls"). */
const REQUEST_WORDS: Concept[] = ["filler", "buy", "on", "bundle", "data", "units", "unlimited", "greet", ...PERIODS];

/**
 * The rules, in order of precedence. The order carries the safety rule: a purchase is recognised
 * only after every other reading (a person, a question, a price, a complaint, a state) has been
 * ruled out, and only with a clearly named bundle and a request to buy it.
 */
export function classify(text: string, lang: Lang, k: Knowledge): Understanding {
  const w = words(text);
  const found = findConcepts(w);
  const has = (c: Concept) => found.has(c);
  const covers = (allowed: Concept[], extra: Set<number> = new Set()) =>
    w.tokens.every((_, i) => extra.has(i) || allowed.some((c) => found.get(c)?.has(i)));
  const is = (intent: Intent, confidence: number, more: Partial<Understanding> = {}): Understanding => ({
    intent,
    lang,
    confidence,
    ...more,
  });
  const faq = (bar: Bar): Understanding | undefined => {
    const hits = rankArticles(k.faq, text);
    const top = hits[0];
    if (!top || !(top.score >= bar.score || (top.score >= bar.fair && top.coverage >= bar.coverage))) return undefined;
    const articles = hits.map(({ slug, score }) => ({ slug, score }));
    return is("faq", Math.min(1, top.score / (2 * bar.score)), { article: top.slug, articles });
  };

  if (w.tokens.length === 0) return is("unknown", 0);
  if (has("thanks") && covers(["thanks", "greet", "filler"])) return is("thanks", 0.95);
  if (has("greet") && covers(["greet", "filler"])) return is("greeting", 0.95);

  // Asking for a person in so many words, or to complain, goes to a person. A disputed charge
  // goes to one when the customer asks for one; alone ("I never subscribed, why was 5000
  // taken?") it is for the conversation to take down as a ticket, not a hand-over.
  if (has("human") || has("complaint") || (has("charge") && has("person"))) return is("human", 0.9);
  if (has("charge")) return is("unknown", 0.6);
  // Sending credit or taking an advance, asked for (not how it works): the conversation quotes it.
  const kafoo = kafooIntent(text, w, found, has);
  if (kafoo && !kafoo.asking) return is(kafoo.intent, kafoo.confidence, kafoo.more);
  // "How do I…", "why…", "what does … mean", "if I…", or paying for someone else's line: the
  // help articles answer these, if one does; a request for a person is next.
  const question = /[?؟]/.test(text);
  // "Can I pay my bill here with my card?" asks to do it; "can I recharge 300,000 at once?" asks
  // about a limit, and "can I recharge … to buy the hajj bundle?" how two things go together:
  // articles answer those.
  const actions = (["recharge", "buy", "pay", "on", "off"] as Concept[]).filter(has).length;
  const canI = has("can") && (has("limit") || (question && actions >= 2));
  // "My son, my brother": another person's line is a help question, but not "turn off data on my
  // number, my kid keeps using it", where the family member is the reason.
  const forOther = has("other_person") && !has("own_line");
  // "Will my line work in Turkey?": travel asked about, with no bundle or switch in it.
  const abroad =
    has("abroad") &&
    (question || has("ask")) &&
    !has("bundle") &&
    !([...PERIODS, "on", "off", "buy"] as Concept[]).some(has);
  // Iraqi "لو" opens an "if", but "لو سمحت" is "please".
  const lo = w.tokens[0] === "لو" && !found.get("filler")?.has(0);
  const asking = has("howto") || has("if") || lo || forOther || canI || abroad;
  if (asking) {
    const answer = faq(BAR.asked);
    if (answer) return answer;
  }
  // A bare "agent", "موظف", "کارمەند": a person, unless the help articles answered above.
  if (has("person")) return is("human", 0.85);
  // "How does the advance work?" with no article to answer it: the advance's own answer says how.
  if (kafoo) return is(kafoo.intent, kafoo.confidence, kafoo.more);

  // "I'm in Iran, switch roaming on", "going to hajj, activate roaming", "I'm in Turkey, turn the
  // internet on": where the customer is or goes and the service are what a switch says. They name
  // a bundle only beside a bundle word, a size, a period or "unlimited"; roaming said with no such
  // word is always the switch.
  const matched = matchBundle(k.catalogue, w, found);
  const placeOrService = (i: number) => (["roaming", "abroad", "data"] as Concept[]).some((c) => found.get(c)?.has(i));
  const saysBundle = has("bundle") || has("unlimited") || PERIODS.some(has);
  const bundle =
    matched && !saysBundle && (has("roaming") || [...matched.used].every(placeOrService)) ? undefined : matched;
  const bundleish = has("bundle") || bundle !== undefined || PERIODS.some(has);
  // Data or roaming said for itself, not as part of a bundle's name ("turn off data" after "the
  // youtube bundle finished"; not "cancel my data bundle").
  const free = (c: Concept) => {
    const near = new Set([...(found.get("bundle") ?? []), ...(bundle?.used ?? [])]);
    return [...(found.get(c) ?? [])].some((i) => !near.has(i - 1) && !near.has(i + 1));
  };
  const roamingSwitch = has("roaming") && free("roaming");
  const dataSwitch = has("data") && free("data");
  // "Stop roaming, I don't want extra charges": switching off is never a price question.
  if (has("off") && !has("line") && !has("howto")) {
    if (roamingSwitch) return is("roaming_off", 0.85);
    if (dataSwitch && !has("remain")) return is("data_off", 0.8);
  }
  // A price question never buys; prices are on the offer pages, not in the help articles. About a
  // bill it is either the amount ("how much is my bill") or what a charge on it means.
  // "How much is left on my 10gb" asks what remains, not a price.
  if (has("price") && !has("remain")) {
    if (!has("bill") && !has("owed") && !has("balance"))
      return bundle ? is("unknown", 0.6) : (faq(BAR.asked) ?? is("unknown", 0.5));
    const meaning = has("ask") ? faq(BAR.asked) : undefined;
    if (meaning) return meaning;
  }

  if (has("lost")) return is("suspend_line", 0.85);
  const toggles = has("data") || has("roaming");
  if (has("suspend") && !toggles) return is("suspend_line", 0.8);
  if (has("off") && has("line") && !toggles && !bundleish) return is("suspend_line", 0.7);

  const bareRequest = bundle !== undefined && covers(REQUEST_WORDS, bundle.used) && !question;
  if (bundle && (has("buy") || bareRequest) && !NOT_A_PURCHASE.some(has)) {
    return is("buy_bundle", bundle.confidence, { bundle: bundle.slug });
  }

  // "Stop", or "I don't want" it; a "no" further off is a reason ("enable roaming, no signal").
  const near = (a: Concept, b: Concept) =>
    [...(found.get(a) ?? [])].some((i) => [...(found.get(b) ?? [])].some((j) => j >= i && j - i <= 2));
  const stop = has("off") || near("negation", "buy") || near("negation", "on");
  if (roamingSwitch) {
    if (stop) return is("roaming_off", 0.85);
    if (has("on") || (has("buy") && !bundle)) return is("roaming_on", 0.85);
  }
  // "Disable data, it's eating my credit": the balance is the reason, the switch the request.
  if (dataSwitch && !has("remain") && (stop || !has("balance"))) {
    if (stop) return is("data_off", 0.8);
    if (has("on")) return is("data_on", 0.8);
  }

  // "Don't renew my bundle", "I don't want the weekly": nothing here can do that; a person can.
  if (bundleish && (has("negation") || (has("off") && !toggles))) return is("unknown", 0.6);
  // "Will my monthly renew?", "تجددت لو لا", "نوێ بووەوە یان نا؟": whether, not a request to renew.
  const renewQuestion =
    has("renew") && !has("howto") && (question || has("ask") || has("or_not") || has("when") || has("if"));
  // "expiry?", "صلاحيه", "بەسەرچوون": the word alone asks when the bundle ends.
  if (has("expire") && covers(["expire", "when", "ask", "filler", "still_active"])) return is("bundle_expiry", 0.6);
  const runsOut = bundleish || (has("expire") && (has("data") || has("units")));
  if (runsOut && (has("expire") || has("still_active") || has("when") || renewQuestion)) {
    return is("bundle_expiry", 0.8, bundle ? { bundle: bundle.slug } : {});
  }
  const amount = extractAmount(text, true);
  const topUp = has("recharge") || (has("balance") && amount !== undefined && !has("how_much"));
  if (topUp && !has("remain") && !has("bill") && !has("owed")) return is("recharge", 0.85, { amount });
  if (has("balance") || (has("remain") && (has("units") || has("data") || bundleish || has("how_much")))) {
    return is("balance", 0.85);
  }
  // "How much do I need to pay?" asks the amount of the bill, not to pay it.
  const payIt = has("pay") && !(has("how_much") && !has("owed"));
  if (has("bill") || has("owed")) return payIt ? is("pay_bill", 0.85) : is("last_bill", 0.8);
  // "I want to pay": what a customer pays here is a bill.
  if (has("pay") && !has("info") && !bundle) return payIt ? is("pay_bill", 0.6) : is("last_bill", 0.6);
  if (has("store") || (has("where") && /zain|زين|زهين/.test(w.tokens.join(" ")))) return is("nearest_store", 0.8);

  // "Activate the weekly internet bundle" with several that fit: asking which is the
  // conversation's job, not an article's.
  if (has("buy") && bundleish && !bundle && !asking && !has("ask")) return is("unknown", 0.5);
  const answer = faq(asking || has("ask") || has("can") ? BAR.asked : BAR.unasked);
  if (answer) return answer;
  // A named bundle with no request to buy it ("is the weekly unlimited worth it?"): not ours to guess.
  if (bundle) return is("unknown", 0.5);
  if (has("greet")) return is("greeting", 0.5);
  if (has("thanks")) return is("thanks", 0.5);
  return is("unknown", 0.3);
}
