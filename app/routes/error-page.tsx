import { data } from "react-router";
import { ErrorView } from "../components/error-view.tsx";
import { RouteError } from "../components/route-error.tsx";
import { loadPageData } from "../lib/page-data.server.ts";
import { pageUrlOf } from "../lib/page-url.ts";
import { metaFromPage } from "../lib/seo.ts";
import type { Route } from "./+types/error-page";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

/**
 * The dedicated /{locale}/404 and /{locale}/500 pages: the error view with the status in the
 * address, answered with that status too, so that a crawler or a monitor never reads an error
 * page as a found page (a 200 here would be a "soft 404").
 */
export async function loader(args: Route.LoaderArgs) {
  const status = pageUrlOf(args.request).pathname.endsWith("/500") ? 500 : 404;
  return data({ ...(await loadPageData(args, String(status), { indexable: false })), status }, { status });
}

export default function ErrorPage({ loaderData }: Route.ComponentProps) {
  return <ErrorView status={loaderData.status} description={loaderData.page.description} />;
}

export const ErrorBoundary = RouteError;
