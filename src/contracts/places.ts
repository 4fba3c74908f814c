/**
 * The schemas of places and stores shared by the content files, the database and the API: ids,
 * opening hours, names per language. Plain values live in place-values.ts (pages import those, so
 * zod stays out of the browser); server-only checks (phone numbers, whole files) in place-files.ts.
 */
import { z } from "zod";
import { PLACE_ID } from "./place-values.ts";

export * from "./place-values.ts";

export const placeId = z.string().max(60).regex(PLACE_ID);

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "HH:MM, 00:00 to 23:59");

/** One opening of a day: a store that closes for the afternoon has two. */
export const openingInterval = z
  .object({ opens: clock, closes: clock })
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
  .strict();
export type WeekHours = z.output<typeof weekHours>;

const nonEmpty = z.string().trim().min(1).max(200);

/** A name or address in each of the site's languages. */
export const localizedText = z.object({ en: nonEmpty, ar: nonEmpty, ku: nonEmpty }).strict();
export type LocalizedText = z.output<typeof localizedText>;
