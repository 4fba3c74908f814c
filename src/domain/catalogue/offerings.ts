import { and, arrayContains, asc, eq, gte, isNull, lte, or, type SQL } from "drizzle-orm";
import { baghdadToday } from "../../contracts/business-time.ts";
import type { Audience, OfferingFile, OfferingTag, OfferingType } from "../../contracts/catalogue.ts";
import type { Db } from "../../db/client.server.ts";
import { type DeviceDetails, offerings, offeringTranslations } from "../../db/schema/index.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import type { DbContext } from "../context.ts";
import { DomainError } from "../errors.ts";

export type OfferingFilter = {
  type?: OfferingType | undefined;
  audience?: Audience | undefined;
  country?: string | undefined;
  tag?: OfferingTag | undefined;
};

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

export type Availability = "in_stock" | "preorder" | "out_of_stock";

/** Adds to each device option whether it can be had today: from stock, by pre-order, or not at all. */
type DeviceOption = DeviceDetails["options"][number] & { availability: Availability };
type DeviceView = Omit<DeviceDetails, "options"> & { options: DeviceOption[] };

function withAvailability<T extends { device: DeviceDetails | null }>(
  row: T,
  today: string,
): Omit<T, "device"> & { device: DeviceView | null } {
  if (!row.device) return { ...row, device: null };
  const { preorder } = row.device;
  const preorderOpen = preorder !== null && preorder.from <= today && today <= preorder.to;
  const options = row.device.options.map((o) => ({
    ...o,
    availability: (o.inStock ? "in_stock" : preorderOpen ? "preorder" : "out_of_stock") as Availability,
  }));
  return { ...row, device: { ...row.device, options } };
}

function sellableOn(day: string): SQL | undefined {
  return and(
    or(isNull(offerings.sellableFrom), lte(offerings.sellableFrom, day)),
    or(isNull(offerings.sellableTo), gte(offerings.sellableTo, day)),
  );
}

/** What is on sale today, in the caller's language, filtered by type, audience, country and tag. */
export async function listOfferings({ db, locale }: DbContext, filter: OfferingFilter, now = new Date()) {
  const conditions = [
    sellableOn(baghdadToday(now)),
    eq(offerings.listed, true),
    filter.type ? eq(offerings.type, filter.type) : undefined,
    filter.audience ? arrayContains(offerings.audiences, [filter.audience]) : undefined,
    filter.country ? arrayContains(offerings.countries, [filter.country.toUpperCase()]) : undefined,
    filter.tag ? arrayContains(offerings.tags, [filter.tag]) : undefined,
  ];
  const today = baghdadToday(now);
  const rows = await db
    .select(columns)
    .from(offerings)
    .innerJoin(
      offeringTranslations,
      and(eq(offeringTranslations.offeringId, offerings.id), eq(offeringTranslations.locale, locale)),
    )
    .where(and(...conditions))
    .orderBy(asc(offerings.type), asc(offerings.sortOrder), asc(offerings.priceIqd));
  return rows.map((row) => withAvailability(row, today));
}

/** One offering by slug, on sale or not (a campaign page may show an ended offer as ended). */
export async function getOffering({ db, locale }: DbContext, slug: string, now = new Date()) {
  const [row] = await db
    .select(columns)
    .from(offerings)
    .innerJoin(
      offeringTranslations,
      and(eq(offeringTranslations.offeringId, offerings.id), eq(offeringTranslations.locale, locale)),
    )
    .where(eq(offerings.slug, slug));
  if (!row) throw new DomainError("not_found", "offering_not_found", { slug });
  const today = baghdadToday(now);
  const sellable = (!row.sellableFrom || row.sellableFrom <= today) && (!row.sellableTo || row.sellableTo >= today);
  return { ...withAvailability(row, today), sellable };
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
