/**
 * The forms a folded Arabic-script word may stand for once what is glued to it comes off: Arabic
 * conjunctions, prepositions and the article in front ("بالمفتوح", "والرصيد"), Arabic pronouns
 * and Sorani articles, possessives and plurals behind ("فاتورتي", "پاکێجەکەم", "هێڵەکانم").
 * One layer each side is enough for chat messages; what is left keeps at least three letters
 * (two for a front strip), so short words do not collapse into others.
 */
const FRONT = ["وبال", "وال", "بال", "فال", "كال", "لل", "ال", "و", "ب", "ل", "ف"];
const BACK = [
  "هكانمان",
  "هكانم",
  "هكانت",
  "هكاني",
  "هكان",
  "هكهمان",
  "هكهم",
  "هكهت",
  "هكهي",
  "هكه",
  "يهكهم",
  "يهكه",
  "كانم",
  "كان",
  "كهم",
  "يهكي",
  "يهك",
  "هوه",
  // Iraqi imperatives with "for me": "سكرولي", "شحنلي", "فعللي".
  "ولي",
  "للي",
  "لي",
  // Sorani ezafe after a noun: "گیگایەی", "پاکێجەی".
  "هي",
  "مان",
  "تان",
  "يان",
  "ات",
  "ين",
  "ون",
  "يك",
  "كم",
  "هم",
  "ها",
  "نا",
  "يه",
  "م",
  "ت",
  "ي",
  "ه",
  "ك",
  "ج",
];

const ARABIC_SCRIPT = /^\p{Script=Arabic}/u;

/** Arabic pronouns, before which a ta marbuta is written as ta. */
const PRONOUNS = new Set(["ي", "ك", "ه", "ها", "هم", "نا", "كم", "يه", "ج"]);

function backStrips(word: string, out: Set<string>) {
  for (const s of BACK) {
    if (!word.endsWith(s) || word.length - s.length < 3) continue;
    const base = word.slice(0, -s.length);
    out.add(base);
    // فاتورتي → فاتورت → فاتوره; not after Sorani endings: "نێتەکەم" is not "نێه".
    if (base.endsWith("ت") && PRONOUNS.has(s)) out.add(`${base.slice(0, -1)}ه`);
  }
}

function strip(token: string, deep: boolean): string[] {
  if (!ARABIC_SCRIPT.test(token)) return [token];
  const out = new Set([token]);
  backStrips(token, out);
  for (const p of FRONT) {
    if (!token.startsWith(p) || token.length - p.length < 2) continue;
    const rest = token.slice(p.length);
    out.add(rest);
    if (deep) backStrips(rest, out);
  }
  return [...out];
}

/** The word and what it may stand for with one layer off the front, the back, or both. */
export const stems = (token: string) => strip(token, true);

/** One layer off one side only: for short cues ("كيف" must not be found in "بكيفي"). */
export const lightStems = (token: string) => strip(token, false);
