/**
 * The language rules of decision 066 for one piece of text: what is wrong (with the fix spelled
 * out, so whoever merges a new text can correct it from the message alone) and the mechanical fix.
 */
import { type GlossaryName, glossary, type RtlLocale, type TextLocale } from "./glossary.ts";
import {
  addressSpans,
  covered,
  DIALLED_IN_ARABIC_DIGITS,
  latinDigitSpans,
  mask,
  quoteSpans,
  type Span,
  spansOf,
} from "./spans.ts";

export type LanguageProblem = { rule: string; found: string; fix: string };

const WESTERN_NUMBER = /[0-9]+(?:[.,:][0-9]+)*/g;
const MIXED_DIGITS = /[0-9][0-9٠-٩.,٬٫]*[٠-٩]|[٠-٩][0-9٠-٩.,٬٫]*[0-9]/g;
const PERSIAN_DIGITS = /[۰-۹]+/g;
const NUMBER_CHARS = "[0-9٠-٩][0-9٠-٩.,٬٫]*";
const ASCII_PERCENT = new RegExp(`(${NUMBER_CHARS}) ?%|% ?(${NUMBER_CHARS})`, "g");
/** A placeholder filled with an Arabic-Indic number: "{percent}%" would show as "%٢٠" (bidi). */
const PLACEHOLDER_PERCENT = /(\{[^{}]*\}) ?%|% ?(\{[^{}]*\})|(\{[^{}]*\}|[0-9٠-٩])[ \u00a0]٪/g;
const ARABIC_ONLY_LETTERS = /[يىكة]/g;
const KURDISH_FOR_ARABIC: Record<string, string> = { ي: "ی", ى: "ی", ك: "ک", ة: "ە" };
const UNIT_AFTER_NUMBER = new RegExp(
  `(${NUMBER_CHARS}) ?(${glossary.units.map((u) => u.latin).join("|")})(?![A-Za-z])`,
  "g",
);

/** Western digits as Arabic-Indic, with ٬ for thousands and ٫ for decimals ("5,000" → "٥٬٠٠٠"). */
export function toArabicIndic(number: string): string {
  return number
    .replace(/(?<=[0-9]),(?=[0-9])/g, "٬")
    .replace(/(?<=[0-9])\.(?=[0-9])/g, "٫")
    .replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)));
}

export function toLatinDigits(text: string): string {
  return text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
}

export function textProblems(text: string, locale: TextLocale): LanguageProblem[] {
  if (locale === "en") {
    return [...text.matchAll(/[٠-٩۰-۹][٠-٩۰-۹٬٫]*/g)].map((m) => ({
      rule: "Arabic-Indic digits in English",
      found: m[0],
      fix: "write Latin digits",
    }));
  }
  const problems: LanguageProblem[] = [];
  const addresses = addressSpans(text);
  for (const name of glossary.names) {
    for (const m of latinNameMatches(text, name, addresses)) {
      problems.push({ rule: "Latin brand or product name", found: m.text, fix: `write ${name[locale]}` });
    }
    for (const variant of name.variants?.[locale] ?? []) {
      for (const at of uncoveredMatches(text, variant, name[locale])) {
        problems.push({
          rule: "name spelled another way",
          found: text.slice(at, at + variant.length),
          fix: `write ${name[locale]}`,
        });
      }
    }
  }
  if (locale === "ku") problems.push(...kurdishProblems(text));
  for (const m of text.matchAll(UNIT_AFTER_NUMBER)) {
    problems.push({ rule: "Latin unit after an amount", found: m[0], fix: `write ${fixUnits(m[0], locale)}` });
  }
  for (const s of outermost(spansOf(text, DIALLED_IN_ARABIC_DIGITS))) {
    const found = text.slice(s.start, s.end);
    problems.push({ rule: "code or phone number in Arabic-Indic digits", found, fix: `write ${toLatinDigits(found)}` });
  }
  for (const m of text.matchAll(PERSIAN_DIGITS)) {
    problems.push({
      rule: "Persian digits",
      found: m[0],
      fix: `write ${fromPersian(m[0])} (U+0660 digits, as Intl prints)`,
    });
  }
  for (const m of text.matchAll(MIXED_DIGITS)) {
    problems.push({ rule: "Latin and Arabic-Indic digits in one number", found: m[0], fix: "write one style" });
  }
  for (const m of mask(text, addresses).matchAll(ASCII_PERCENT)) {
    problems.push({
      rule: "ASCII % in Arabic or Kurdish",
      found: m[0],
      fix: `write ${toArabicIndic(fixPercent(m[0]))}`,
    });
  }
  for (const m of text.matchAll(PLACEHOLDER_PERCENT)) {
    problems.push({ rule: "percent sign not as Intl prints it", found: m[0], fix: `write ${fixPercent(m[0])}` });
  }
  const prose = mask(text, latinDigitSpans(text));
  for (const m of prose.matchAll(WESTERN_NUMBER)) {
    problems.push({
      rule: "Western digits in prose",
      found: m[0],
      fix: `write ${toArabicIndic(m[0])} (codes, phone numbers, USSD and Latin names keep Latin digits)`,
    });
  }
  return problems;
}

export function fixText(text: string, locale: TextLocale): string {
  if (locale === "en") return text;
  let out = text;
  for (const name of glossary.names) {
    out = replaceLatinName(out, name, locale);
    for (const variant of name.variants?.[locale] ?? []) out = replaceUncovered(out, variant, name[locale]);
  }
  if (locale === "ku") out = fixKurdish(out);
  out = fixUnits(out, locale);
  for (const pattern of DIALLED_IN_ARABIC_DIGITS) out = out.replace(pattern, toLatinDigits);
  out = fromPersian(out);
  out = out.replace(PLACEHOLDER_PERCENT, fixPercent);
  out = replaceOutside(out, addressSpans(out), ASCII_PERCENT, fixPercent);
  return replaceOutside(out, latinDigitSpans(out), WESTERN_NUMBER, toArabicIndic);
}

