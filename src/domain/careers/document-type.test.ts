import { expect, test } from "vitest";
import { documentType } from "./document-type.ts";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...new TextEncoder().encode(p)] : p)));
const utf16 = (s: string) => [...s].flatMap((c) => [c.charCodeAt(0), 0]);

test("a CV is recognised by its bytes: PDF, Word (.docx) and old Word (.doc)", () => {
  expect(documentType(bytes("%PDF-1.7\n..."))).toBe("pdf");
  expect(documentType(bytes([0x50, 0x4b, 3, 4], "....[Content_Types].xml....word/document.xml..."))).toBe("docx");
  expect(documentType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], [0, 0], utf16("WordDocument")))).toBe(
    "doc",
  );
});

test("anything else is refused, whatever its name would say: an image, a spreadsheet, a plain ZIP, a script", () => {
  expect(documentType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
  expect(documentType(bytes([0x50, 0x4b, 3, 4], "[Content_Types].xml xl/workbook.xml"))).toBeNull();
  expect(documentType(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], utf16("Workbook")))).toBeNull();
  expect(documentType(bytes("<script>alert(1)</script>"))).toBeNull();
  expect(documentType(new Uint8Array())).toBeNull();
});
