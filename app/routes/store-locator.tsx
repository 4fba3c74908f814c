import type { PageCacheHandle } from "../../src/lib/page-cache.ts";
import { Blocks } from "../components/blocks.tsx";
import { RouteError } from "../components/route-error.tsx";
import { StoreCard, type StoreCardView } from "../components/stores/store-card.tsx";
import { StoreFilters } from "../components/stores/store-filters.tsx";
import { StoreMap } from "../components/stores/store-map.tsx";
import { useI18n } from "../lib/i18n.tsx";
import { metaFromPage } from "../lib/seo.ts";
import type { Route } from "./+types/store-locator";
import { loadStoreLocator } from "./store-locator.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

/**
 * The same page for every anonymous visitor, given these parameters (app/lib/store-filters.ts,
 * STORE_QUERY): the shared page cache may keep it, except a page drawn for coordinates (`lat`,
 * `lng`), which the loader marks private so that no visitor's location is ever kept.
 */
export const handle = {
  pageCache: { query: ["governorate", "city", "service", "kind", "open", "from", "lat", "lng"] },
} satisfies PageCacheHandle;

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const loader = (args: Route.LoaderArgs) => loadStoreLocator(args);

/** The listed stores by governorate, in the order the API gave them (the places' order). */
function byGovernorate(stores: StoreCardView[]) {
  const groups = new Map<string, { id: string; name: string; stores: StoreCardView[] }>();
  for (const s of stores) {
    const group = groups.get(s.governorate.id) ?? { id: s.governorate.id, name: s.governorate.name, stores: [] };
    group.stores.push(s);
    groups.set(s.governorate.id, group);
  }
  return [...groups.values()];
}

/** Filters, then the list beside the map (the map first on a phone), then the rest of the page's content. */
export default function StoreLocator({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { stores, distanceFrom: origin, filters, today } = loaderData;
  // The hero and the block after it stay first, as their images are loaded early (decision 045).
  const intro = loaderData.page.blocks.slice(0, 2);
  const rest = loaderData.page.blocks.slice(2);
  const selected = filters.governorate ?? filters.city?.split("/")[0] ?? null;
  const list = (items: StoreCardView[], level: 3 | 4) => (
    <ul className="store-list">
      {items.map((store) => (
        <StoreCard key={store.id} store={store} today={today} level={level} />
      ))}
    </ul>
  );
  return (
    <article className="page store-locator">
      <Blocks blocks={intro} />
      <div className="container locator">
        <StoreFilters governorates={loaderData.governorates} cities={loaderData.cities} values={filters} />
        <div className="locator-body">
          <StoreMap
            governorates={loaderData.governorates}
            selected={selected}
            stores={stores}
            origin={origin}
            linkFor={(id) => `?governorate=${id}#map`}
          />
          <section className="locator-results" id="results" aria-labelledby="results-title">
            <h2 id="results-title">
              {origin
                ? t("stores.results.nearest", { place: origin.name ?? t("stores.near.you") })
                : t("stores.results.title")}{" "}
              <span className="store-count">({t("stores.count", { count: stores.length })})</span>
            </h2>
            {stores.length === 0 ? <p>{t("stores.none")}</p> : null}
            {origin
              ? list(stores, 3)
              : byGovernorate(stores).map((group) => (
                  <section key={group.id} className="store-group" aria-labelledby={`stores-${group.id}`}>
                    <h3 id={`stores-${group.id}`}>
                      {group.name}{" "}
                      <span className="store-count">({t("stores.count", { count: group.stores.length })})</span>
                    </h3>
                    {list(group.stores, 4)}
                  </section>
                ))}
          </section>
        </div>
      </div>
      <Blocks blocks={rest} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
