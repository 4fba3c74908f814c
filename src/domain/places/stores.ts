import { and, arrayContains, asc, eq, type SQL } from "drizzle-orm";
import type { StoreQuery, StoreView } from "../../contracts/api/places.ts";
import type { LocalizedText } from "../../contracts/places.ts";
import { cities, districts, governorates, stores } from "../../db/schema/index.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import type { ServiceCall, ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";

const columns = {
  store: stores,
  governorateName: governorates.name,
  cityName: cities.name,
  districtName: districts.name,
};

export async function selectStores(ctx: ServiceContext, where: SQL | undefined): Promise<StoreView[]> {
  const rows = await ctx.db
    .select(columns)
    .from(stores)
    .innerJoin(governorates, eq(governorates.id, stores.governorate))
    .innerJoin(cities, and(eq(cities.governorate, stores.governorate), eq(cities.id, stores.city)))
    .leftJoin(
      districts,
      and(
        eq(districts.governorate, stores.governorate),
        eq(districts.city, stores.city),
        eq(districts.id, stores.district),
      ),
    )
    .where(and(eq(stores.active, true), where))
    .orderBy(asc(governorates.sortOrder), asc(cities.sortOrder), asc(stores.sortOrder), asc(stores.id));
  return rows.map((row) => toView(row, ctx.locale));
}

/** What the query reads: the store and the names of its places. */
type StoreRow = {
  store: typeof stores.$inferSelect;
  governorateName: LocalizedText;
  cityName: LocalizedText;
  districtName: LocalizedText | null;
};

function toView(row: StoreRow, locale: LocaleCode): StoreView {
  const { store } = row;
  return {
    id: store.id,
    kind: store.kind,
    name: store.name[locale],
    governorate: { id: store.governorate, name: row.governorateName[locale] },
    city: { id: store.city, name: row.cityName[locale] },
    district: store.district && row.districtName ? { id: store.district, name: row.districtName[locale] } : null,
    address: store.address[locale],
    latitude: store.latitude,
    longitude: store.longitude,
    hours: store.hours,
    services: store.services,
    phone: store.phone,
  };
}

/** Open stores in the caller's language, by governorate and city, optionally filtered. */
export function listStores({ ctx, input }: ServiceCall<StoreQuery>): Promise<StoreView[]> {
  return selectStores(
    ctx,
    and(
      input.governorate ? eq(stores.governorate, input.governorate) : undefined,
      input.city ? eq(stores.city, input.city) : undefined,
      input.service ? arrayContains(stores.services, [input.service]) : undefined,
      input.kind ? eq(stores.kind, input.kind) : undefined,
    ),
  );
}

/** One open store; a closed or unknown one is not found. */
export async function getStore({ ctx, input }: ServiceCall<{ id: string }>): Promise<StoreView> {
  const [store] = await selectStores(ctx, eq(stores.id, input.id));
  if (!store) throw new DomainError("not_found", "store_not_found", { id: input.id });
  return store;
}
