import { useI18n } from "../../lib/i18n.tsx";
import type { ApplicationResult } from "../../lib/job-application.ts";
import { LocaleLink } from "../locale-link.tsx";
import { JobApplyDone } from "./job-apply-done.tsx";
import { JobApplyForm } from "./job-apply-form.tsx";

/** "Apply for this job": the form, or once sent the confirmation; a closed vacancy only says so. */
export function JobApply({
  slug,
  open,
  result,
}: {
  slug: string;
  open: boolean;
  result: ApplicationResult | undefined;
}) {
  const { t } = useI18n();
  if (!open) {
    return (
      <section id="apply" className="block container job-apply">
        <p className="notice apply-closed">
          {t("careers.apply.closed")} <LocaleLink to="/about-us/careers">{t("articles.jobs.open")}</LocaleLink>
        </p>
      </section>
    );
  }
  return (
    <section id="apply" className="block container job-apply" aria-labelledby="apply-heading">
      <h2 id="apply-heading">{t("careers.apply.heading")}</h2>
      {result?.done ? (
        <JobApplyDone done={result.done} />
      ) : (
        <JobApplyForm slug={slug} errors={result?.errors ?? null} values={result?.values ?? {}} />
      )}
    </section>
  );
}
