/**
 * CSV as spreadsheets read it (RFC 4180: commas, CRLF, quotes doubled). Text that a spreadsheet
 * would run as a formula gets a leading apostrophe (OWASP "CSV injection"); numbers are written
 * as numbers, so a debit stays -3000 and can be summed.
 */
export type CsvCell = string | number;

/** Prepended to the file so Excel reads it as UTF-8 (Arabic and Kurdish text otherwise garble). */
export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Not a CSV number: ${value}`);
    return String(value);
  }
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text, each row ended by CRLF. */
export function toCsv(rows: CsvCell[][]): string {
  return rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}
