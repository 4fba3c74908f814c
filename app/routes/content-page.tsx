import type { PageCacheHandle } from "../../src/lib/page-cache.ts";
import { drawCorporate } from "../components/corporate-blocks.tsx";
import { PageView } from "../components/page-view.tsx";
import { RouteError } from "../components/route-error.tsx";
import { webEnvContext } from "../context.ts";
import { loadPageData } from "../lib/page-data.server.ts";
import { pageUrlOf, restOfPath } from "../lib/page-url.ts";
import { metaFromPage } from "../lib/seo.ts";
import { findRoute, isIndexable } from "../route-manifest.ts";
import type { Route } from "./+types/content-page";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

/** The same page for every anonymous visitor: the shared page cache may keep it. */
export const handle = { pageCache: { query: [] } } satisfies PageCacheHandle;

/**
 * A page of the route table drawn from its content record. Routes with a brand parameter
 * (`business/{product}-push-x`) are in the manifest only for the configured brand slug.
 */
export async function loader(args: Route.LoaderArgs) {
  const rest = restOfPath(pageUrlOf(args.request).pathname);
  // A brand route with another brand's slug (business/acme-push-x) is no page of ours: like any
  // unknown address it is served from a content record of that slug if one exists, else 404.
  const entry = findRoute(rest, args.context.get(webEnvContext).config.brand.slug);
  return loadPageData(args, rest, { indexable: entry ? isIndexable(entry) : true });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  // Only this route's pages have people, figures or reports, so only its file carries their code.
  return <PageView data={loaderData} corporate={drawCorporate} />;
}

export const ErrorBoundary = RouteError;
