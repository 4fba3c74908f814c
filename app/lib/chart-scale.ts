/**
 * The geometry of the usage bar charts, kept apart from drawing so it can be tested: the periods
 * along the x axis, a "nice" top for the y axis, bar heights, and x positions mirrored for
 * right-to-left languages (time runs from the inline start, so the oldest bar is at the right).
 */
import type { UsageView } from "../../src/contracts/api/line-history.ts";

/** Bars per day or per week, as the API sums usage. */
export type Granularity = UsageView["granularity"];

/** The drawing area in viewBox units: `top`/`bottom` hold the labels, `side` is the inline margin. */
export type ChartBox = { width: number; height: number; top: number; bottom: number; side: number };

export type Bar = { x: number; y: number; width: number; height: number };

const DAY = 24 * 60 * 60_000;
const asDay = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (date: Date) => date.toISOString().slice(0, 10);

/** `day` moved by `days` calendar days (YYYY-MM-DD in, YYYY-MM-DD out). */
export const addDays = (day: string, days: number) => isoOf(new Date(asDay(day).getTime() + days * DAY));

/**
 * Every period from `from` to `to` (inclusive, YYYY-MM-DD), so days without usage still get their
 * (empty) place on the axis. Weeks start on Monday, as the API's `date_trunc('week')` does.
 */
export function periodSlots(from: string, to: string, granularity: Granularity): string[] {
  const step = granularity === "week" ? 7 : 1;
  const first = granularity === "week" ? addDays(from, -((asDay(from).getUTCDay() + 6) % 7)) : from;
  const slots: string[] = [];
  for (let day = first; day <= to; day = addDays(day, step)) slots.push(day);
  return slots;
}

/** The smallest of 1, 2, 2.5, 5 × 10^k at or above `value` (1 for nothing), so gridlines read well. */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5]) {
    const candidate = Number((step * power).toPrecision(12));
    if (candidate >= value) return candidate;
  }
  return Number((10 * power).toPrecision(12));
}

/** A bar's height: in proportion to `max`, never taller than the plot, at least 1 unit when not zero. */
export function barHeight(value: number, max: number, plotHeight: number): number {
  if (!(value > 0) || !(max > 0)) return 0;
  return Math.min(plotHeight, Math.max(1, (value / max) * plotHeight));
}

/** Where something `width` wide starting at `x` (from the left) lands when the chart is mirrored. */
export const mirrorX = (x: number, width: number, total: number) => total - x - width;

const round = (n: number) => Math.round(n * 100) / 100;

export const plotHeight = (box: ChartBox) => box.height - box.top - box.bottom;

/** The y coordinate of a value (for gridlines). */
export const valueY = (value: number, max: number, box: ChartBox) =>
  round(box.height - box.bottom - barHeight(value, max, plotHeight(box)));

/**
 * One bar per value, first value at the inline start: the left in `ltr`, the right in `rtl`.
 * Coordinates are rounded to hundredths to keep the server-rendered SVG small.
 */
export function layoutBars(values: number[], max: number, box: ChartBox, dir: "ltr" | "rtl"): Bar[] {
  const slot = (box.width - 2 * box.side) / Math.max(values.length, 1);
  const gap = Math.min(slot * 0.25, 6);
  const width = slot - gap;
  const base = box.height - box.bottom;
  return values.map((value, i) => {
    const start = box.side + i * slot + gap / 2;
    const height = barHeight(value, max, plotHeight(box));
    return {
      x: round(dir === "rtl" ? mirrorX(start, width, box.width) : start),
      y: round(base - height),
      width: round(width),
      height: round(height),
    };
  });
}

/** Which bars get a label under them: at most `most`, evenly spread, always the first and last. */
export function labelIndexes(count: number, most = 4): number[] {
  if (count <= 0) return [];
  const shown = Math.min(count, most);
  if (shown === 1) return [0];
  return [...new Set(Array.from({ length: shown }, (_, k) => Math.round((k * (count - 1)) / (shown - 1))))];
}
