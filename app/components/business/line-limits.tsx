import { Form, useNavigation } from "react-router";
import type { BusinessLines } from "../../../src/contracts/api/business.ts";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { BusinessOutcome } from "../../routes/myzain/business.server.ts";
import { SubmitButton } from "../async-form.tsx";
import { Field, FormMessage } from "../field.tsx";

/**
 * Each line of the company: what it spent since its month began, its limit, and a form to change
 * the limit (a plain form per line, so it works before scripts arrive).
 */
export function LineLimits({ overview, outcome }: { overview: BusinessLines; outcome: BusinessOutcome | undefined }) {
  const { t, format } = useI18n();
  const pending = useNavigation().formData;
  return (
    <section className="block business-lines" aria-labelledby="business-lines">
      <h2 id="business-lines">{t("business.lines")}</h2>
      <p className="business-total">
        {t("business.total")}: <bdi>{format.iqd(overview.spentIqd)}</bdi>
      </p>
      <ul className="business-line-list">
        {overview.lines.map((line) => {
          const mine = outcome?.intent === "limit" && outcome.lineId === line.id ? outcome : undefined;
          const left = line.limitIqd === null ? null : Math.max(0, line.limitIqd - line.spentIqd);
          return (
            <li key={line.id} className="card business-line" data-msisdn={line.msisdn}>
              <h3>
                <bdi dir="ltr">{formatMsisdn(line.msisdn)}</bdi>
                <span className="business-line-billing"> · {t(`myzain.billing.${line.billing}`)}</span>
              </h3>
              <p>
                {t("business.spent")}: <bdi className="business-spent">{format.iqd(line.spentIqd)}</bdi>{" "}
                <span className="business-since">
                  {t("business.since", { date: format.date(line.cycleStartedAt) })}
                </span>
              </p>
              <p>
                {t("business.limit")}:{" "}
                {line.limitIqd === null ? (
                  t("business.noLimit")
                ) : (
                  <>
                    <bdi className="business-limit">{format.iqd(line.limitIqd)}</bdi> (
                    {t("business.left", { left: format.iqd(left ?? 0) })})
                  </>
                )}
              </p>
              {mine?.saved ? (
                <p className="notice notice-success" role="status">
                  {t("business.limitSaved")}
                </p>
              ) : null}
              <Form method="post" className="business-limit-form">
                <input type="hidden" name="intent" value="limit" />
                <input type="hidden" name="lineId" value={line.id} />
                <FormMessage message={mine?.errors?.form} />
                <Field
                  id={`limit-${line.id}`}
                  name="limitIqd"
                  label={t("business.limitLabel")}
                  hint={t("business.limitHint")}
                  inputMode="numeric"
                  defaultValue={line.limitIqd === null ? "" : String(line.limitIqd)}
                  error={mine?.errors?.fields.limitIqd}
                />
                <SubmitButton
                  busy={pending?.get("intent") === "limit" && pending.get("lineId") === line.id}
                  className="button button-secondary"
                >
                  {t("business.setLimit")}
                </SubmitButton>
              </Form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
