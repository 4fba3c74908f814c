import { Link } from "react-router";
import type { SearchGroup } from "../../../src/contracts/api/articles.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { groupHeadingKeys, resultHref } from "../../lib/search.ts";
import { Highlighted } from "./highlighted.tsx";

/** The results, one section per kind in the API's order (offers first), matched words marked. */
export function ResultGroups({ groups }: { groups: SearchGroup[] }) {
  const { locale, t } = useI18n();
  return (
    <div className="search-groups">
      {groups.map((group) => (
        <section key={group.kind} className="search-group" aria-labelledby={`results-${group.kind}`}>
          <h3 id={`results-${group.kind}`}>{t(groupHeadingKeys[group.kind])}</h3>
          <ol className="search-results">
            {group.results.map((result) => (
              <li key={`${group.kind}:${result.ref}`} className="search-result">
                <Link to={resultHref(locale.code, result.path)} className="search-result-title">
                  <Highlighted segments={result.title} />
                </Link>
                {result.excerpt.length > 0 ? (
                  <p className="search-result-excerpt">
                    <Highlighted segments={result.excerpt} />
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
