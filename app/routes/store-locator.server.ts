import { data, type RouterContextProvider } from "react-router";
import { listPlacesOp, listStoresOp, type NearStoreView, nearestStoresOp } from "../../src/contracts/api/places.ts";
import { nextOpeningChange, openingState } from "../../src/contracts/opening-hours.ts";
import { baghdadWeekday } from "../../src/contracts/place-values.ts";
import { PAGE_CACHE_UNTIL_HEADER } from "../../src/lib/page-cache.ts";
import { apiFor } from "../lib/api.server.ts";
import { localeOf } from "../lib/locale.ts";
import { loadPageData } from "../lib/page-data.server.ts";
import { pageUrlOf } from "../lib/page-url.ts";
import { cityValue, parseStoreFilters, type StoreFilters } from "../lib/store-filters.ts";

type Args = { request: Request; params: { lang?: string }; context: Readonly<RouterContextProvider> };
type Listed = Omit<NearStoreView, "distanceKm"> & { distanceKm?: number };

/** Every store the filters keep (the governorate, city, service, who runs it and "open now"). */
function keep(f: StoreFilters, now: Date) {
  return (s: Listed) =>
    (!f.governorate || s.governorate.id === f.governorate) &&
    (!f.city || (s.governorate.id === f.city.governorate && s.city.id === f.city.city)) &&
    (!f.service || s.services.includes(f.service)) &&
    (!f.kind || s.kind === f.kind) &&
    (!f.open || openingState(s.hours, now).open);
}

/**
 * support/store-locator: the page's content, the places for the filters and the stores that match,
 * each with its opening state now. Nearest first, with distances, from the visitor's rounded
 * location or a chosen city's centre (the page without JavaScript). Shared pages say until when
 * they are right (the next opening or closing); a page for one visitor's coordinates is never kept.
 */
export async function loadStoreLocator(args: Args) {
  const api = apiFor(args.context, args.request, localeOf(args.params));
  const asked = parseStoreFilters(pageUrlOf(args.request).searchParams);
  const nearPoint = (lat: number, lng: number) => api.call(nearestStoresOp, { query: { lat, lng, limit: 200 } });
  const [page, places, all, nearYou] = await Promise.all([
    loadPageData(args, "support/store-locator", { indexable: true }),
    api.call(listPlacesOp),
    api.call(listStoresOp),
    asked.point ? nearPoint(asked.point.lat, asked.point.lng) : null,
  ]);
  const cityOf = (c: { governorate: string; city: string } | null) =>
    c ? places.find((g) => g.id === c.governorate)?.cities.find((x) => x.id === c.city) : undefined;
  // An unknown governorate or city filters nothing (an old or mistyped link still shows stores).
  const f: StoreFilters = {
    ...asked,
    governorate: places.some((g) => g.id === asked.governorate) ? asked.governorate : null,
    city: cityOf(asked.city) ? asked.city : null,
  };
  const fromCity = cityOf(f.from);
  const nearCity = !nearYou && fromCity ? await nearPoint(fromCity.latitude, fromCity.longitude) : null;
  const near = nearYou ?? nearCity;
  const now = new Date();
  const listed: Listed[] = (near ?? all).filter(keep(f, now));
  const stores = listed.map((s) => ({ ...s, state: openingState(s.hours, now) }));
  const until = nextOpeningChange(listed, now);
  const headers: Record<string, string> = f.personal
    ? { "Cache-Control": "private, no-store" }
    : until
      ? { [PAGE_CACHE_UNTIL_HEADER]: String(until.getTime()) }
      : {};
  return data(
    {
      ...page,
      governorates: places.map((g) => ({ id: g.id, name: g.name })),
      cities: places.map((g) => ({
        name: g.name,
        cities: g.cities.map((c) => ({ value: cityValue(g.id, c.id), name: c.name })),
      })),
      filters: {
        governorate: f.governorate,
        city: f.city ? cityValue(f.city.governorate, f.city.city) : null,
        service: f.service,
        kind: f.kind,
        open: f.open,
        from: f.from && fromCity ? cityValue(f.from.governorate, f.from.city) : null,
      },
      /** Where distances are measured from: the visitor (no name) or a city, with its point. */
      distanceFrom:
        nearYou && f.point
          ? { name: null, ...f.point }
          : fromCity
            ? { name: fromCity.name, lat: fromCity.latitude, lng: fromCity.longitude }
            : null,
      stores,
      // Baghdad's weekday when the page was drawn, for the week's table.
      today: baghdadWeekday(now),
    },
    { headers },
  );
}
