/**
 * Whether a store is open at an instant, in Baghdad time (DESIGN.md "Modes"), and when that next
 * changes. Zod-free and library-free: the locator page computes it when it renders.
 */
import { type OpeningInterval, type Weekday, weekdays } from "./place-values.ts";

export type WeekOpenings = Readonly<Record<Weekday, readonly OpeningInterval[]>>;

const DAY = 24 * 60;
const WEEK = 7 * DAY;

const clockParts = new Intl.DateTimeFormat("en-US", {
  timeZone: "Asia/Baghdad",
  weekday: "long",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Minutes since Saturday 00:00 in Baghdad, the start of the Iraqi week. */
export function baghdadWeekMinute(now: Date): number {
  const parts = Object.fromEntries(clockParts.formatToParts(now).map((p) => [p.type, p.value]));
  const day = weekdays.indexOf((parts.weekday ?? "").toLowerCase() as Weekday);
  return Math.max(day, 0) * DAY + Number(parts.hour) * 60 + Number(parts.minute);
}

const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const toClock = (minutes: number) => {
  const m = ((minutes % DAY) + DAY) % DAY;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};

/** Every opening of the week as [start, end) in week minutes; one past midnight ends after its day. */
function weekIntervals(hours: WeekOpenings): [number, number][] {
  return weekdays.flatMap((day, i) =>
    hours[day].map((o): [number, number] => [i * DAY + toMinutes(o.opens), i * DAY + toMinutes(o.closes)]),
  );
}

export type OpeningState =
  | { open: true; closes: string; minutesToChange: number }
  | { open: false; opens: { day: Weekday; time: string; daysAhead: number } | null; minutesToChange: number | null };

/**
 * Open or closed at `now`: when open, the closing clock time; when closed, the next opening
 * (`daysAhead` 0 today, 1 tomorrow...) or null for a store that never opens.
 */
export function openingState(hours: WeekOpenings, now: Date): OpeningState {
  const t = baghdadWeekMinute(now);
  // Friday's opening past midnight reaches into Saturday, the start of the next week.
  const intervals = weekIntervals(hours).flatMap(([s, e]): [number, number][] => [
    [s - WEEK, e - WEEK],
    [s, e],
    [s + WEEK, e + WEEK],
  ]);
  const current = intervals.find(([s, e]) => s <= t && t < e);
  if (current) return { open: true, closes: toClock(current[1]), minutesToChange: current[1] - t };
  const next = intervals.filter(([s]) => s > t).sort((a, b) => a[0] - b[0])[0];
  if (!next) return { open: false, opens: null, minutesToChange: null };
  const dayIndex = Math.floor((((next[0] % WEEK) + WEEK) % WEEK) / DAY);
  return {
    open: false,
    opens: {
      day: weekdays[dayIndex] ?? "saturday",
      time: toClock(next[0]),
      daysAhead: Math.floor(next[0] / DAY) - Math.floor(t / DAY),
    },
    minutesToChange: next[0] - t,
  };
}

/** The first instant after `now` at which any of these stores opens or closes; null if none ever does. */
export function nextOpeningChange(list: readonly { hours: WeekOpenings }[], now: Date): Date | null {
  const minutes = list.map((s) => openingState(s.hours, now).minutesToChange).filter((m): m is number => m !== null);
  if (minutes.length === 0) return null;
  const start = new Date(now);
  start.setUTCSeconds(0, 0);
  return new Date(start.getTime() + Math.min(...minutes) * 60_000);
}

/** A closing time as people read it: "25:00" is "01:00". */
export const clockText = (clock: string) => toClock(toMinutes(clock));
