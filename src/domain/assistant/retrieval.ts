import { findConcepts, wordConcepts, words } from "./cues.ts";
import type { Concept } from "./lexicon/concepts.ts";
import type { ArticleHit, Lang } from "./types.ts";

/** A help or FAQ article's text in each language (blocks already flattened to plain text). */
export type ArticleText = {
  slug: string;
  audience?: "personal" | "business";
  translations: Record<Lang, { title: string; summary: string; body: string }>;
};

/**
 * FAQ retrieval. Each question word scores by its rarity (idf) and by where an article has it:
 * in the title most, then the summary, then the body. FAQ questions are short and an article's
 * title says what it answers, so presence in a field matters more than counts. Words are the
 * assistant's folded words with glued-on parts taken off, and the lexicon's topics are extra
 * terms, so Iraqi or Sorani everyday words ("ضاعت", "كود") meet the articles' standard ones
 * ("فقدان", "رمز", "*200#"). An article scores as its best language.
 */
const TITLE = 2;
const SUMMARY = 1;
const BODY = 0.6;
const TOPIC_WEIGHT = 0.5;
/** The business knowledge centre answers fewer people: its articles rank lower unless the question is about a company. */
const BUSINESS_FACTOR = 0.75;
const BUSINESS_WORDS = /company|business|corporate|employee|شرك|اعمال|موظفين|مؤسس|كومبانيا|بزنس|كارمهندان|بازركاني/;

const TOPICAL = new Set<Concept>([
  "balance",
  "remain",
  "data",
  "bundle",
  "expire",
  "renew",
  "bill",
  "pay",
  "recharge",
  "roaming",
  "line",
  "lost",
  "store",
  "price",
  "suspend",
  "code",
  "abroad",
  "slow",
  "other_person",
  "account",
  "call",
  "limit",
  "online",
]);
const STOP = new Set(
  "i me my a an the is are am do does did to of in on for it and or with can what how when which you your be have has was will this that there from at by about get any so up"
    .split(" ")
    .concat(
      [
        "من",
        "في",
        "على",
        "عن",
        "ما",
        "هل",
        "شنو",
        "شلون",
        "كيف",
        "اريد",
        "ابي",
        "انا",
        "هو",
        "هي",
        "هذا",
        "مال",
        "لو",
        "اذا",
        "او",
        "الى",
        "مع",
        "شو",
        "يعني",
      ],
      [
        "له",
        "بو",
        "به",
        "و",
        "جي",
        "جيه",
        "جون",
        "من",
        "ئهم",
        "ئهو",
        "دهمهوي",
        "دهمهويت",
        "يان",
        "كه",
        "لهسهر",
        "دا",
        "ي",
        "م",
        "ئايا",
        "ئهكهر",
      ],
    ),
);
/** A USSD code ("*200*2#") answers "which code"; folding would keep only its digits. */
const USSD = /\*\d[\d*]*#/;

/** `topical`: the word names a topic, also counted as a term of its own. */
type Term = { forms: string[]; weight: number; topical: boolean; topics: string[] };

/** A text's terms: each word's forms, and the topics it names. */
function termsOf(text: string): Term[] {
  const w = words(text);
  const phrases = [...findConcepts(w)].filter(([c]) => TOPICAL.has(c));
  const out: Term[] = [];
  w.forms.forEach((f, i) => {
    const t = w.tokens[i] ?? "";
    if (STOP.has(t)) return;
    const all = new Set(f);
    // English loses a plural or an -ing, -ed ending.
    if (/^[a-z]{5,}$/.test(t)) all.add(t.replace(/(ies|es|s|ing|ed|ly)$/, ""));
    // Single-word cues, and the words of longer ones ("my mum", "top up") where they occur.
    const topics = [...new Set([...wordConcepts(t), ...phrases.filter(([, at]) => at.has(i)).map(([c]) => c)])].filter(
      (c) => TOPICAL.has(c),
    );
    const tags = topics.map((c) => `#${c}`);
    out.push({ forms: [...all], weight: 1, topical: topics.length > 0, topics: tags });
    for (const tag of tags) out.push({ forms: [tag], weight: TOPIC_WEIGHT, topical: false, topics: [] });
  });
  if (USSD.test(text)) out.push({ forms: ["#code"], weight: TOPIC_WEIGHT, topical: false, topics: [] });
  return out;
}

