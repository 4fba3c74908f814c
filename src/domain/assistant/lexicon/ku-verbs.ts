/**
 * Sorani verbs in the forms people type, generated rather than listed one by one. A verb is a
 * present stem ("کڕ" buy, "خە" put, "کە" do) with a mood prefix in front — ب (imperative and
 * "that I …"), بی (the same with "it": "بیکڕە"), دە/ئە (present, the second spoken), or none in
 * speech after a preverb ("داخە" for "دابخە") — a personal ending behind (ە, م, ین, ن, یت, ێت, ات),
 * and sometimes a preverb before all (دا, ڕا, هەڵ) or the particle "ەوە" after ("بکوژێنەوە").
 * Compound verbs are a word and "کردن" (do): "چالاک بکە", "بەشداری … بکە" with the object between.
 */
type Verb = { stem: string; pre?: string; after?: "ەوە"; spoken?: boolean };

const MOODS = ["ب", "بی", "دە", "دەی", "ئە", "ئەی"];
/**
 * Endings after a stem that ends in a consonant ("کڕ") and after one that ends in ە ("کە", "خە").
 * Customers speak of themselves and to us, so no "he/she" endings, and the present only with
 * "I", "we", "they": once folded, "دەکڕێت" (buys) and "دەکڕیت" (you buy) would be "دەکرێت" (it can
 * be done).
 */
const CONSONANT = ["ە", "م", "ین", "ن", "یت", "ی"];
const VOWEL = ["", "م", "ین", "ن", "یت"];

function endings(stem: string, after?: "ەوە"): string[] {
  const vowel = stem.endsWith("ە");
  const base = vowel ? VOWEL : CONSONANT;
  if (!after) return base.map((e) => stem + e);
  // "بکوژێنەوە", "بکوژێنمەوە"; a vowel stem takes ر in the imperative: "بکەرەوە".
  const core = vowel ? stem.slice(0, -1) : stem;
  return [`${core}${vowel ? "ەرەوە" : "ەوە"}`, ...["م", "ین", "ن", "یت"].map((e) => `${vowel ? stem : core}${e}ەوە`)];
}

/** Every form of one verb, as whole-word cues. */
export function conjugate({ stem, pre = "", after, spoken }: Verb): string[] {
  const moods = spoken && pre ? [...MOODS, ""] : MOODS;
  const out = new Set<string>();
  for (const mood of moods) {
    const present = !mood.startsWith("ب") && mood !== "";
    for (const form of endings(stem, after)) {
      if (present && !/(م|ین|ن)(ەوە)?$/.test(form)) continue;
      // After a preverb "it" comes first: "دایبخە", "دایدەخەم".
      const m = pre && mood.endsWith("ی") ? `ی${mood.slice(0, -1)}` : mood;
      out.add(`=${pre}${m}${form}`);
    }
  }
  return [...out];
}

/** A word with "کردن" after it ("چالاک بکە", "چالاکی بکە"), optionally with words between. */
export function withDo(noun: string, gap = false): string[] {
  const sep = gap ? " … " : " ";
  return conjugate({ stem: "کە" }).map((form) => `=${noun}${sep}${form.slice(1)}`);
}

/** "I want", "we want" and the spoken "دەمەوی", "ئەمەوێ"; with نا, "I don't want". */
export function want(negative = false): string[] {
  const out: string[] = [];
  for (const mood of negative ? ["نا"] : ["دە", "ئە"])
    for (const who of ["م", "مان"]) for (const end of ["ەوێت", "ەوێ", "ەوی", "ەویت"]) out.push(`=${mood}${who}${end}`);
  return out;
}
