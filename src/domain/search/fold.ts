/**
 * Folding text for search, so that what people type matches what is written: case, Latin
 * accents and Arabic diacritics (harakat, shadda, tatweel) are dropped; alef and hamza forms,
 * ta marbuta and ha, ya and alef maqsura, and the Arabic and Persian/Kurdish forms of the same
 * letter (ي/ی/ێ, ك/ک, ه/ە/ھ/ة, و/ۆ, ر/ڕ, ل/ڵ) become one; Arabic-Indic and Persian digits become
 * Latin. Anything that is not a letter or a digit becomes a space.
 */

const LETTERS: Record<string, string> = {
  "\u0622": "ا", // آ
  "\u0623": "ا", // أ
  "\u0625": "ا", // إ
  "\u0671": "ا", // ٱ
  "\u0649": "ي", // ى alef maqsura
  "\u06CC": "ي", // ی Persian/Kurdish yeh
  "\u06CE": "ي", // ێ Kurdish ê (Arabic keyboards have no such key)
  "\u0626": "ي", // ئ
  "\u06A9": "ك", // ک keheh
  "\u0629": "ه", // ة ta marbuta
  "\u06D5": "ه", // ە Kurdish e
  "\u06BE": "ه", // ھ heh doachashmee (Kurdish h)
  "\u06C1": "ه", // ہ
  "\u06C0": "ه", // ۀ
  "\u0624": "و", // ؤ
  "\u06C6": "و", // ۆ Kurdish o
  "\u06C7": "و", // ۇ
  "\u0695": "ر", // ڕ Kurdish rr
  "\u06B5": "ل", // ڵ Kurdish ll
  "\u0621": "", // ء lone hamza
  "\u0640": "", // ـ tatweel
  // Joiners and direction marks sit inside words ("وای‌فای"): they join, they do not split.
  "\u200C": "",
  "\u200D": "",
  "\u200E": "",
  "\u200F": "",
  "\u061C": "",
};
for (let i = 0; i < 10; i++) {
  LETTERS[String.fromCharCode(0x0660 + i)] = String(i);
  LETTERS[String.fromCharCode(0x06f0 + i)] = String(i);
}

const MARK = /\p{M}/u;
const WORD = /[\p{L}\p{N}]/u;

function foldChar(ch: string): string {
  const mapped = LETTERS[ch];
  if (mapped !== undefined) return mapped;
  let out = "";
  // NFKD also opens presentation forms and ligatures (ﻻ → لا).
  for (const part of ch.normalize("NFKD")) {
    if (MARK.test(part)) continue;
    out += LETTERS[part] ?? part;
  }
  out = out.toLowerCase();
  return WORD.test(out) ? out : out === "" ? "" : " ";
}

/**
 * The folded text and, for each of its UTF-16 units, the index in the original of the character
 * it came from, so a match found in folded text can be highlighted in the original.
 */
export function foldWithMap(text: string): { folded: string; origin: number[] } {
  let folded = "";
  const origin: number[] = [];
  let index = 0;
  for (const ch of text) {
    const out = foldChar(ch);
    for (const c of out) {
      // One space between words, never two.
      if (c === " " && (folded === "" || folded.endsWith(" "))) continue;
      folded += c;
      // One entry per UTF-16 unit, so positions in `folded` index `origin` directly.
      for (let unit = 0; unit < c.length; unit++) origin.push(index);
    }
    index += ch.length;
  }
  return { folded, origin };
}

export const fold = (text: string) => foldWithMap(text).folded.trim();

/** The words of a query, folded; at most eight, each as typed (no stemming). */
export const queryTerms = (query: string) => [...new Set(fold(query).split(" ").filter(Boolean))].slice(0, 8);
