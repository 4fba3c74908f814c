/**
 * The schemas of places and stores shared by the content files, the database and the API: ids,
 * opening hours, names per language. Plain values live in place-values.ts (pages import those, so
 * zod stays out of the browser); server-only checks (phone numbers, whole files) in place-files.ts.
 */
import { z } from "zod";
import { PLACE_ID, weekdays } from "./place-values.ts";

export * from "./place-values.ts";

export const placeId = z.string().max(60).regex(PLACE_ID);

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "HH:MM, 00:00 to 23:59");
/** A closing time may run past midnight, up to 29:59 (before six the next morning), written "25:00". */
const closingClock = z
  .string()
  .regex(/^([01]\d|2[0-9]):[0-5]\d$/, "HH:MM, 00:01 to 29:59 (past 24:00 is after midnight)");

/** One opening of a day: a store that closes for the afternoon has two; one open late closes at "25:00". */
export const openingInterval = z
  .object({ opens: clock, closes: closingClock })
  .refine((i) => i.opens < i.closes, { message: "closes must be after opens", path: ["closes"] });

/** A day's openings in order, none overlapping; an empty list is a closed day. */
const dayHours = z
  .array(openingInterval)
  .max(3)
  .refine((day) => day.every((i, n) => n === 0 || (day[n - 1]?.closes ?? "") < i.opens), {
    message: "openings must be in order and must not overlap",
  });

export const weekHours = z
  .object({
    saturday: dayHours,
    sunday: dayHours,
    monday: dayHours,
    tuesday: dayHours,
    wednesday: dayHours,
    thursday: dayHours,
    friday: dayHours,
  })
  .strict()
  .superRefine((week, ctx) => {
    // An opening past midnight must close before the next day's first opening (Friday's runs into Saturday).
    weekdays.forEach((day, i) => {
      const late = week[day].at(-1);
      const next = week[weekdays[(i + 1) % 7] ?? "saturday"][0];
      if (!late || !next || late.closes <= "24:00") return;
      const closesNextDay = `${String(Number(late.closes.slice(0, 2)) - 24).padStart(2, "0")}${late.closes.slice(2)}`;
      if (closesNextDay > next.opens)
        ctx.addIssue({ code: "custom", path: [day], message: "closes after midnight later than the next day opens" });
    });
  });
export type WeekHours = z.output<typeof weekHours>;

const nonEmpty = z.string().trim().min(1).max(200);

/** A name or address in each of the site's languages. */
export const localizedText = z.object({ en: nonEmpty, ar: nonEmpty, ku: nonEmpty }).strict();
export type LocalizedText = z.output<typeof localizedText>;
