/**
 * Places and stores as values shared by the content files, the database, the API and the pages:
 * delivery zones, store services, weekdays and opening hours. Server-only checks (phone numbers,
 * whole files) live in src/contracts/place-files.ts so that the browser never loads them.
 */
import { z } from "zod";

/**
 * The delivery zone of a governorate: what the order's delivery fee and estimate depend on
 * (docs/decisions/046a-places-and-stores.md).
 */
export const deliveryZones = ["baghdad", "central", "south", "north", "west", "kurdistan"] as const;
export type DeliveryZone = (typeof deliveryZones)[number];

/** What a store does for a visitor; `order_pickup` makes it a pick-up point for online orders. */
export const storeServices = [
  "sim_sale",
  "esim",
  "device_sale",
  "bill_payment",
  "repair",
  "business",
  "order_pickup",
] as const;
export type StoreService = (typeof storeServices)[number];

/** The Iraqi week starts on Saturday; Friday is the weekly day off. */
export const weekdays = ["saturday", "sunday", "monday", "tuesday", "wednesday", "thursday", "friday"] as const;
export type Weekday = (typeof weekdays)[number];

/** A place or store id: lowercase words joined by hyphens ("sulaymaniyah", "baghdad-karrada"). */
export const PLACE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const placeId = z.string().max(60).regex(PLACE_ID);

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "HH:MM, 00:00 to 23:59");

/** One opening of a day: a store that closes for the afternoon has two. */
export const openingInterval = z
  .object({ opens: clock, closes: clock })
  .refine((i) => i.opens < i.closes, { message: "closes must be after opens", path: ["closes"] });
export type OpeningInterval = z.output<typeof openingInterval>;

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

/** The weekday of an instant in Baghdad (business time, DESIGN.md "Modes"). */
export function baghdadWeekday(now: Date): Weekday {
  const day = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "Asia/Baghdad" }).format(now).toLowerCase();
  return weekdays.find((d) => d === day) ?? "saturday";
}

/** A route to the store in Google Maps, from wherever the visitor is. */
export const directionsUrl = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
