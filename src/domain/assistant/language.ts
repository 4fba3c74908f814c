import { fold } from "../search/fold.ts";
import type { Lang } from "./types.ts";

/**
 * Which language a message is in, from its letters and a few very common words. Latin letters
 * mean English. In Arabic script, letters only Sorani uses (ە ێ ۆ ڕ ڵ ڤ) decide at once; when
 * Kurdish is typed on an Arabic keyboard those letters are missing, so common Sorani and Iraqi
 * Arabic words are counted instead. A tie goes to Arabic, the more common of the two.
 */
const SORANI_LETTERS = /[ەێۆڕڵڤھ]/gu;
/** Shared with Persian and Iraqi spelling, so a hint rather than proof. */
const SORANI_HINTS = /[یکپچژگ]/gu;

// biome-ignore format: word lists
const SORANI_WORDS = new Set(
  [
    "له", "بو", "بوم", "به", "چهند", "چهنده", "دهمهوي", "دهمهويت", "دهويت", "ماوه", "بكه", "كهي", "چون", "چي", "چييه",
    "ههيه", "نييه", "نيه", "ئهم", "ئهو", "يان", "لهسهر", "تكايه", "سوپاس", "هيلهكهم", "پاكيج", "پاكيجي", "بكرم", "بده",
    "بدهم", "دهكات", "دهبيت", "بيت", "بوو", "نا", "ئايا", "كوييه", "كوي", "ههزار", "ههزاري", "ئيستا", "زور", "باشه",
    "مانگانه", "ههفتانه", "روژانه", "پسووله", "ژماره", "هيل", "سيم", "ئينتهرنيت", "داخه", "دابخه", "دهكهم", "لهگهل",
  ].map((w) => fold(w)),
);
// biome-ignore format: word lists
const ARABIC_WORDS = new Set(
  [
    "اريد", "ابي", "شكد", "شلون", "وين", "شنو", "هسه", "مال", "عندي", "لو", "في", "على", "عن", "هل", "كيف", "متى", "شوكت",
    "الى", "من", "مو", "ما", "لا", "هذا", "هاي", "اكو", "ماكو", "رصيدي", "باقه", "الباقه", "خطي", "فاتورتي", "حتى", "مع",
    "يعني", "ليش", "اشتري", "اشحن", "شحن", "عليكم", "مرحبا", "شكرا", "ابغى", "كم", "هو", "هي", "الي", "لي", "بعد",
  ].map((w) => fold(w)),
);

export function detectLanguage(text: string): Lang {
  const latin = (text.match(/\p{Script=Latin}/gu) ?? []).length;
  const arabic = (text.match(/\p{Script=Arabic}/gu) ?? []).length;
  if (latin > arabic) return "en";
  if (arabic === 0) return "en";
  let ku = (text.match(SORANI_LETTERS) ?? []).length * 3 + (text.match(SORANI_HINTS) ?? []).length;
  let ar = (text.match(/[ةىأإؤ]/gu) ?? []).length * 2;
  for (const word of fold(text).split(" ")) {
    if (SORANI_WORDS.has(word)) ku += 2;
    if (ARABIC_WORDS.has(word)) ar += 2;
    // The Arabic article opens many words; Sorani has none.
    if (word.startsWith("ال") && word.length > 3) ar += 1;
  }
  return ku > ar ? "ku" : "ar";
}
