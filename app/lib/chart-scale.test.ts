import { expect, test } from "vitest";
import {
  addDays,
  barHeight,
  type ChartBox,
  labelIndexes,
  layoutBars,
  mirrorX,
  niceMax,
  periodSlots,
  valueY,
} from "./chart-scale.ts";

const box: ChartBox = { width: 200, height: 120, top: 10, bottom: 10, side: 0 };

test("the y axis tops out at a round number at or above the largest value", () => {
  expect(niceMax(0)).toBe(1);
  expect(niceMax(Number.NaN)).toBe(1);
  expect(niceMax(1)).toBe(1);
  expect(niceMax(3)).toBe(5);
  expect(niceMax(7)).toBe(10);
  expect(niceMax(12)).toBe(20);
  expect(niceMax(21)).toBe(25);
  expect(niceMax(2400)).toBe(2500);
  expect(niceMax(2600)).toBe(5000);
  expect(niceMax(0.3)).toBe(0.5);
  expect(niceMax(1.7)).toBe(2);
});

test("bars are as tall as their share of the maximum, capped, and visible when not zero", () => {
  expect(barHeight(50, 100, 100)).toBe(50);
  expect(barHeight(0, 100, 100)).toBe(0);
  expect(barHeight(-5, 100, 100)).toBe(0);
  expect(barHeight(0.001, 100, 100)).toBe(1);
  expect(barHeight(150, 100, 100)).toBe(100);
  expect(barHeight(5, 0, 100)).toBe(0);
});

test("gridlines sit at the value's height above the baseline", () => {
  expect(valueY(0, 10, box)).toBe(110);
  expect(valueY(10, 10, box)).toBe(10);
  expect(valueY(5, 10, box)).toBe(60);
});

test("in left-to-right charts the first period is at the left", () => {
  const bars = layoutBars([1, 2, 4, 0], 4, box, "ltr");
  expect(bars.map((b) => b.x)).toEqual([3, 53, 103, 153]);
  expect(bars.map((b) => b.width)).toEqual([44, 44, 44, 44]);
  expect(bars.map((b) => b.height)).toEqual([25, 50, 100, 0]);
  expect(bars.map((b) => b.y)).toEqual([85, 60, 10, 110]);
});

test("in right-to-left charts time runs from the right: the same bars, mirrored", () => {
  const ltr = layoutBars([1, 2, 4, 0], 4, box, "ltr");
  const rtl = layoutBars([1, 2, 4, 0], 4, box, "rtl");
  expect(rtl.map((b) => b.x)).toEqual([153, 103, 53, 3]);
  expect(rtl.map((b) => b.height)).toEqual(ltr.map((b) => b.height));
  const [first, last] = [rtl[0], rtl.at(-1)];
  expect(first && last && first.x > last.x).toBe(true);
  expect(mirrorX(0, 10, 100)).toBe(90);
  expect(mirrorX(90, 10, 100)).toBe(0);
});

test("bars stay inside the side margins", () => {
  const withSide = { ...box, side: 10 };
  for (const dir of ["ltr", "rtl"] as const) {
    const bars = layoutBars(
      Array.from({ length: 90 }, (_, i) => i),
      90,
      withSide,
      dir,
    );
    for (const b of bars) {
      expect(b.x).toBeGreaterThanOrEqual(10);
      expect(b.x + b.width).toBeLessThanOrEqual(190.01);
    }
  }
});

test("at most four labels on the x axis, always the first and the last period", () => {
  expect(labelIndexes(0)).toEqual([]);
  expect(labelIndexes(1)).toEqual([0]);
  expect(labelIndexes(2)).toEqual([0, 1]);
  expect(labelIndexes(7)).toEqual([0, 2, 4, 6]);
  expect(labelIndexes(30)).toEqual([0, 10, 19, 29]);
});

test("every day of the range has a slot, weeks start on Monday", () => {
  expect(periodSlots("2026-02-27", "2026-03-02", "day")).toEqual([
    "2026-02-27",
    "2026-02-28",
    "2026-03-01",
    "2026-03-02",
  ]);
  // 2026-03-04 is a Wednesday: its week began on Monday 2 March.
  expect(periodSlots("2026-03-04", "2026-03-20", "week")).toEqual(["2026-03-02", "2026-03-09", "2026-03-16"]);
  expect(periodSlots("2026-03-02", "2026-03-02", "week")).toEqual(["2026-03-02"]);
  expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
});
