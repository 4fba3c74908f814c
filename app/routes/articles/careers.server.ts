import { baghdadToday } from "../../../src/contracts/business-time.ts";
import { pageSeo } from "../../lib/article-seo.ts";
import { articleApi, type LoaderArgs, notFound, slugParam } from "../../lib/articles.server.ts";
import { linkOf } from "../../lib/articles.ts";
import { splitJobs } from "../../lib/jobs.ts";
import { loadPageData } from "../../lib/page-data.server.ts";

/**
 * Careers: the content record and the vacancies, open (closing today or later in Baghdad) and
 * recently closed; `?job=` one vacancy in full. Unknown job: 404.
 */
export async function loadCareers(args: LoaderArgs) {
  const slug = slugParam(args.request, "job");
  const api = articleApi(args);
  const [record, jobs, job] = await Promise.all([
    loadPageData(args, "about-us/careers", { indexable: true }),
    api.all({ kind: "job" }),
    slug ? api.one("job", slug) : null,
  ]);
  if (slug && !job) notFound(args.request);
  // "Today" is worked out once, here, so that the server and the browser agree on what is open.
  const today = baghdadToday();
  const { open, closed } = splitJobs(jobs, today);
  const seo = job ? { title: job.title, description: job.summary, path: linkOf(job) } : pageSeo(record);
  return { ...record, seo, today, open, closed: closed.slice(0, 5), job };
}
