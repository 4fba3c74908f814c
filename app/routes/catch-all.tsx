import { PageView } from "../components/page-view.tsx";
import { RouteError } from "../components/route-error.tsx";
import { loadPageData } from "../lib/page-data.server.ts";
import { metaFromPage } from "../lib/seo.ts";
import type { Route } from "./+types/catch-all";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

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
