/**
 * A month of a year in Sorani ("2026-10" → "تشرینی یەکەمی ٢٠٢٦"), for month pickers and headings.
 * Apart from sorani-format.ts, which every page loads, so only the pages that name months carry it.
 */
import { digits, MONTHS } from "./sorani-format.ts";

export function soraniMonth(yearMonth: string): string {
  const [year = "", month = ""] = yearMonth.split("-");
  return `${MONTHS[Number(month) - 1]}ی ${digits.format(Number(year))}`;
}
