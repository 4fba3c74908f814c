import type { Article } from "../../../src/contracts/api/articles.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { ApplicationResult } from "../../lib/job-application.ts";
import { isOpen } from "../../lib/jobs.ts";
import { Blocks } from "../blocks.tsx";
import { Breadcrumb } from "../breadcrumb.tsx";
import { JobApply } from "./job-apply.tsx";
import { JobFacts } from "./job-facts.tsx";

type Props = { job: Article; careersTitle: string; today: string; application: ApplicationResult | undefined };

/** One vacancy in full: back to careers, title, facts, the description, then how to apply. */
export function JobView({ job, careersTitle, today, application }: Props) {
  const { t } = useI18n();
  return (
    <article className="page article-page">
      <Breadcrumb
        label={t("articles.breadcrumb")}
        items={[{ label: careersTitle, href: "/about-us/careers" }, { label: job.title }]}
      />
      <header className="article-header container">
        <h1>{job.title}</h1>
        {job.job ? <JobFacts job={job.job} today={today} /> : null}
      </header>
      <Blocks blocks={job.body} titleFirst={false} />
      {job.job ? <JobApply slug={job.slug} open={isOpen(job.job, today)} result={application} /> : null}
    </article>
  );
}
