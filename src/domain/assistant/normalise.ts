import { fold } from "../search/fold.ts";

/**
 * The assistant's normalisation: the search index's folding (src/domain/search/fold.ts) and, on
 * top, what chat messages need and search does not. Letters an Arabic keyboard lacks are typed
 * with their nearest Arabic one (گ as ك or ق, پ as ب, چ as ج, ڤ as ف), so they meet here; and a
 * letter drawn out for emphasis ("شكراااا", "pleaseee") counts once.
 */
const KEYBOARD: Record<string, string> = { گ: "ك", ڤ: "ف", پ: "ب", چ: "ج", ژ: "ز" };

export function normalise(text: string): string {
  const folded = fold(text)
    .replace(/[گڤپچژ]/g, (c) => KEYBOARD[c] ?? c)
    // Three or more of one letter are one letter; two stay ("need", "الله").
    .replace(/(\p{L})\1{2,}/gu, "$1");
  // "5gb", "10k", "١٠كيكا": a number glued to its unit is two words.
  return folded.replace(/(\d)(\p{L})/gu, "$1 $2").replace(/(\p{L})(\d)/gu, "$1 $2");
}

export const tokenise = (text: string): string[] => normalise(text).split(" ").filter(Boolean);
