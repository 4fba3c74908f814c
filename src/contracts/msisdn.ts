/**
 * Iraqi mobile numbers as customers type them: with or without +964 / 00964, with a leading 0
 * or not, with spaces or dashes, in Latin or Arabic-Indic (or Persian) digits. Shared by the
 * browser (instant feedback) and the API (the authority).
 */
const DIGITS: Record<string, string> = {};
for (let i = 0; i < 10; i++) {
  DIGITS[String.fromCharCode(0x0660 + i)] = String(i); // Arabic-Indic
  DIGITS[String.fromCharCode(0x06f0 + i)] = String(i); // Extended (Persian/Kurdish)
}

/** Turns Arabic-Indic and Persian digits into Latin ones; other characters are kept. */
export function latinDigits(input: string): string {
  return input.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => DIGITS[d] ?? d);
}

/** Default accepted prefixes: 0780-0789 and 0790-0799 (configuration may change them). */
export const DEFAULT_MOBILE_PREFIXES = ["078", "079"];

/**
 * Returns the number as E.164 digits without "+" (9647XXXXXXXXX), or null when it is not a
 * mobile number of the network. `prefixes` are national prefixes such as "078" or "0781".
 */
export function normalizeMsisdn(input: string, prefixes: readonly string[] = DEFAULT_MOBILE_PREFIXES): string | null {
  let digits = latinDigits(input).replace(/[\s\-().\u200e\u200f]/g, "");
  if (digits.startsWith("+")) digits = digits.slice(1);
  else if (digits.startsWith("00")) digits = digits.slice(2);
  if (!/^\d+$/.test(digits)) return null;
  let national: string;
  if (digits.startsWith("964") && digits.length === 13) national = `0${digits.slice(3)}`;
  else if (digits.startsWith("0") && digits.length === 11) national = digits;
  else if (digits.startsWith("7") && digits.length === 10) national = `0${digits}`;
  else return null;
  if (!prefixes.some((p) => national.startsWith(p))) return null;
  return `964${national.slice(1)}`;
}

/** 9647801234567 → 0780 123 4567, the way Iraqis write numbers. */
export function formatMsisdn(msisdn: string): string {
  const national = `0${msisdn.slice(3)}`;
  return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
}

/** 9647801234567 → 0780 ••• ••67, for receipts and places that must not show the whole number. */
export function maskMsisdn(msisdn: string): string {
  const national = `0${msisdn.slice(3)}`;
  return `${national.slice(0, 4)} ••• ••${national.slice(-2)}`;
}

/** Parses "0780-0789,0790-0799" or "078,079" into national prefixes. */
export function parsePrefixes(spec: string): string[] {
  return spec
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part) => {
      const [from, to] = part.split("-");
      if (!from || !/^0\d{2,3}$/.test(from)) throw new Error(`bad prefix "${part}"`);
      if (!to) return [from];
      if (!/^0\d{2,3}$/.test(to) || to.length !== from.length || to < from) throw new Error(`bad range "${part}"`);
      const out: string[] = [];
      for (let n = Number(from); n <= Number(to); n++) out.push(String(n).padStart(from.length, "0"));
      return out;
    });
}

/** Every Iraqi mobile network (Korek 075, Asiacell 077, Zain 078 and 079): a buyer need not be ours yet. */
export const IRAQI_MOBILE_PREFIXES = ["075", "077", "078", "079"] as const;
