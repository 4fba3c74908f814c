/**
 * Choosing a new number: the tiers numbers are sold in and what a visitor may search by. Shared by
 * the browser (instant feedback) and the API (the authority). Digits may be typed in Arabic-Indic
 * or Persian form, as on an Arabic or Kurdish keyboard.
 */
import { z } from "zod";
import { latinDigits } from "./msisdn.ts";

/** Cheapest first: a standard number costs nothing, premium and gold ones are priced by pattern. */
export const numberTiers = ["standard", "premium", "gold"] as const;
export type NumberTier = (typeof numberTiers)[number];

/** Longest run of digits one may search for: more than that and one already knows the number. */
export const NUMBER_SEARCH_MAX_DIGITS = 8;
export const NUMBER_SEARCH_DEFAULT_LIMIT = 20;
export const NUMBER_SEARCH_MAX_LIMIT = 50;

const digits = z
  .string()
  .transform((s) => latinDigits(s).replace(/[\s-]/g, ""))
  .pipe(
    z
      .string()
      .regex(/^\d*$/, { error: "validation.numberSearch.digits" })
      .max(NUMBER_SEARCH_MAX_DIGITS, { error: "validation.numberSearch.tooLong" }),
  )
  .transform((s) => s || undefined);

export const numberSearchSchema = z.object({
  endsWith: digits.optional(),
  contains: digits.optional(),
  tier: z.enum(numberTiers).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NUMBER_SEARCH_MAX_LIMIT)
    .optional()
    .transform((n) => n ?? NUMBER_SEARCH_DEFAULT_LIMIT),
});
export type NumberSearch = z.output<typeof numberSearchSchema>;

/** How a phone option stands today, for the phone pages. */
export const stockStates = ["in_stock", "low", "out_of_stock", "preorder"] as const;
export type StockState = (typeof stockStates)[number];

/** At most this many units left (and at least one) reads "only a few left". */
export const LOW_STOCK_UNITS = 5;