function latinNameMatches(text: string, name: GlossaryName, addresses: Span[]) {
  const notThis = spansOf(
    text,
    (name.notThis ?? []).map((p) => new RegExp(escapeRegExp(p), "g")),
  );
  const found: { start: number; end: number; text: string }[] = [];
  for (const form of name.latin) {
    for (const m of text.matchAll(new RegExp(`(?<![A-Za-z])${escapeRegExp(form)}(?![A-Za-z])`, "g"))) {
      const end = m.index + m[0].length;
      if (covered(addresses, m.index, end) || covered(notThis, m.index, end)) continue;
      if (found.some((f) => f.start <= m.index && end <= f.end)) continue;
      found.push({ start: m.index, end, text: m[0] });
    }
  }
  return found;
}

function replaceLatinName(text: string, name: GlossaryName, locale: RtlLocale): string {
  const matches = latinNameMatches(text, name, addressSpans(text)).sort((a, b) => b.start - a.start);
  let out = text;
  for (const m of matches) {
    let start = m.start;
    // Arabic writes the prefix لـ apart only before a Latin word: "لـ myzain" becomes "لماي زين".
    if (locale === "ar" && out.slice(Math.max(0, start - 3), start) === "لـ ") start -= 3;
    const prefix = start === m.start ? "" : "ل";
    out = out.slice(0, start) + prefix + name[locale] + out.slice(m.end);
  }
  return out;
}

function kurdishProblems(text: string): LanguageProblem[] {
  const problems: LanguageProblem[] = [];
  for (const spelling of glossary.kurdishSpellings) {
    for (const variant of spelling.not) {
      for (const at of uncoveredMatches(text, variant, spelling.use)) {
        problems.push({
          rule: "Kurdish variant spelling",
          found: text.slice(at, at + variant.length),
          fix: `write ${spelling.use}`,
        });
      }
    }
  }
  const keep = [...quoteSpans(text), ...addressSpans(text)];
  for (const m of text.matchAll(ARABIC_ONLY_LETTERS)) {
    if (covered(keep, m.index, m.index + 1)) continue;
    const word = wordAround(text, m.index);
    problems.push({
      rule: "Arabic letter in Kurdish",
      found: word,
      fix: `write ${word.replace(ARABIC_ONLY_LETTERS, (c) => KURDISH_FOR_ARABIC[c] ?? c)}`,
    });
  }
  return problems;
}

/** The spans not inside another (a partial USSD match inside the whole code counts once). */
function outermost(spans: Span[]): Span[] {
  return spans.filter(
    (s, i) =>
      !spans.some(
        (o, j) => j !== i && o.start <= s.start && s.end <= o.end && (o.end - o.start > s.end - s.start || j < i),
      ),
  );
}

function fixKurdish(text: string): string {
  let out = text;
  for (const spelling of glossary.kurdishSpellings) {
    for (const variant of spelling.not) out = replaceUncovered(out, variant, spelling.use);
  }
  return replaceOutside(
    out,
    [...quoteSpans(out), ...addressSpans(out)],
    ARABIC_ONLY_LETTERS,
    (c) => KURDISH_FOR_ARABIC[c] ?? c,
  );
}

function fixUnits(text: string, locale: RtlLocale): string {
  return text.replace(UNIT_AFTER_NUMBER, (_all, number: string, unit: string) => {
    const word = glossary.units.find((u) => u.latin === unit)?.[locale] ?? unit;
    return `${number} ${word}`;
  });
}

/** "38%", "% 38", "{percent}%" and "{percent} ٪" all become the number then ٪, as Intl prints it. */
function fixPercent(found: string): string {
  return `${found.replace(/[ \u00a0]?[%٪] ?/, "").trim()}٪`;
}

function fromPersian(text: string): string {
  return text.replace(/[۰-۹]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0x06f0 + 0x0660));
}

/** Offsets where `variant` occurs other than inside an occurrence of the right form (کەفو in کەفوو). */
function uncoveredMatches(text: string, variant: string, right: string): number[] {
  const rightSpans = spansOf(text, [new RegExp(escapeRegExp(right), "g")]);
  const found: number[] = [];
  for (let at = text.indexOf(variant); at !== -1; at = text.indexOf(variant, at + 1)) {
    if (!covered(rightSpans, at, at + variant.length)) found.push(at);
  }
  return found;
}

function replaceUncovered(text: string, variant: string, right: string): string {
  let out = text;
  for (const at of uncoveredMatches(text, variant, right).reverse()) {
    out = out.slice(0, at) + right + out.slice(at + variant.length);
  }
  return out;
}

function replaceOutside(text: string, keep: Span[], pattern: RegExp, fix: (found: string) => string): string {
  const hits = [...mask(text, keep).matchAll(pattern)].reverse();
  let out = text;
  for (const m of hits)
    out = out.slice(0, m.index) + fix(text.slice(m.index, m.index + m[0].length)) + out.slice(m.index + m[0].length);
  return out;
}

function wordAround(text: string, at: number): string {
  const before = text.slice(0, at).match(/[\u0600-\u06FF\u200c]*$/)?.[0] ?? "";
  const after = text.slice(at).match(/^[\u0600-\u06FF\u200c]*/)?.[0] ?? "";
  return before + after;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
