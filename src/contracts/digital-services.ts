/**
 * Digital (value-added) services: the values shared by the database, the seed file, the API and
 * the pages (issue 21, "Other services").
 */
import { z } from "zod";

export const digitalServiceCategories = ["caller_tunes", "religious", "news", "games", "streaming", "storage"] as const;
export const renewalPeriods = ["daily", "weekly", "monthly"] as const;
export type DigitalServiceCategory = (typeof digitalServiceCategories)[number];
export type RenewalPeriod = (typeof renewalPeriods)[number];

/** How long one paid period lasts: a month is 30 days, as the bundles' validity counts it. */
export const renewalDays: Record<RenewalPeriod, number> = { daily: 1, weekly: 7, monthly: 30 };

const text = z.string().trim().min(1);
const localized = (max: number) => z.object({ en: text.max(max), ar: text.max(max), ku: text.max(max) });

/** One service in content/catalogue/digital-services.json. */
export const digitalServiceFileSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  category: z.enum(digitalServiceCategories),
  provider: localized(60),
  priceIqd: z.number().int().positive(),
  renewal: z.enum(renewalPeriods),
  sortOrder: z.number().int(),
  onSale: z.boolean().default(true),
  names: localized(60),
  descriptions: localized(300),
});

export const digitalServicesFileSchema = z.object({ services: z.array(digitalServiceFileSchema).min(1) });
export type DigitalServiceFile = z.output<typeof digitalServiceFileSchema>;

/** The form that subscribes a line: which service. */
export const subscribeDigitalServiceSchema = z.object({
  service: z.string({ error: "validation.digitalService.required" }).regex(/^[a-z0-9-]{1,80}$/, {
    error: "validation.digitalService.required",
  }),
});
