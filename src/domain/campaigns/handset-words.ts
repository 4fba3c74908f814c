/**
 * What a visitor typed, as the Latin words of the handset list: Arabic-Indic and Persian digits
 * become 0-9, Arabic and Kurdish letter shapes are folded, and known spellings of brands and model
 * words ("غالاكسي", "ئایفۆن") become the Latin word ("galaxy", "iphone").
 */
import { handsetSpellings } from "./handset-spellings.ts";

const DIGITS: Record<string, string> = {};
for (let d = 0; d < 10; d++) {
  DIGITS[String.fromCharCode(0x0660 + d)] = String(d); // Arabic-Indic ٠-٩
  DIGITS[String.fromCharCode(0x06f0 + d)] = String(d); // Extended (Persian, Kurdish) ۰-۹
}

/** Letter shapes that spell the same sound in Arabic and Sorani keyboards, folded to one. */
const FOLD: Record<string, string> = {
  أ: "ا",
  إ: "ا",
  آ: "ا",
  ٱ: "ا",
  ئ: "ا",
  ى: "ي",
  ی: "ي",
  ێ: "ي",
  ک: "ك",
  ە: "ه",
  ة: "ه",
  ھ: "ه",
  ۆ: "و",
  ۊ: "و",
  ڵ: "ل",
  ڕ: "ر",
  ڤ: "ف",
};

/** Digits to 0-9, letters folded, marks and tatweel dropped, lower case. */
export function foldHandsetText(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u064B-\u065F\u0670\u0640\u200C\u200D]/g, "")
    .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => DIGITS[d] ?? d)
    .replace(/[أإآٱئىیێکەةھۆۊڵڕڤ]/g, (c) => FOLD[c] ?? c)
    .toLowerCase();
}

/** Folded spelling → Latin word; multi-word spellings ("وان بلس") are matched before single words. */
const spellings = new Map<string, string>();
for (const [latin, written] of Object.entries(handsetSpellings)) {
  for (const w of written) spellings.set(foldHandsetText(w), latin);
}
const phrases = [...spellings.keys()].filter((s) => s.includes(" ")).sort((a, b) => b.length - a.length);

/**
 * The words to look for, in Latin where a spelling is known: "ئایفۆن ١٥" → ["iphone", "15"]; an
 * Arabic article is no part of a name ("الايفون" is "iphone").
 */
export function handsetSearchWords(query: string): string[] {
  let text = ` ${foldHandsetText(query)
    .replace(/[^\p{L}\p{N}+]+/gu, " ")
    // "ايفون15": a number glued to Arabic-script letters is a word of its own.
    .replace(/(\p{Script=Arabic})(\p{N})/gu, "$1 $2")
    .replace(/(\p{N})(\p{Script=Arabic})/gu, "$1 $2")} `;
  for (const phrase of phrases) text = text.replaceAll(` ${phrase} `, ` ${spellings.get(phrase)} `);
  return text
    .split(" ")
    .filter(Boolean)
    .map((word) => spellings.get(word) ?? spellings.get(word.replace(/^ال/, "")) ?? word);
}
