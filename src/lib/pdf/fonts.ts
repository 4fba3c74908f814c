/**
 * The fonts embedded in generated PDFs, from an npm package so a fresh clone has them: Vazirmatn
 * (OFL), its Arabic-script file (Arabic and every Sorani letter, Arabic-Indic digits) and its Latin
 * file, regular and bold. Vazirmatn draws each letter form as one glyph, so every glyph maps back
 * to its letter when the PDF's text is copied or extracted (Noto Sans Arabic draws dots as separate
 * marks on shared skeletons, which no extractor can map back). Read once per process; pdfkit
 * embeds only the glyphs used.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export type FontFiles = Record<"arabic-regular" | "arabic-bold" | "latin-regular" | "latin-bold", Buffer>;

const require = createRequire(import.meta.url);

/** A WOFF file of @fontsource/vazirmatn (the subset that holds the script), by weight. */
function vazirmatn(subset: "arabic" | "latin", weight: 400 | 700) {
  return readFileSync(require.resolve(`@fontsource/vazirmatn/files/vazirmatn-${subset}-${weight}-normal.woff`));
}

let loaded: FontFiles | null = null;

export function loadFonts(): FontFiles {
  loaded ??= {
    "arabic-regular": vazirmatn("arabic", 400),
    "arabic-bold": vazirmatn("arabic", 700),
    "latin-regular": vazirmatn("latin", 400),
    "latin-bold": vazirmatn("latin", 700),
  };
  return loaded;
}
