import { RouteError } from "../components/route-error.tsx";
import { PopularTopics } from "../components/search/popular-topics.tsx";
import { SearchBox } from "../components/search/search-box.tsx";
import { SearchLayout } from "../components/search/search-layout.tsx";
import { SearchResultsView } from "../components/search/search-results.tsx";
import { metaFromPage } from "../lib/seo.ts";
import { loadResultsPage } from "./search.server.ts";
import "../styles/search.css";
import type { Route } from "./+types/hyper-result";

/** Result pages are noindex (the loader marks them so). */
export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData);

export const loader = (args: Route.LoaderArgs) => loadResultsPage(args);

/** Full results for `?q=`: the box with the query in it, then the results grouped by kind. */
export default function HyperResult({ loaderData }: Route.ComponentProps) {
  const { query, results, popular } = loaderData;
  return (
    <SearchLayout data={loaderData}>
      <div className="container search-box-panel">
        {/* A new query is a new box: its text is what was searched. */}
        <SearchBox key={query} defaultValue={query} />
      </div>
      {results ? (
        <SearchResultsView results={results} popular={popular} />
      ) : (
        <PopularTopics topics={popular} className="container" />
      )}
    </SearchLayout>
  );
}

export const ErrorBoundary = RouteError;
