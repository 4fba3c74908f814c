import type { PageCacheHandle } from "../../src/lib/page-cache.ts";
import { Blocks } from "../components/blocks.tsx";
import { RouteError } from "../components/route-error.tsx";
import { GovernorateFilter } from "../components/stores/governorate-filter.tsx";
import { StoreCard } from "../components/stores/store-card.tsx";
import { useI18n } from "../lib/i18n.tsx";
import { metaFromPage } from "../lib/seo.ts";
import type { Route } from "./+types/store-locator";
import { loadStoreLocator } from "./store-locator.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

/** The same page for every anonymous visitor, given governorate: the shared page cache may keep it. */
export const handle = { pageCache: { query: ["governorate"] } } satisfies PageCacheHandle;

export const loader = (args: Route.LoaderArgs) => loadStoreLocator(args);

/** The page's opening blocks, the governorate filter and the stores by governorate, then the rest of its content. */
export default function StoreLocator({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  // The hero and the block after it stay first, as their images are loaded early (decision 045).
  const intro = loaderData.page.blocks.slice(0, 2);
  const rest = loaderData.page.blocks.slice(2);
  return (
    <article className="page store-locator">
      <Blocks blocks={intro} />
      <GovernorateFilter governorates={loaderData.governorates} selected={loaderData.selected} />
      <div className="container">
        {loaderData.groups.map((group) => (
          <section key={group.id} className="store-group" aria-labelledby={`stores-${group.id}`}>
            <h2 id={`stores-${group.id}`}>
              {group.name} <span className="store-count">({t("stores.count", { count: group.stores.length })})</span>
            </h2>
            {group.stores.length === 0 ? <p>{t("stores.empty")}</p> : null}
            <ul className="store-list">
              {group.stores.map((store) => (
                <StoreCard key={store.id} store={store} today={loaderData.today} />
              ))}
            </ul>
          </section>
        ))}
      </div>
      <Blocks blocks={rest} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
