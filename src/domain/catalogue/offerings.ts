import { and, arrayContains, asc, eq, gte, isNull, lte, or, type SQL } from "drizzle-orm";
import type { Availability, Offering, OfferingOnSale, OfferingQuery } from "../../contracts/api/catalogue.ts";
import { baghdadToday } from "../../contracts/business-time.ts";
import type { OfferingFile } from "../../contracts/catalogue.ts";
import type { Db } from "../../db/client.server.ts";
import { type DeviceDetails, offerings, offeringTranslations } from "../../db/schema/index.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import type { ServiceCall, ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";

const columns = {
  slug: offerings.slug,
  type: offerings.type,
  priceIqd: offerings.priceIqd,
  validityDays: offerings.validityDays,
  allowances: offerings.allowances,
  audiences: offerings.audiences,
  countries: offerings.countries,
  tags: offerings.tags,
  sellableFrom: offerings.sellableFrom,
  sellableTo: offerings.sellableTo,
  device: offerings.device,
  name: offeringTranslations.name,
  description: offeringTranslations.description,
};

/** What a query reads from the database, before today's availability is added to a device. */
type OfferingRow = Omit<Offering, "device"> & { device: DeviceDetails | null };

/** Adds to each device option whether it can be had today: from stock, by pre-order, or not at all. */
function withAvailability(row: OfferingRow, today: string): Offering {
  if (!row.device) return { ...row, device: null };
  const { preorder } = row.device;
  const preorderOpen = preorder !== null && preorder.from <= today && today <= preorder.to;
  const availability = (inStock: boolean): Availability =>
    inStock ? "in_stock" : preorderOpen ? "preorder" : "out_of_stock";
  const options = row.device.options.map((o) => ({ ...o, availability: availability(o.inStock) }));
  return { ...row, device: { ...row.device, options } };
}

function sellableOn(day: string): SQL | undefined {
  return and(
    or(isNull(offerings.sellableFrom), lte(offerings.sellableFrom, day)),
    or(isNull(offerings.sellableTo), gte(offerings.sellableTo, day)),
  );
}

/** What is on sale today, in the caller's language, filtered by type, audience, country and tag. */
export async function listOfferings({ ctx, input }: ServiceCall<OfferingQuery>): Promise<Offering[]> {
  const today = baghdadToday(ctx.now);
  const conditions = [
    sellableOn(today),
    eq(offerings.listed, true),
    input.type ? eq(offerings.type, input.type) : undefined,
    input.audience ? arrayContains(offerings.audiences, [input.audience]) : undefined,
    input.country ? arrayContains(offerings.countries, [input.country.toUpperCase()]) : undefined,
    input.tag ? arrayContains(offerings.tags, [input.tag]) : undefined,
  ];
  const rows = await ctx.db
    .select(columns)
    .from(offerings)
    .innerJoin(
      offeringTranslations,
      and(eq(offeringTranslations.offeringId, offerings.id), eq(offeringTranslations.locale, ctx.locale)),
    )
    .where(and(...conditions))
    .orderBy(asc(offerings.type), asc(offerings.sortOrder), asc(offerings.priceIqd));
  return rows.map((row) => withAvailability(row, today));
}

/** One offering by slug, on sale or not (a campaign page may show an ended offer as ended). */
export function getOffering({ ctx, input }: ServiceCall<{ slug: string }>): Promise<OfferingOnSale> {
  return findOffering(ctx, input.slug, ctx.now);
}

/**
 * One offering by slug in the context's language, as it stands at `now`: for services that sell or
 * feature it (a bundle purchase, a plan, a campaign, a device request).
 */
export async function findOffering(
  { db, locale }: Pick<ServiceContext, "db" | "locale">,
  slug: string,
  now: Date,
): Promise<OfferingOnSale> {
  const [found] = await db
    .select({ ...columns, listed: offerings.listed })
    .from(offerings)
    .innerJoin(
      offeringTranslations,
      and(eq(offeringTranslations.offeringId, offerings.id), eq(offeringTranslations.locale, locale)),
    )
    .where(eq(offerings.slug, slug));
  if (!found) throw new DomainError("not_found", "offering_not_found", { slug });
  const { listed, ...row } = found;
  const today = baghdadToday(now);
  const sellable = (!row.sellableFrom || row.sellableFrom <= today) && (!row.sellableTo || row.sellableTo >= today);
  return { ...withAvailability(row, today), sellable, listed };
}

/** Inserts or replaces an offering and its three translations (seed, and later staff tools). */
export async function saveOffering(db: Db, offering: OfferingFile): Promise<void> {
  const { translations, slug, ...fields } = offering;
  await db.transaction(async (tx) => {
    const values = { ...fields, updatedAt: new Date() };
    const [saved] = await tx
      .insert(offerings)
      .values({ slug, ...values })
      .onConflictDoUpdate({ target: offerings.slug, set: values })
      .returning({ id: offerings.id });
    if (!saved) throw new Error(`offering ${slug} not saved`);
    for (const [locale, t] of Object.entries(translations) as [LocaleCode, { name: string; description: string }][]) {
      await tx
        .insert(offeringTranslations)
        .values({ offeringId: saved.id, locale, ...t })
        .onConflictDoUpdate({ target: [offeringTranslations.offeringId, offeringTranslations.locale], set: t });
    }
  });
}
