import { Form, useNavigation } from "react-router";
import type { CoverageLevel } from "../../../src/contracts/coverage-values.ts";
import type { CoverageCheck } from "../../lib/coverage-check.server.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { SubmitButton } from "../async-form.tsx";
import { BidiText } from "../bidi-text.tsx";
import { FieldFrame, fieldIds } from "../field.tsx";

/** Written out whole so that the message scans see every key the checker uses. */
const levelKey: Record<CoverageLevel, string> = {
  full: "coverage.level.full",
  partial: "coverage.level.partial",
  none: "coverage.level.none",
};
const legendKey: Record<CoverageLevel, string> = {
  full: "coverage.legend.full",
  partial: "coverage.legend.partial",
  none: "coverage.legend.none",
};

function Level({ level }: { level: CoverageLevel }) {
  const { t } = useI18n();
  return <span className={`coverage-level coverage-${level}`}>{t(levelKey[level])}</span>;
}

/**
 * "Is there 4G at my site?": one GET form (governorate, and a city if the visitor wants one), so
 * the answer is a page of its own that works before JavaScript loads and can be shared. The
 * answer is a table of the governorate's cities, or of the one city, with 4G and 3G.
 */
export function CoverageChecker({ check }: { check: CoverageCheck }) {
  const { t, format } = useI18n();
  const busy = useNavigation().state === "loading";
  const gov = fieldIds("coverage-governorate", false, Boolean(check.error));
  const result = check.result;
  return (
    <section id="coverage" className="block container coverage-checker" aria-labelledby="coverage-heading">
      <h2 id="coverage-heading">{t("coverage.heading")}</h2>
      <p>{t("coverage.intro")}</p>
      <Form method="get" preventScrollReset className="coverage-form">
        <FieldFrame id={gov.id} label={t("coverage.governorate")} error={check.error ?? undefined}>
          <select
            id={gov.id}
            name="governorate"
            defaultValue={check.governorate ?? ""}
            aria-invalid={check.error ? true : undefined}
            aria-describedby={gov.describedBy}
          >
            <option value="">{t("coverage.governorateChoose")}</option>
            {check.governorates.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame id="coverage-city" label={t("coverage.city")}>
          <select id="coverage-city" name="city" defaultValue={check.city ?? ""}>
            <option value="">{t("coverage.cityAll")}</option>
            {check.cities.map((g) => (
              <optgroup key={g.name} label={g.name}>
                {g.cities.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </FieldFrame>
        <SubmitButton busy={busy} className="button">
          {t("coverage.submit")}
        </SubmitButton>
      </Form>
      {result ? (
        <div role="status" className="coverage-result">
          <table className="coverage-table">
            <caption>
              {result.cities.length === 1 && check.city
                ? t("coverage.caption.city", {
                    city: result.cities[0]?.name ?? "",
                    governorate: result.governorate.name,
                  })
                : t("coverage.caption.governorate", { governorate: result.governorate.name })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("coverage.column.city")}</th>
                <th scope="col">{t("coverage.column.lte")}</th>
                <th scope="col">{t("coverage.column.umts")}</th>
              </tr>
            </thead>
            <tbody>
              {result.cities.map((c) => (
                <tr key={c.id}>
                  <th scope="row">{c.name}</th>
                  <td>
                    <Level level={c.lte} />
                  </td>
                  <td>
                    <Level level={c.umts} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {/* Short words in the table, so it fits a phone; what each one means, once, below it. */}
          <ul className="coverage-legend">
            {(["full", "partial", "none"] as const).map((level) => (
              <li key={level} className={`coverage-level coverage-${level}`}>
                {t(legendKey[level])}
              </li>
            ))}
          </ul>
          <p className="coverage-note">{t("coverage.measured", { date: format.date(result.measuredOn) })}</p>
          <p className="coverage-note">
            <BidiText text={t("coverage.survey")} />
          </p>
        </div>
      ) : null}
    </section>
  );
}
