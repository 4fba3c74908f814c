import type { ConversionOptions } from "../../../src/contracts/api/postpaid-conversions.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../locale-link.tsx";

/** The latest request of the line and, once the line is postpaid, where to manage its plan. */
export function ConversionStatus({ lineId, options }: { lineId: string; options: ConversionOptions }) {
  const { t, format } = useI18n();
  const latest = options.latest;
  const plan = (slug: string) => options.plans.find((p) => p.slug === slug)?.name ?? slug;
  if (latest?.state === "in_review") {
    return (
      <section className="card conversion-status" role="status">
        <h2>{t("plans.convert.inReview.title")}</h2>
        <p>{t("plans.convert.inReview.text", { plan: plan(latest.plan), date: format.date(latest.createdAt) })}</p>
        <p>
          {t("plans.convert.reference")} <bdi dir="ltr">{latest.reference}</bdi>
        </p>
      </section>
    );
  }
  if (options.billing === "postpaid") {
    return (
      <section className="card conversion-status" role="status">
        {latest?.state === "completed" && latest.completedAt ? (
          <>
            <h2>{t("plans.convert.completed.title")}</h2>
            <p>
              {t("plans.convert.completed.text", {
                plan: plan(latest.plan),
                date: format.date(latest.completedAt),
                limit: format.iqd(latest.creditLimitIqd),
              })}
            </p>
            {latest.carriedIqd > 0 ? (
              <p>{t("plans.convert.completed.carried", { amount: format.iqd(latest.carriedIqd) })}</p>
            ) : null}
            {latest.advanceSettledIqd > 0 ? (
              <p>{t("plans.convert.completed.advance", { amount: format.iqd(latest.advanceSettledIqd) })}</p>
            ) : null}
          </>
        ) : (
          <p>{t("plans.convert.alreadyPostpaid")}</p>
        )}
        <LocaleLink to={`/myzain/change-plan?line=${lineId}`} className="button button-secondary">
          {t("plans.change.title")}
        </LocaleLink>
      </section>
    );
  }
  if (latest?.state === "rejected") {
    const reason = latest.identity?.reason;
    return (
      <section className="notice conversion-rejected" role="status">
        <p>
          {reason
            ? t("plans.convert.rejectedReason", {
                reference: latest.reference,
                reason: t(`orders.rejection.${reason}`),
              })
            : t("plans.convert.rejected", { reference: latest.reference })}
        </p>
        {latest.identity?.note ? (
          <p>
            {t("ekyc.redo.note")} <span dir="auto">{latest.identity.note}</span>
          </p>
        ) : null}
      </section>
    );
  }
  return null;
}
