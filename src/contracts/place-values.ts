/**
 * Places and stores as plain values, without zod, so that pages can import them: delivery zones,
 * store services, weekdays, the id pattern, and what a page computes from them.
 */
/**
 * The delivery zone of a governorate: what the order's delivery fee and estimate depend on
 * (docs/decisions/047-places-and-stores.md).
 */
export const deliveryZones = ["baghdad", "central", "south", "north", "west", "kurdistan"] as const;
export type DeliveryZone = (typeof deliveryZones)[number];

/** What a store does for a visitor; `order_pickup` makes it a pick-up point for online orders. */
export const storeServices = [
  "sim_sale",
  "sim_registration",
  "esim",
  "device_sale",
  "bill_payment",
  "repair",
  "business",
  "order_pickup",
] as const;
export type StoreService = (typeof storeServices)[number];

/**
 * Who runs a place: the operator's own `store`, or a `dealer` (an authorised reseller) that sells
 * lines and takes payments but has no business desk and rarely hands out online orders.
 */
export const storeKinds = ["store", "dealer"] as const;
export type StoreKind = (typeof storeKinds)[number];

/** The Iraqi week starts on Saturday; Friday is the weekly day off. */
export const weekdays = ["saturday", "sunday", "monday", "tuesday", "wednesday", "thursday", "friday"] as const;
export type Weekday = (typeof weekdays)[number];

/** A place or store id: lowercase words joined by hyphens ("sulaymaniyah", "baghdad-karrada"). */
export const PLACE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * One opening of a day: a store that closes for the afternoon has two. A closing time past 24:00
 * ("25:30") closes after midnight, on the next day, as GTFS writes service past midnight.
 */
export type OpeningInterval = { opens: string; closes: string };

/** The weekday of an instant in Baghdad (business time, DESIGN.md "Modes"). */
export function baghdadWeekday(now: Date): Weekday {
  const day = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "Asia/Baghdad" }).format(now).toLowerCase();
  return weekdays.find((d) => d === day) ?? "saturday";
}

/** A route to the store in Google Maps, from wherever the visitor is. */
export const directionsUrl = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
