import { extractAmount } from "./amount.ts";
import { matchBundle } from "./bundle-match.ts";
import type { CatalogueEntry } from "./catalogue.ts";
import { findConcepts, words } from "./cues.ts";
import type { Concept } from "./lexicon/concepts.ts";
import { type FaqIndex, rankArticles } from "./retrieval.ts";
import type { Intent, Lang, Understanding } from "./types.ts";

export type Knowledge = { catalogue: CatalogueEntry[]; faq: FaqIndex };

/** BM25 scores an answer must reach: lower when the customer plainly asks how or what, higher otherwise. */
export const FAQ_WHEN_ASKED = 5;
export const FAQ_OTHERWISE = 8;

const PERIODS: Concept[] = ["daily", "weekly", "monthly"];
/** Anything of these in a message makes it about something other than buying. */
const NOT_A_PURCHASE: Concept[] = [
  "negation", "price", "howto", "ask", "if", "expire", "renew", "still_active", "when", "balance", "remain", "bill",
  "owed", "complaint", "human", "lost", "suspend", "store", "recharge",
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
  const faq = (threshold: number): Understanding | undefined => {
    const hits = rankArticles(k.faq, text);
    const top = hits[0];
    if (!top || top.score < threshold) return undefined;
    return is("faq", Math.min(1, top.score / (2 * threshold)), { article: top.slug, articles: hits });
  };

  if (w.tokens.length === 0) return is("unknown", 0);
  if (has("thanks") && covers(["thanks", "greet", "filler"])) return is("thanks", 0.95);
  if (has("greet") && covers(["greet", "filler"])) return is("greeting", 0.95);

  if (has("human") || has("complaint")) return is("human", 0.9);

  const asking = has("howto") || has("if") || w.tokens[0] === "لو";
  if (asking) {
    const answer = faq(FAQ_WHEN_ASKED);
    if (answer) return answer;
  }

  const bundle = matchBundle(k.catalogue, w, found);
  const bundleish = has("bundle") || bundle !== undefined || PERIODS.some(has);
  // A price question never buys; prices are on the offer pages, not in the help articles.
  if (has("price")) return bundle ? is("unknown", 0.6) : (faq(FAQ_WHEN_ASKED) ?? is("unknown", 0.5));

  if (has("lost")) return is("suspend_line", 0.85);
  const toggles = has("data") || has("roaming");
  if (has("suspend") && !toggles) return is("suspend_line", 0.8);
  if (has("off") && has("line") && !toggles && !bundleish) return is("suspend_line", 0.7);

  const question = /[?؟]/.test(text);
  const bareRequest = bundle !== undefined && covers(REQUEST_WORDS, bundle.used) && !question;
  if (bundle && (has("buy") || bareRequest) && !NOT_A_PURCHASE.some(has)) {
    return is("buy_bundle", bundle.confidence, { bundle: bundle.slug });
  }

  const stop = has("off") || (has("negation") && (has("buy") || has("on")));
  if (has("roaming") && !bundle) {
    if (stop) return is("roaming_off", 0.85);
    if (has("on") || has("buy")) return is("roaming_on", 0.85);
  }
  if (has("data") && !bundle && !has("remain") && !has("balance")) {
    if (stop) return is("data_off", 0.8);
    if (has("on")) return is("data_on", 0.8);
  }

  // "Don't renew my bundle", "I don't want the weekly": nothing here can do that; a person can.
  if (bundleish && has("negation")) return is("unknown", 0.6);
  if (bundleish && (has("expire") || has("still_active") || has("when"))) {
    return is("bundle_expiry", 0.8, bundle ? { bundle: bundle.slug } : {});
  }
  if (has("recharge") && !has("remain") && !has("bill") && !has("owed")) {
    return is("recharge", 0.85, { amount: extractAmount(text, true) });
  }
  if (has("balance") || (has("remain") && (has("units") || has("data") || bundleish || has("how_much")))) {
    return is("balance", 0.85);
  }
  if (has("bill") || has("owed")) return has("pay") ? is("pay_bill", 0.85) : is("last_bill", 0.8);
  if (has("store") || (has("where") && /zain|زين|زهين/.test(w.tokens.join(" ")))) return is("nearest_store", 0.8);

  const answer = faq(asking || has("ask") ? FAQ_WHEN_ASKED : FAQ_OTHERWISE);
  if (answer) return answer;
  if (has("greet")) return is("greeting", 0.5);
  if (has("thanks")) return is("thanks", 0.5);
  return is("unknown", 0.3);
}
