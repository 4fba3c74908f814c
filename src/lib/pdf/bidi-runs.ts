/**
 * One line of text as a PDF must draw it: in visual order (Unicode bidi algorithm, bidi-js), cut
 * into pieces of one font and one direction, each given in the order that makes the font engine
 * (fontkit, inside pdfkit) draw it correctly. See docs/decisions/069-bill-pdf.md.
 */
import bidiFactory from "bidi-js";

const bidi = bidiFactory();

export type FontKind = "arabic" | "latin";

/**
 * A piece to draw: `text` goes to pdfkit as is; `space` pieces are word gaps; `first` is where
 * the piece starts in the logical text (to write pieces to the file in reading order); `logical`
 * is its characters in reading order (the ActualText of what is drawn).
 */
export type Piece = { text: string; font: FontKind; space: boolean; first: number; logical: string };

/** Letters, digits and signs the Arabic font draws (Arabic, its supplements and presentation forms, joiners). */
const ARABIC_FONT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF\u200C\u200D]/;

/**
 * Characters of the Arabic script in Unicode's sense: fontkit lays out any run that holds one
 * right to left and so reverses it. Punctuation shared by several scripts (comma, semicolon,
 * question mark, tatweel) is "Common" and leaves the run left to right.
 */
const ARABIC_SCRIPT =
  /[\u0600-\u060B\u060D-\u061A\u061D-\u061E\u0620-\u063F\u0641-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** Marks that steer the bidi algorithm and have no glyph: used, then not drawn. */
const CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

const SPACES = /[\u0020\u00A0\u2009\u202F]/;

/** Wraps text that must read left to right inside right-to-left text (a phone number). */
export const isolateLtr = (text: string) => `\u2066${text}\u2069`;

/**
 * The pieces of `text` from left to right on the page, for a paragraph of direction `dir`.
 * A right-to-left piece with Arabic letters is handed over in logical order, which fontkit shapes
 * (joining forms, lam-alef) and reverses into place; a left-to-right piece fontkit would reverse
 * (Arabic-Indic digits belong to the Arabic script) is handed over reversed, so it lands the right
 * way round.
 */
export function visualPieces(text: string, dir: "ltr" | "rtl"): Piece[] {
  const levels = bidi.getEmbeddingLevels(text, dir);
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
  const order = bidi.getReorderedIndices(text, levels);
  // Visual characters grouped into words of one font and one direction; spaces on their own.
  const groups: { chars: string[]; indices: number[]; font: FontKind; rtl: boolean; space: boolean; first: number }[] =
    [];
  for (const index of order) {
    const char = mirrored.get(index) ?? text[index] ?? "";
    if (CONTROLS.test(char)) continue;
    if (SPACES.test(char)) {
      groups.push({ chars: [" "], indices: [index], font: "latin", rtl: false, space: true, first: index });
      continue;
    }
    const font: FontKind = ARABIC_FONT.test(char) ? "arabic" : "latin";
    const rtl = (levels.levels[index] ?? 0) % 2 === 1;
    const last = groups.at(-1);
    if (last && !last.space && last.font === font && last.rtl === rtl) {
      last.chars.push(char);
      last.indices.push(index);
      last.first = Math.min(last.first, index);
    } else groups.push({ chars: [char], indices: [index], font, rtl, space: false, first: index });
  }
  const pieces = groups.map(({ chars, indices, font, space, first }): Piece => {
    const visual = chars.join("");
    const logical = indices
      .map((index, i) => [index, chars[i] ?? ""] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, char]) => char)
      .join("");
    return { text: ARABIC_SCRIPT.test(visual) ? [...visual].reverse().join("") : visual, font, space, first, logical };
  });
  return pieces;
}
