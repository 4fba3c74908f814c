/**
 * Parts of Arabic and Kurdish text that the language rules must leave alone (decision 066):
 * addresses and placeholders are not words at all, and codes, phone numbers and Latin names keep
 * their Latin digits because people type, dial or read them that way.
 */
import { glossary } from "./glossary.ts";

export type Span = { start: number; end: number };

const UNIT_NAMES = glossary.units.map((u) => u.latin).join("|");

/** `{placeholders}`, URLs, e-mail addresses and site paths. */
const ADDRESSES = [
  /\{[^{}]*\}/g,
  /https?:\/\/[^\s،,)»"]+/g,
  /www\.[^\s،,)»"]+/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /(?<![\w\u0600-\u06FF])\/[a-z0-9][\w\-/.#?=&]*/g,
];

/**
 * Strings a customer dials or types, written with the digits in `d` (a character class body):
 * USSD codes whole (*101*رقم البطاقة#) or in part (*215*), phone numbers and country codes,
 * numbers with a leading zero (0780, 00962, a PIN 0000), IP addresses, dates typed as
 * 1990-05-21, long runs without separators (references, typed examples such as 10000) and the
 * glossary's service numbers (107).
 */
function dialled(d: string, longRuns: boolean): RegExp[] {
  const D = `[${d}]`;
  const digitsIn = (latin: string) => (d === "0-9" ? latin : toArabicDigitsOnly(latin));
  const notAfter = "(?<![0-9٠-٩.,٬٫:])";
  const notBefore = "(?![0-9٠-٩]|[.,٬٫:][0-9٠-٩])";
  return [
    new RegExp(`[*#]{1,2}${D}[^#\\n]{0,40}?#`, "g"),
    new RegExp(`[*#]${D}[${d}*#]*`, "g"),
    new RegExp(`\\+${D}+(?:[ -]${D}+)*`, "g"),
    new RegExp(`(?<![0-9٠-٩])${digitsIn("0")}?${digitsIn("7")}${D}{2}[ -]?${D}{3}[ -]?${D}{4}(?![0-9٠-٩])`, "g"),
    new RegExp(`${notAfter}${digitsIn("0")}${D}+${notBefore}`, "g"),
    new RegExp(`(?<![0-9٠-٩])${D}{1,3}(?:\\.${D}{1,3}){3}(?![0-9٠-٩])`, "g"),
    new RegExp(`(?<![0-9٠-٩])${D}{4}-${D}{2}-${D}{2}(?![0-9٠-٩])`, "g"),
    ...(longRuns ? [new RegExp(`${notAfter}${D}{5,}${notBefore}`, "g")] : []),
    new RegExp(`${notAfter}(?:${glossary.serviceNumbers.map(digitsIn).join("|")})${notBefore}`, "g"),
  ];
}

export const DIALLED = dialled("0-9", true);

/** The same strings written with Arabic-Indic digits, which is wrong: they keep Latin digits. */
export const DIALLED_IN_ARABIC_DIGITS = dialled("٠-٩", false);

/** Latin tokens with digits (4G, A15, ZO-7K3M9Q), except amounts with a Latin unit (20GB). */
const LATIN_TOKEN = /(?<![A-Za-z0-9])(?=[\w+\-.]*[A-Za-z])(?=[\w+\-.]*[0-9])[A-Za-z0-9][\w+-]*(?:\.[A-Za-z0-9]+)*/g;
const AMOUNT_WITH_UNIT = new RegExp(`^[0-9]+(?:[.,][0-9]+)*(?:${UNIT_NAMES})$`);

/** A number after a Latin name (iPhone 17, Wi-Fi 6); not after acronyms that count things (500 SMS). */
const NUMBER_AFTER_LATIN_WORD = /(?<![A-Za-z])([A-Za-z][A-Za-z+-]*) ([0-9]+(?:[.,][0-9]+)*)/g;
const COUNTING_WORD = /^(?:[A-Z]{2,5}|e[A-Z]{2,4})$/;

export function spansOf(text: string, patterns: RegExp[]): Span[] {
  const spans: Span[] = [];
  for (const pattern of patterns) {
    for (const m of text.matchAll(new RegExp(pattern.source, pattern.flags))) {
      spans.push({ start: m.index, end: m.index + m[0].length });
    }
  }
  return spans;
}

export function addressSpans(text: string): Span[] {
  return spansOf(text, ADDRESSES);
}

/** Where Latin digits are right: addresses, dialled strings and Latin names. */
export function latinDigitSpans(text: string): Span[] {
  const spans = [...addressSpans(text), ...spansOf(text, DIALLED)];
  for (const m of text.matchAll(LATIN_TOKEN)) {
    if (!AMOUNT_WITH_UNIT.test(m[0])) spans.push({ start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(NUMBER_AFTER_LATIN_WORD)) {
    const word = m[1] ?? "";
    if (COUNTING_WORD.test(word) || isLatinBrand(word)) continue;
    spans.push({ start: m.index, end: m.index + m[0].length });
  }
  return spans;
}

/** Quoted text, where a Kurdish sentence may cite an Arabic name as it is written. */
export function quoteSpans(text: string): Span[] {
  return spansOf(text, [/«[^«»]*»/g, /"[^"]*"/g, /“[^“”]*”/g]);
}

export function covered(spans: Span[], start: number, end: number): boolean {
  return spans.some((s) => s.start <= start && end <= s.end);
}

/** The text with the spans blanked out (same length, so offsets still match). */
export function mask(text: string, spans: Span[]): string {
  const chars = [...text.split("")];
  for (const s of spans) for (let i = s.start; i < s.end; i++) chars[i] = " ";
  return chars.join("");
}

function isLatinBrand(word: string): boolean {
  return glossary.names.some((n) => n.latin.includes(word));
}

function toArabicDigitsOnly(digits: string): string {
  return digits.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)));
}
