/**
 * What a CV really is, from its bytes (the name and the browser's type can say anything): a PDF,
 * a Word document (.docx, a ZIP with word/document.xml) or an old Word file (.doc, an OLE file
 * with a WordDocument stream). Anything else is refused.
 */
export type DocumentType = "pdf" | "docx" | "doc";

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

function contains(bytes: Uint8Array, needle: Uint8Array, limit = bytes.length): boolean {
  const end = Math.min(bytes.length, limit) - needle.length;
  outer: for (let i = 0; i <= end; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

const ascii = (s: string) => new TextEncoder().encode(s);
const utf16 = (s: string) => new Uint8Array([...s].flatMap((c) => [c.charCodeAt(0), 0]));

export function documentType(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf"; // %PDF-
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return contains(bytes, ascii("word/document.xml")) && contains(bytes, ascii("[Content_Types].xml")) ? "docx" : null;
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return contains(bytes, utf16("WordDocument")) ? "doc" : null;
  }
  return null;
}

export const CONTENT_TYPES: Record<DocumentType, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  doc: "application/msword",
};
