import { PageView } from "../components/page-view.tsx";
import { RouteError } from "../components/route-error.tsx";
import { loadPageData } from "../lib/page-data.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/catch-all";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  return pageMeta({
    title: page.title,
    description: page.description,
    brand: loaderData.brand,
    origin: loaderData.origin,
    locale: page.locale as "en",
    path: loaderData.path,
    indexable: true,
  });
}

/**
 * /{locale}/:slug(.*)*: any content record by its slug, in the layout the record names (the
 * "set-layout step": the locale layout reads `layout` from this loader's data). Unknown: 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const slug = (args.params["*"] ?? "").replace(/\/+$/, "");
  return loadPageData(args, slug, { indexable: true });
}

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  return <PageView data={loaderData} />;
}

export const ErrorBoundary = RouteError;
