import { Form, useNavigation } from "react-router";
import type { HandsetMatch } from "../../../src/contracts/api/campaigns.ts";
import type { FormText } from "../../lib/form-text.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { SubmitButton } from "../async-form.tsx";
import { Field } from "../field.tsx";
import { LocaleLink } from "../locale-link.tsx";

export type HandsetCheck = { query: string; results: HandsetMatch[] | null; error: FormText | undefined };

/**
 * "Does my phone work on 4G?": a GET form, so the answer is a page of its own that works before
 * JavaScript loads and can be shared as a link.
 */
export function HandsetChecker({ check }: { check: HandsetCheck }) {
  const { t, format } = useI18n();
  const busy = useNavigation().state === "loading";
  return (
    <section id="check" className="block container handset-checker" aria-labelledby="check-heading">
      <h2 id="check-heading">{t("check4g.heading")}</h2>
      <Form method="get" preventScrollReset className="inline-form">
        <Field
          name="q"
          label={t("check4g.label")}
          hint={t("check4g.hint")}
          defaultValue={check.query}
          autoComplete="off"
          spellCheck={false}
          dir="auto"
          maxLength={60}
          required
          error={check.error}
        />
        <SubmitButton busy={busy} className="button">
          {t("check4g.submit")}
        </SubmitButton>
      </Form>
      {check.results ? (
        <div role="status">
          <h3>{t("check4g.results", { query: check.query })}</h3>
          {check.results.length === 0 ? (
            <p>{t("check4g.noneFound", { query: check.query })}</p>
          ) : (
            <ul className="handset-results">
              {check.results.map((h) => (
                <li key={`${h.brand} ${h.model}`} className={h.lte ? "handset-yes" : "handset-no"}>
                  <strong>
                    <bdi>{`${h.brand} ${h.model}`}</bdi>
                  </strong>{" "}
                  <span className="handset-year">{t("check4g.released", { year: format.plain(h.year) })}</span>
                  <p>{h.lte ? t("check4g.yes") : t("check4g.no")}</p>
                  {h.lte && h.volte ? <p>{t("check4g.volte")}</p> : null}
                  {h.lte ? null : <LocaleLink to="/member-area/a06-order">{t("check4g.upgrade")}</LocaleLink>}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
