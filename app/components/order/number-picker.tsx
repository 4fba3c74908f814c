import type { PoolNumber } from "../../../src/contracts/api/numbers.ts";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import type { FormText } from "../../lib/form-text.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { Field } from "../field.tsx";
import { ChoiceGroup } from "./choice-group.tsx";

type Search = { match: "endsWith" | "contains"; digits: string };

/**
 * Finding a number: a GET form (works without JavaScript, and the address can be shared) that
 * refines the list of free numbers by the digits they end with or contain.
 */
export function NumberSearch({
  offering,
  search,
  error,
}: {
  offering: string;
  search: Search;
  error: FormText | null;
}) {
  const { t } = useI18n();
  return (
    <form method="get" className="order-number-search" aria-labelledby="number-search-title">
      <h2 id="number-search-title">{t("order.number.searchTitle")}</h2>
      <input type="hidden" name="offering" value={offering} />
      <div className="field">
        <label htmlFor="field-match">{t("order.number.match")}</label>
        <select id="field-match" name="match" defaultValue={search.match}>
          <option value="endsWith">{t("order.number.endsWith")}</option>
          <option value="contains">{t("order.number.contains")}</option>
        </select>
      </div>
      <Field
        name="digits"
        label={t("order.number.digits")}
        hint={t("order.number.digitsHint")}
        defaultValue={search.digits}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        maxLength={20}
        error={error ?? undefined}
      />
      <button type="submit" className="button button-secondary">
        {t("order.number.search")}
      </button>
    </form>
  );
}

/** The free numbers as a radio list, the one chosen earlier first even when the search did not find it. */
export function NumberChoices({
  numbers,
  chosen,
  error,
}: {
  numbers: PoolNumber[];
  chosen: string | null;
  error?: FormText | undefined;
}) {
  const { t, format } = useI18n();
  const listed = chosen && !numbers.some((n) => n.msisdn === chosen) ? chosen : null;
  const choices = numbers.map((n) => ({
    value: n.msisdn,
    label: <bdi dir="ltr">{n.display}</bdi>,
    detail: n.priceIqd > 0 ? <bdi>{format.iqd(n.priceIqd)}</bdi> : t("order.number.free"),
  }));
  if (listed) {
    choices.unshift({
      value: listed,
      label: <bdi dir="ltr">{formatMsisdn(listed)}</bdi>,
      detail: t("order.number.yours"),
    });
  }
  if (choices.length === 0) {
    return (
      <p className="notice" id="field-msisdn">
        {t("order.number.none")}
      </p>
    );
  }
  return (
    <ChoiceGroup
      name="msisdn"
      legend={t("order.number.legend")}
      hint={t("order.number.hint")}
      choices={choices}
      checked={chosen}
      error={error}
    />
  );
}
