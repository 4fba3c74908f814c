import { RouteError } from "../components/route-error.tsx";
import { PopularTopics } from "../components/search/popular-topics.tsx";
import { SearchBox } from "../components/search/search-box.tsx";
import { SearchLayout } from "../components/search/search-layout.tsx";
import { metaFromPage } from "../lib/seo.ts";
import { loadSearchPage } from "./search.server.ts";
import "../styles/search.css";
import type { Route } from "./+types/search-page";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

export const loader = (args: Route.LoaderArgs) => loadSearchPage(args);

/** The search box with suggestions as you type, and the popular topics below it. */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return (
    <SearchLayout data={loaderData}>
      <div className="container search-box-panel">
        <SearchBox />
      </div>
      <PopularTopics topics={loaderData.popular} className="container" />
    </SearchLayout>
  );
}

export const ErrorBoundary = RouteError;
