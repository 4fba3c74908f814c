import type { RouterContextProvider } from "react-router";
import { listPlacesOp, listStoresOp, type StoreView } from "../../src/contracts/api/places.ts";
import { baghdadWeekday, PLACE_ID } from "../../src/contracts/place-values.ts";
import { apiFor } from "../lib/api.server.ts";
import { localeOf } from "../lib/locale.ts";
import { loadPageData } from "../lib/page-data.server.ts";
import { pageUrlOf } from "../lib/page-url.ts";

type Args = { request: Request; params: { lang?: string }; context: Readonly<RouterContextProvider> };

/**
 * support/store-locator: the page's content and every open store, grouped by governorate in the
 * places' order; `?governorate=` keeps one (an unknown one shows them all). One wave: all stores
 * are read and filtered here, so a bad value never costs a second request.
 */
export async function loadStoreLocator(args: Args) {
  const api = apiFor(args.context, args.request, localeOf(args.params));
  const [page, places, stores] = await Promise.all([
    loadPageData(args, "support/store-locator", { indexable: true }),
    api.call(listPlacesOp),
    api.call(listStoresOp),
  ]);
  const asked = pageUrlOf(args.request).searchParams.get("governorate") ?? "";
  const selected = PLACE_ID.test(asked) && places.some((g) => g.id === asked) ? asked : null;
  const byGovernorate = new Map<string, StoreView[]>();
  for (const store of stores) {
    byGovernorate.set(store.governorate.id, [...(byGovernorate.get(store.governorate.id) ?? []), store]);
  }
  const groups = places
    .filter((g) => (selected ? g.id === selected : byGovernorate.has(g.id)))
    .map((g) => ({ id: g.id, name: g.name, stores: byGovernorate.get(g.id) ?? [] }));
  return {
    ...page,
    governorates: places.map((g) => ({ id: g.id, name: g.name })),
    selected,
    groups,
    // Baghdad's weekday when the page was drawn; a cached page lives minutes, not days.
    today: baghdadWeekday(new Date()),
  };
}
