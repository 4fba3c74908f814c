import { tokenise } from "./normalise.ts";

/**
 * Amounts of money as Iraqis write them: "5000", "٥٠٠٠", "5,000", "5k", "5 الاف", "10 ههزار",
 * "الفين", "ten thousand". Recharge cards come in thousands, so in a recharge "كارت ١٠" means
 * 10,000 dinars: with `thousandsIfSmall`, a bare number under 1,000 is read in thousands.
 */
const THOUSAND = new Set([
  "k",
  "الف",
  "الاف",
  "اف",
  "الاف",
  "thousand",
  "thousands",
  "هزار",
  "ههزار",
  "ههزاري",
  "ههزاريم",
  "ههزارم",
  "الفا",
  "الوف",
  "tho",
]);
const WORD_AMOUNTS: Record<string, number> = {
  الفين: 2000,
  الفان: 2000,
  الف: 1000,
  thousand: 1000,
  "two thousand": 2000,
  مليون: 1_000_000,
};
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  five: 5,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  "twenty five": 25,
  fifty: 50,
  hundred: 100,
  خمسه: 5,
  عشره: 10,
  عشرين: 20,
  خمسين: 50,
  ميه: 100,
  ثلاث: 3,
  ثلاثه: 3,
  دوو: 2,
  سي: 3,
  بينج: 5,
  ده: 10,
  بيست: 20,
  بهنجا: 50,
  سهد: 100,
};

export function extractAmount(text: string, thousandsIfSmall = false): number | undefined {
  const tokens = tokenise(text);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as string;
    let value: number | undefined;
    if (/^\d{1,7}$/.test(t)) {
      value = Number(t);
      // "5,000" and "5 000" arrive as two tokens.
      while (/^\d{3}$/.test(tokens[i + 1] ?? "") && value < 1000) value = value * 1000 + Number(tokens[++i]);
    } else if (NUMBER_WORDS[t] !== undefined) {
      value = NUMBER_WORDS[t];
    } else if (WORD_AMOUNTS[t] !== undefined) {
      return WORD_AMOUNTS[t];
    }
    if (value === undefined || value === 0) continue;
    const next = tokens[i + 1] ?? "";
    if (THOUSAND.has(next) || [...THOUSAND].some((w) => w.length > 3 && next.startsWith(w))) return value * 1000;
    if (value < 1000 && thousandsIfSmall) return value * 1000;
    return value;
  }
  return undefined;
}
