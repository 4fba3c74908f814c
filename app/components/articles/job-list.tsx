import type { ArticleSummary } from "../../../src/contracts/api/articles.ts";
import { linkOf } from "../../lib/articles.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { BidiText } from "../bidi-text.tsx";
import { LocaleLink } from "../locale-link.tsx";

/** Vacancies as cards: title, city and contract, closing date (or "Closed"), summary. */
export function JobList({ jobs, closed = false }: { jobs: ArticleSummary[]; closed?: boolean }) {
  const { t, format } = useI18n();
  return (
    <ul className="cards job-list">
      {jobs.map((item) =>
        item.job ? (
          <li key={item.slug} className="card job-card">
            {closed ? <span className="badge badge-closed">{t("articles.job.closed")}</span> : null}
            <h3>
              <LocaleLink to={linkOf(item)}>{item.title}</LocaleLink>
            </h3>
            <p className="job-meta">
              {t(`articles.location.${item.job.location}`)} · {t(`articles.employment.${item.job.employment}`)}
            </p>
            {closed ? null : (
              <p className="job-meta">
                {item.job.closesAt
                  ? t("articles.job.closesOn", { date: format.date(item.job.closesAt) })
                  : t("articles.job.untilFilled")}
              </p>
            )}
            <p>
              <BidiText text={item.summary} />
            </p>
          </li>
        ) : null,
      )}
    </ul>
  );
}
