import { Form } from "react-router";
import { ledgerKindNames } from "../../../src/contracts/myzain.ts";
import { type ApiText, messageKey, useFormText } from "../../lib/form-text.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { kindKeys, type StatementQuery } from "../../lib/statement.ts";
import { Field } from "../field.tsx";

const PERIOD_ERROR_ID = "statement-period-error";

/**
 * Period and type of the statement: a plain GET form, so it works before JavaScript and every
 * view has an address to share or bookmark. The chosen line (?line=) travels with it.
 */
/** `error`: the API's refusal of the period, in its words. */
export function StatementFilter({ query, error }: { query: StatementQuery; error: ApiText | null }) {
  const { t } = useI18n();
  const say = useFormText();
  const dateError = (name: "from" | "to") =>
    query.invalid.includes(name) ? messageKey("statement.filter.invalidDate") : undefined;
  // The API's refusal concerns both dates together: both are marked and point at its message.
  const periodProps = error ? { "aria-invalid": true, "aria-describedby": PERIOD_ERROR_ID } : {};
  return (
    <section className="statement-filter no-print" aria-labelledby="statement-filter-heading">
      <h2 id="statement-filter-heading" className="visually-hidden">
        {t("statement.filter.heading")}
      </h2>
      {/* Remounted per query, so the inputs show the period of the page after any navigation. */}
      <Form method="get" key={`${query.line}|${query.from}|${query.to}|${query.kind}`}>
        {query.line ? <input type="hidden" name="line" value={query.line} /> : null}
        {error ? (
          <p id={PERIOD_ERROR_ID} className="form-message" role="alert">
            {say(error)}
          </p>
        ) : null}
        <div className="statement-fields">
          <Field
            type="date"
            name="from"
            id="statement-from"
            label={t("statement.filter.from")}
            defaultValue={query.from}
            required
            error={dateError("from")}
            {...periodProps}
          />
          <Field
            type="date"
            name="to"
            id="statement-to"
            label={t("statement.filter.to")}
            defaultValue={query.to}
            required
            error={dateError("to")}
            {...periodProps}
          />
          <div className="field">
            <label htmlFor="statement-kind">{t("statement.filter.kind")}</label>
            <select id="statement-kind" name="kind" defaultValue={query.kind ?? ""}>
              <option value="">{t("statement.filter.allKinds")}</option>
              {ledgerKindNames.map((kind) => (
                <option key={kind} value={kind}>
                  {t(kindKeys[kind])}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button statement-submit">
            {t("statement.filter.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
