import { oneTypoApart } from "./fuzzy.ts";
import { ar } from "./lexicon/ar.ts";
import { type Concept, concepts, type Lexicon } from "./lexicon/concepts.ts";
import { en } from "./lexicon/en.ts";
import { ku } from "./lexicon/ku.ts";
import { tokenise } from "./normalise.ts";
import { lightStems, stems } from "./stems.ts";

/** `gap`: up to GAP words may stand here ("بەشداری پاکێجی مانگانە بکە": a compound verb around its object). */
type CueWord = { text: string; exact: boolean; gap?: true };
type Cue = { concept: Concept; words: CueWord[] };
const GAP = 4;

function compile(lexicons: Lexicon[]): Cue[] {
  const cues: Cue[] = [];
  for (const lexicon of lexicons) {
    for (const concept of concepts) {
      for (const raw of lexicon[concept] ?? []) {
        const exact = raw.startsWith("=");
        const parts = (exact ? raw.slice(1) : raw).split("…").map(tokenise);
        // Two-letter words match whole even when not marked: "on" must not find "one".
        const words = parts.flatMap((part, i) => [
          ...(i > 0 ? [{ text: "", exact: true, gap: true as const }] : []),
          ...part.map((text) => ({ text, exact: exact || text.length < 3 })),
        ]);
        if (parts.every((p) => p.length > 0)) cues.push({ concept, words });
      }
    }
  }
  return cues;
}

const CUES = compile([en, ar, ku]);
/**
 * Cues whose first word must match whole are found through that word (most cues, and all the
 * generated Sorani verb forms); the others, which match a word's start or a typo, are tried at
 * every position. This keeps a message well under a millisecond.
 */
const BY_FIRST = new Map<string, Cue[]>();
const SCANNED: Cue[] = [];
for (const cue of CUES) {
  const first = cue.words[0] as CueWord;
  if (!first.exact) SCANNED.push(cue);
  else BY_FIRST.set(first.text, [...(BY_FIRST.get(first.text) ?? []), cue]);
}

/** A message's words, each with the forms it may stand for (`light`: one strip at most). */
export type Words = { tokens: string[]; forms: string[][]; light: string[][] };

export const words = (text: string): Words => {
  const tokens = tokenise(text);
  return { tokens, forms: tokens.map(stems), light: tokens.map(lightStems) };
};

function wordMatches(allForms: string[], lightForms: string[], word: CueWord): boolean {
  const forms = word.exact && word.text.length <= 3 ? lightForms : allForms;
  for (const f of forms) {
    if (f === word.text || (!word.exact && f.startsWith(word.text))) return true;
  }
  // Typos only against cues that are not whole-word: "charges" (=) must not take "charge".
  return !word.exact && oneTypoApart(forms[0] ?? "", word.text);
}

/** Where each concept occurs: concept → the token positions it covers. */
export type Found = Map<Concept, Set<number>>;

export function findConcepts(w: Words): Found {
  const found: Found = new Map();
  for (let start = 0; start < w.tokens.length; start++) {
    const candidates = new Set(SCANNED);
    for (const f of w.forms[start] ?? []) for (const cue of BY_FIRST.get(f) ?? []) candidates.add(cue);
    for (const cue of candidates) {
      const positions = matchAt(cue.words, 0, w, start);
      if (!positions) continue;
      const at = found.get(cue.concept) ?? new Set<number>();
      found.set(cue.concept, at);
      for (const i of positions) at.add(i);
    }
  }
  // "بە کارتی بانکی", "بالكارت": paying by bank card, not a recharge card.
  mask(found, "online", (i, at) => at.has(i), ["recharge"]);
  mask(found, "or_not", (i, at) => at.has(i), ["negation"]);
  // "Next week", "الشهر الماضي", "هەفتەی داهاتوو": a point in time, not a bundle's period.
  mask(found, "deixis", (i, at) => at.has(i - 1) || at.has(i + 1), ["daily", "weekly", "monthly"]);
  return found;
}

/** The positions of the cue's words from `start`, a gap taking the fewest words that let the rest match. */
function matchAt(cue: CueWord[], k: number, w: Words, start: number): number[] | undefined {
  const word = cue[k];
  if (!word) return [];
  if (word.gap) {
    for (let skip = 0; skip <= GAP; skip++) {
      const rest = matchAt(cue, k + 1, w, start + skip);
      if (rest) return rest;
    }
    return undefined;
  }
  if (start >= w.tokens.length || !wordMatches(w.forms[start] ?? [], w.light[start] ?? [], word)) return undefined;
  const rest = matchAt(cue, k + 1, w, start + 1);
  return rest && [start, ...rest];
}

/** Takes `from` concepts off the positions `by` claims: "or not" asks, it does not refuse. */
function mask(found: Found, by: Concept, claims: (i: number, at: Set<number>) => boolean, from: Concept[]) {
  const at = found.get(by);
  if (!at) return;
  for (const c of from) {
    const positions = found.get(c);
    if (!positions) continue;
    for (const i of [...positions]) if (claims(i, at)) positions.delete(i);
    if (positions.size === 0) found.delete(c);
  }
}

const SINGLE = CUES.filter((c) => c.words.length === 1);
const tokenCache = new Map<string, Concept[]>();

/** The concepts one word stands for on its own (single-word cues), remembered per word. */
export function wordConcepts(token: string): Concept[] {
  const key = token;
  let out = tokenCache.get(key);
  if (!out) {
    const set = new Set<Concept>();
    const forms = stems(token);
    const light = lightStems(token);
    for (const cue of SINGLE) if (wordMatches(forms, light, cue.words[0] as CueWord)) set.add(cue.concept);
    out = [...set];
    // Bounded: chat messages bring new words forever.
    if (tokenCache.size > 50_000) tokenCache.clear();
    tokenCache.set(key, out);
  }
  return out;
}
