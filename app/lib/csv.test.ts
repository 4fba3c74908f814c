import { expect, test } from "vitest";
import { CSV_BOM, csvCell, toCsv } from "./csv.ts";

test("plain text and numbers are written as they are", () => {
  expect(csvCell("Recharge")).toBe("Recharge");
  expect(csvCell(25000)).toBe("25000");
  expect(csvCell(0)).toBe("0");
});

test("negative amounts stay numbers, without an apostrophe", () => {
  expect(csvCell(-3000)).toBe("-3000");
});

test("quotes are doubled inside a quoted cell", () => {
  expect(csvCell('The "Super" bundle')).toBe('"The ""Super"" bundle"');
});

test("cells with commas or line breaks are quoted", () => {
  expect(csvCell("Calls, SMS")).toBe('"Calls, SMS"');
  expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
  expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
});

test("Arabic and Kurdish text pass through unchanged, Arabic comma included", () => {
  expect(csvCell("شراء باقة")).toBe("شراء باقة");
  expect(csvCell("کڕینی پاکێج، ١٠ گێگابایت")).toBe("کڕینی پاکێج، ١٠ گێگابایت");
  expect(csvCell("باقة, شهرية")).toBe('"باقة, شهرية"');
});

test("text a spreadsheet would run as a formula gets a leading apostrophe", () => {
  expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
  expect(csvCell("+964 780")).toBe("'+964 780");
  expect(csvCell("-2+3")).toBe("'-2+3");
  expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
  expect(csvCell("\tcmd")).toBe("'\tcmd");
  expect(csvCell("\rcmd")).toBe('"\'\rcmd"');
  expect(csvCell("a=b")).toBe("a=b");
});

test("a NaN or infinite number is refused rather than written", () => {
  expect(() => csvCell(Number.NaN)).toThrow();
  expect(() => csvCell(Number.POSITIVE_INFINITY)).toThrow();
});

test("rows end with CRLF and the BOM is the UTF-8 byte order mark", () => {
  expect(
    toCsv([
      ["Date", "Amount"],
      ["2026-11-20 14:05", -3000],
    ]),
  ).toBe("Date,Amount\r\n2026-11-20 14:05,-3000\r\n");
  expect(toCsv([])).toBe("");
  expect(new TextEncoder().encode(CSV_BOM)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
});
