import type { Article } from "../../lib/articles.ts";
import { Blocks } from "../blocks.tsx";
import { Breadcrumb } from "./breadcrumb.tsx";
import { JobFacts } from "./job-facts.tsx";

/** One vacancy in full: back to careers, title, facts and the description. */
export function JobView({ job, careersTitle, today }: { job: Article; careersTitle: string; today: string }) {
  return (
    <article className="page article-page">
      <Breadcrumb items={[{ label: careersTitle, href: "/about-us/careers" }, { label: job.title }]} />
      <header className="article-header container">
        <h1>{job.title}</h1>
        {job.job ? <JobFacts job={job.job} today={today} /> : null}
      </header>
      <Blocks blocks={job.body} titleFirst={false} />
      {/* The application form comes next, in <section id="apply"> here (for open vacancies only). */}
    </article>
  );
}
