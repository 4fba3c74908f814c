/**
 * How visitors write phone brands and model words in Arabic and Kurdish (Sorani) script, mapped to
 * the Latin word the handset list uses. Spellings are listed as people type them; the search folds
 * letter variants first (handset-words.ts), so "ئایفۆن" and "آيفون" need no separate entry once
 * folded, but the spellings that differ by more than a letter shape (غ/ج/گ for "g") are all here.
 */
export const handsetSpellings: Readonly<Record<string, readonly string[]>> = {
  // Brands
  apple: ["ابل", "آبل", "أبل", "ئەپڵ", "ئەپل"],
  samsung: ["سامسونج", "سامسونگ", "سامسونك", "سامسنج", "سامسۆنگ"],
  xiaomi: ["شاومي", "شياومي", "شاومى", "شیاومی", "شاوومی", "شياومى"],
  huawei: ["هواوي", "هواوى", "هواوی", "هوواوی", "ھواوی"],
  nokia: ["نوكيا", "نوکیا", "نۆکیا"],
  oppo: ["اوبو", "أوبو", "ئۆپۆ", "اوپو"],
  realme: ["ريلمي", "ريل مي", "ڕیلمی", "ریلمی"],
  google: ["جوجل", "غوغل", "قوقل", "گووگڵ", "گوگل"],
  honor: ["هونر", "اونر", "أونر", "ھۆنەر", "هۆنەر", "ئۆنەر"],
  infinix: ["انفينكس", "إنفينكس", "ئینفینیکس", "انفنكس"],
  motorola: ["موتورولا", "مۆتۆرۆلا"],
  vivo: ["فيفو", "ڤیڤۆ", "ڤیڤو"],
  oneplus: ["ونبلس", "وان بلس", "ون بلس", "وەن پلەس"],
  tecno: ["تكنو", "تيكنو", "تەکنۆ", "تێکنۆ"],
  itel: ["ايتل", "آيتل", "ئایتێل", "ئایتل"],
  // Series and model words
  iphone: ["ايفون", "آيفون", "أيفون", "ئایفۆن", "ئایفون", "ايفوون"],
  galaxy: ["غالاكسي", "جالاكسي", "جلاكسي", "كالاكسي", "گالاکسی", "گەلاکسی", "گالاکسي", "غلاكسي"],
  redmi: ["ريدمي", "ردمي", "ڕێدمی", "ریدمی"],
  note: ["نوت", "نۆت"],
  pro: ["برو", "پرو", "پڕۆ", "پرۆ"],
  max: ["ماكس", "ماکس"],
  plus: ["بلس", "پلەس", "پلس"],
  ultra: ["الترا", "ألترا", "ئەڵترا", "ئولترا", "ئەلترا"],
  mini: ["ميني", "مینی"],
  pixel: ["بكسل", "بيكسل", "پیکسڵ", "پیکسل"],
  nova: ["نوفا", "نۆڤا", "نوڤا"],
  pura: ["بورا", "پورا", "پۆرا"],
  mate: ["ميت", "مايت", "مەیت"],
  flip: ["فليب", "فلیپ"],
  fold: ["فولد", "فۆڵد", "فۆلد"],
  lite: ["لايت", "لایت"],
  poco: ["بوكو", "پۆکۆ", "پوکو"],
  reno: ["رينو", "ڕێنۆ", "رینو"],
  moto: ["موتو", "مۆتۆ"],
  air: ["اير", "إير", "ئێر", "ئەیر"],
  spark: ["سبارك", "سپارک"],
  camon: ["كامون", "کامۆن"],
  nord: ["نورد", "نۆرد"],
};