type Doc = { slug: string; factor: number; title: Set<string>; summary: Set<string>; body: Map<string, number> };
export type FaqIndex = { docs: Doc[]; df: Map<string, number> };

export function buildFaqIndex(articles: ArticleText[]): FaqIndex {
  const docs: Doc[] = [];
  const df = new Map<string, number>();
  for (const a of articles) {
    for (const lang of ["en", "ar", "ku"] as const) {
      const t = a.translations[lang];
      const set = (text: string) => new Set(termsOf(text).flatMap((term) => term.forms));
      const body = new Map<string, number>();
      for (const term of termsOf(t.body)) for (const f of term.forms) body.set(f, (body.get(f) ?? 0) + 1);
      const doc = {
        slug: a.slug,
        factor: a.audience === "business" ? BUSINESS_FACTOR : 1,
        title: set(t.title),
        summary: set(t.summary),
        body,
      };
      for (const f of new Set([...doc.title, ...doc.summary, ...body.keys()])) df.set(f, (df.get(f) ?? 0) + 1);
      docs.push(doc);
    }
  }
  return { docs, df };
}

/**
 * `coverage`: the share of the question's words (weighed by rarity) that the article has. Words
 * no article has weigh most, so "what's the weather in Erbil" covers little even when one word hits.
 */
export type RankedArticle = ArticleHit & { coverage: number };

/** The articles that best answer a question, best first; a score of about 10 is a clear match. */
export function rankArticles(index: FaqIndex, question: string, limit = 3): RankedArticle[] {
  const n = index.docs.length;
  const terms = termsOf(question);
  const business = BUSINESS_WORDS.test(words(question).tokens.join(" "));
  const best = new Map<string, { score: number; coverage: number }>();
  const idfOf = (df: number) => Math.log((n + 1) / (df + 0.5));
  let mass = 0;
  const counted = new Map<Term, boolean>();
  for (const term of terms) {
    const df = Math.max(...term.forms.map((f) => index.df.get(f) ?? 0));
    // A word no article has but whose topic they have ("dubai": travel) is not a miss.
    counted.set(term, term.weight === 1 && !(term.topical && df === 0));
    if (counted.get(term)) mass += idfOf(df);
  }
  for (const doc of index.docs) {
    let score = 0;
    let covered = 0;
    for (const term of terms) {
      let place = 0;
      let dfMax = 0;
      for (const f of term.forms) {
        const inBody = Math.min(1, (doc.body.get(f) ?? 0) / 2);
        place = Math.max(place, (doc.title.has(f) ? TITLE : 0) + (doc.summary.has(f) ? SUMMARY : 0) + BODY * inBody);
        dfMax = Math.max(dfMax, index.df.get(f) ?? 0);
      }
      // A word the article says in other words ("اونلاين": "الإلكتروني") is covered, not scored twice.
      const byTopic = term.topics.some((t) => doc.title.has(t) || doc.summary.has(t) || doc.body.has(t));
      if (place === 0) {
        if (byTopic && counted.get(term)) covered += idfOf(Math.max(...term.forms.map((f) => index.df.get(f) ?? 0)));
        continue;
      }
      score += term.weight * place * idfOf(dfMax);
      if (counted.get(term)) covered += idfOf(dfMax);
    }
    score *= business ? 1 : doc.factor;
    if (score > (best.get(doc.slug)?.score ?? 0)) best.set(doc.slug, { score, coverage: mass ? covered / mass : 0 });
  }
  return [...best]
    .map(([slug, b]) => ({
      slug,
      score: Math.round(b.score * 100) / 100,
      coverage: Math.round(b.coverage * 100) / 100,
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}
