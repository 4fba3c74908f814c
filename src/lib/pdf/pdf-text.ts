/**
 * Writing lines of mixed Arabic-script and Latin text on a pdfkit page: bidi order from
 * bidi-runs.ts, each piece in the font file that has its glyphs (Vazirmatn's Arabic or Latin), all on
 * one baseline. `start` and `end` follow the paragraph's direction, as CSS logical properties do.
 */
import type PDFDocument from "pdfkit";
import { type FontKind, type Piece, visualPieces } from "./bidi-runs.ts";
import { type FontFiles, loadFonts } from "./fonts.ts";

type Doc = InstanceType<typeof PDFDocument>;

export type TextStyle = { size: number; bold?: boolean; color?: string };
export type Align = "start" | "end";

/** Glyphs standing for several letters of the Arabic script (ligatures). */
const ARABIC_LETTERS = /^[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+$/;

/** fontkit shapes the whole piece at once (pdfkit otherwise lays out word by word from a cache). */
const SHAPE_WHOLE: PDFKit.Mixins.OpenTypeFeatures[] = [];

export class PdfText {
  readonly doc: Doc;
  readonly dir: "ltr" | "rtl";
  readonly left: number;
  readonly right: number;

  constructor(doc: Doc, dir: "ltr" | "rtl", fonts: FontFiles = loadFonts()) {
    this.doc = doc;
    this.dir = dir;
    for (const [name, data] of Object.entries(fonts)) doc.registerFont(name, data);
    this.left = doc.page.margins.left;
    this.right = doc.page.width - doc.page.margins.right;
  }

  private use(font: FontKind, style: TextStyle) {
    this.doc.font(`${font}-${style.bold ? "bold" : "regular"}`).fontSize(style.size);
  }

  private widthOf(pieces: Piece[], style: TextStyle): number {
    return pieces.reduce((sum, p) => {
      this.use(p.font, style);
      return sum + this.doc.widthOfString(p.text, { features: SHAPE_WHOLE });
    }, 0);
  }

  /** How wide `text` is drawn in `style`. */
  width(text: string, style: TextStyle): number {
    return this.widthOf(visualPieces(text, this.dir), style);
  }

  /**
   * Draws one line with its baseline at `y`, against the start or end edge of the box
   * [left, right] (the page's margins by default).
   */
  line(
    text: string,
    y: number,
    style: TextStyle,
    align: Align = "start",
    box = { left: this.left, right: this.right },
  ) {
    const pieces = visualPieces(text, this.dir);
    const width = this.widthOf(pieces, style);
    const atLeft = (align === "start") === (this.dir === "ltr");
    let x = atLeft ? box.left : box.right - width;
    const placed = pieces.map((piece) => {
      this.use(piece.font, style);
      const at = x;
      x += this.doc.widthOfString(piece.text, { features: SHAPE_WHOLE });
      return { piece, at };
    });
    this.doc.fillColor(style.color ?? "#1d1b20");
    // Placed in visual order, written in reading order: text extraction, copying and screen
    // readers then get the words in the order they are read, right to left or not.
    for (const { piece, at } of placed.sort((a, b) => a.piece.first - b.piece.first)) {
      this.use(piece.font, style);
      this.doc.text(piece.text, at, y, { lineBreak: false, baseline: "alphabetic", features: SHAPE_WHOLE });
    }
  }

  /**
   * Draws `text` over as many lines as the box's width needs, breaking between words, from
   * baseline `y`; returns the baseline after the last line.
   */
  paragraph(text: string, y: number, style: TextStyle, leading = style.size * 1.5): number {
    const max = this.right - this.left;
    let line = "";
    let at = y;
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const longer = line ? `${line} ${word}` : word;
      if (line && this.width(longer, style) > max) {
        this.line(line, at, style);
        at += leading;
        line = word;
      } else line = longer;
    }
    if (line) this.line(line, at, style);
    return at + leading;
  }

  /**
   * Call before `doc.end()`. A ligature of Arabic letters (lam-alef) is one glyph for two letters;
   * extractors read a right-to-left glyph's letters as drawn, right to left, so its text is given
   * in that order: copied or extracted, the word then reads لا, not ال.
   */
  finish() {
    const families: unknown = Reflect.get(this.doc, "_fontFamilies");
    if (typeof families !== "object" || families === null) return;
    // pdfkit files each font under its registered and its PostScript name: one object, once.
    for (const font of new Set(Object.values(families))) {
      const unicode: unknown = Reflect.get(Object(font), "unicode");
      if (!Array.isArray(unicode)) continue;
      unicode.forEach((codePoints: unknown, gid) => {
        if (!Array.isArray(codePoints) || codePoints.length < 2) return;
        if (!ARABIC_LETTERS.test(String.fromCodePoint(...codePoints))) return;
        unicode[gid] = [...codePoints].reverse();
      });
    }
  }

  /** A thin rule across the box, `y` points down the page. */
  rule(y: number, color = "#e3dfe8") {
    this.doc.moveTo(this.left, y).lineTo(this.right, y).lineWidth(0.75).strokeColor(color).stroke();
  }
}
