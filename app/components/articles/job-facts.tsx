import type { JobFacts as Facts } from "../../../src/contracts/api/articles.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { isOpen } from "../../lib/jobs.ts";
import { ArticleDate } from "./article-date.tsx";

/** A vacancy's city, kind of contract and closing date; `today` (Baghdad) decides if it is closed. */
export function JobFacts({ job, today }: { job: Facts; today: string }) {
  const { t } = useI18n();
  return (
    <dl className="job-facts">
      <div>
        <dt>{t("articles.job.location")}</dt>
        <dd>{t(`articles.location.${job.location}`)}</dd>
      </div>
      <div>
        <dt>{t("articles.job.employment")}</dt>
        <dd>{t(`articles.employment.${job.employment}`)}</dd>
      </div>
      <div>
        <dt>{t("articles.job.closing")}</dt>
        <dd>
          {job.closesAt ? <ArticleDate value={job.closesAt} /> : t("articles.job.untilFilled")}
          {isOpen(job, today) ? null : <span className="badge badge-closed">{t("articles.job.closed")}</span>}
        </dd>
      </div>
    </dl>
  );
}
