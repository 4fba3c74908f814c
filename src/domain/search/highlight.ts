import type { Segment } from "../../contracts/api/articles.ts";
import { foldWithMap } from "./fold.ts";

const MARK = /\p{M}/u;

/** Where the terms occur in the original text, found in its folded form: [start, end) ranges, merged. */
export function matchRanges(text: string, terms: string[]): [number, number][] {
  const { folded, origin } = foldWithMap(text);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + term.length)) {
      const start = origin[at] ?? 0;
      const last = origin[at + term.length - 1] ?? start;
      // The whole last source character (two units for one outside the basic plane).
      let end = last + ((text.codePointAt(last) ?? 0) > 0xffff ? 2 : 1);
      // Keep the diacritics that sit on the last letter inside the highlight.
      while (end < text.length && MARK.test(text[end] ?? "")) end += 1;
      ranges.push([start, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged.at(-1);
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** The text cut into plain and matched pieces, for the result list to mark. */
export function highlight(text: string, terms: string[]): Segment[] {
  const segments: Segment[] = [];
  let from = 0;
  for (const [start, end] of matchRanges(text, terms)) {
    if (start > from) segments.push({ text: text.slice(from, start), hit: false });
    segments.push({ text: text.slice(start, end), hit: true });
    from = end;
  }
  if (from < text.length) segments.push({ text: text.slice(from), hit: false });
  return segments;
}

/** About `width` characters of text around its first match, cut at spaces, with … where it was cut. */
export function excerpt(text: string, terms: string[], width = 180): string {
  if (text.length <= width) return text;
  const first = matchRanges(text, terms)[0]?.[0] ?? 0;
  let start = Math.max(0, first - Math.floor(width / 3));
  let end = Math.min(text.length, start + width);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  return `${start > 0 ? "… " : ""}${text.slice(start, end).trim()}${end < text.length ? " …" : ""}`;
}
