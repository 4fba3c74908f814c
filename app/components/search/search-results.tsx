import type { SearchResults, Topic } from "../../../src/contracts/api/articles.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../locale-link.tsx";
import { withSlot } from "./highlighted.tsx";
import { PopularTopics } from "./popular-topics.tsx";
import { ResultGroups } from "./result-groups.tsx";

/**
 * What a query found: "N results for “…”" in a polite live region (a new search on the same page
 * is announced), then the groups; or, with nothing found, what to try next, the popular topics
 * and the way to customer care.
 */
export function SearchResultsView({ results, popular }: { results: SearchResults; popular: Topic[] }) {
  const { t } = useI18n();
  const shown = results.groups.reduce((sum, group) => sum + group.results.length, 0);
  const query = <bdi className="search-query">{results.query}</bdi>;
  return (
    <section className="search-panel container" aria-labelledby="search-summary">
      <div role="status" aria-live="polite" aria-atomic="true">
        <h2 id="search-summary">{withSlot(t("search.results", { count: shown }), "query", query)}</h2>
      </div>
      {shown > 0 ? (
        <ResultGroups groups={results.groups} />
      ) : (
        <div className="no-results">
          <p>{t("search.noResults")}</p>
          <PopularTopics topics={popular} heading="h3" />
          <p>
            {t("search.contactLead")} <LocaleLink to="/support/contact-us">{t("search.contactLink")}</LocaleLink>
          </p>
        </div>
      )}
    </section>
  );
}
