import type { PageCacheHandle } from "../../../src/lib/page-cache.ts";
import { JobList } from "../../components/articles/job-list.tsx";
import { JobView } from "../../components/articles/job-view.tsx";
import { afterIntro, PageIntro } from "../../components/articles/page-intro.tsx";
import { Blocks } from "../../components/blocks.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { articleMeta } from "../../lib/article-seo.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { Route } from "./+types/careers";
import { loadCareers } from "./careers.server.ts";
import { applyToJob } from "./careers-application.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => articleMeta(loaderData);

/** The same page for every anonymous visitor, given job: the shared page cache may keep it. */
export const handle = { pageCache: { query: ["job"] } } satisfies PageCacheHandle;

export const loader = (args: Route.LoaderArgs) => loadCareers(args);

/** An application to the vacancy named by `?job=`. */
export const action = (args: Route.ActionArgs) => applyToJob(args);
// An application's answer is personal (its own no-store); the page itself is public.
export const headers = ({ actionHeaders, loaderHeaders }: Route.HeadersArgs) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

/**
 * Careers: the page's intro, open vacancies, the five most recently closed (marked, so links from
 * search engines and shares still explain themselves), then the rest of the page. `?job=`: one vacancy,
 * with its application form while it is open.
 */
export default function Careers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, job, open, closed, today } = loaderData;
  if (job) {
    return <JobView job={job} careersTitle={page.title} today={today} application={actionData} />;
  }
  return (
    <article className="page">
      <PageIntro blocks={page.blocks} title={page.title} />
      <section className="block container" aria-labelledby="jobs-heading">
        <h2 id="jobs-heading">{t("articles.jobs.open")}</h2>
        {open.length > 0 ? <JobList jobs={open} /> : <p>{t("articles.jobs.none")}</p>}
      </section>
      {closed.length > 0 ? (
        <section className="block container" aria-labelledby="closed-jobs-heading">
          <h2 id="closed-jobs-heading">{t("articles.jobs.closed")}</h2>
          <JobList jobs={closed} closed />
        </section>
      ) : null}
      <Blocks blocks={afterIntro(page.blocks)} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
