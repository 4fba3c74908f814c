/**
 * How a store's phone and hours read on the page. Kept free of libraries: the locator ships to
 * phones on slow connections (docs/decisions/042-javascript-budget-and-page-messages.md).
 */
import { clockText } from "../../src/contracts/opening-hours.ts";
import type { OpeningInterval } from "../../src/contracts/place-values.ts";

/**
 * An Iraqi number as people write it at home: mobiles 0780 123 4567, Baghdad landlines
 * 01 718 1234, other landlines with their two-digit area code 066 225 1234. Anything else as stored.
 */
export function nationalPhone(e164: string): string {
  const digits = e164.startsWith("+964") ? e164.slice(4) : null;
  if (!digits || !/^\d+$/.test(digits)) return e164;
  if (digits.length === 10 && digits.startsWith("7"))
    return `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  if (digits.length === 8 && digits.startsWith("1"))
    return `0${digits.slice(0, 1)} ${digits.slice(1, 4)} ${digits.slice(4)}`;
  if (digits.length === 9) return `0${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
  return `0${digits}`;
}

/** A day's openings, "09:00–13:00, 16:00–22:00" (past midnight "18:00–01:00"); null for a closed day. */
export function dayHoursText(day: readonly OpeningInterval[]): string | null {
  return day.length === 0 ? null : day.map((i) => `${i.opens}–${clockText(i.closes)}`).join(", ");
}

/** Digits as the language writes them (Arabic-Indic in Arabic and Sorani), through its number format. */
export function localDigits(text: string, number: (value: number) => string): string {
  return text.replace(/\d/g, (d) => number(Number(d)));
}
