import { oneTypoApart } from "./fuzzy.ts";
import { ar } from "./lexicon/ar.ts";
import { type Concept, concepts, type Lexicon } from "./lexicon/concepts.ts";
import { en } from "./lexicon/en.ts";
import { ku } from "./lexicon/ku.ts";
import { tokenise } from "./normalise.ts";
import { lightStems, stems } from "./stems.ts";

type CueWord = { text: string; exact: boolean };
type Cue = { concept: Concept; words: CueWord[] };

function compile(lexicons: Lexicon[]): Cue[] {
  const cues: Cue[] = [];
  for (const lexicon of lexicons) {
    for (const concept of concepts) {
      for (const raw of lexicon[concept] ?? []) {
        const exact = raw.startsWith("=");
        const words = tokenise(exact ? raw.slice(1) : raw);
        // Two-letter words match whole even when not marked: "on" must not find "one".
        if (words.length > 0)
          cues.push({ concept, words: words.map((text) => ({ text, exact: exact || text.length < 3 })) });
      }
    }
  }
  return cues;
}

const CUES = compile([en, ar, ku]);

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
  for (const cue of CUES) {
    for (let start = 0; start + cue.words.length <= w.tokens.length; start++) {
      let ok = true;
      for (let k = 0; k < cue.words.length && ok; k++) {
        ok = wordMatches(w.forms[start + k] ?? [], w.light[start + k] ?? [], cue.words[k] as CueWord);
      }
      if (!ok) continue;
      const at = found.get(cue.concept) ?? new Set<number>();
      found.set(cue.concept, at);
      for (let k = 0; k < cue.words.length; k++) at.add(start + k);
    }
  }
  mask(found, "or_not", (i, at) => at.has(i), ["negation"]);
  // "Next week", "الشهر الماضي", "هەفتەی داهاتوو": a point in time, not a bundle's period.
  mask(found, "deixis", (i, at) => at.has(i - 1) || at.has(i + 1), ["daily", "weekly", "monthly"]);
  return found;
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
