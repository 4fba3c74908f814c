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

/**
 * Numbers said as words, as voice typing and careful writers give them ("one gig", "خمسه الاف",
 * "یەک گیگا"), read as digits so sizes and amounts meet the catalogue. Folded forms; words with a
 * second everyday sense stay words (Sorani سێ/سی is 3 or 30 once folded, نۆ is also "new").
 */
// biome-ignore format: word lists
const NUMBER_WORDS = new Map<string, string>([
  ["one", "1"], ["two", "2"], ["three", "3"], ["four", "4"], ["five", "5"], ["six", "6"], ["seven", "7"],
  ["eight", "8"], ["nine", "9"], ["ten", "10"], ["fifteen", "15"], ["twenty", "20"], ["thirty", "30"], ["fifty", "50"],
  ["hundred", "100"],
  ["واحد", "1"], ["وحده", "1"], ["اثنين", "2"], ["ثنين", "2"], ["اثنان", "2"], ["ثلاث", "3"], ["ثلاثه", "3"], ["تلاث", "3"],
  ["تلاثه", "3"], ["اربع", "4"], ["اربعه", "4"], ["خمس", "5"], ["خمسه", "5"], ["سته", "6"], ["سبع", "7"], ["سبعه", "7"],
  ["ثمانيه", "8"], ["تسعه", "9"], ["عشر", "10"], ["عشره", "10"], ["عشرين", "20"], ["ثلاثين", "30"], ["خمسين", "50"],
  ["ميه", "100"], ["مائه", "100"], ["خمسطعش", "15"],
  ["يهك", "1"], ["دوو", "2"], ["جوار", "4"], ["بينج", "5"], ["شهش", "6"], ["حهوت", "7"], ["ههشت", "8"], ["ده", "10"],
  ["بيست", "20"], ["بهنجا", "50"], ["سهد", "100"],
]);

export const tokenise = (text: string): string[] =>
  normalise(text)
    .split(" ")
    .filter(Boolean)
    .map((t) => NUMBER_WORDS.get(t) ?? t);
