import { Form, useLocation, useSubmit } from "react-router";
import type { LineSummary } from "../../../src/contracts/api/lines.ts";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { useI18n } from "../../lib/i18n.tsx";

/**
 * Chooses the line a myzain page shows (`?line=`), for customers with several lines. A plain GET
 * form with a button before JavaScript; with it, choosing is enough.
 */
export function LineSwitcher({ lines, current }: { lines: LineSummary[]; current: string }) {
  const { t } = useI18n();
  const submit = useSubmit();
  // The page's other choices (a period, a filter) survive switching line.
  const kept = [...new URLSearchParams(useLocation().search)].filter(([name]) => name !== "line");
  if (lines.length < 2) return null;
  return (
    <Form method="get" className="line-switcher" onChange={(e) => submit(e.currentTarget)}>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="line-switcher">{t("myzain.line.choose")}</label>
      <select id="line-switcher" name="line" defaultValue={current}>
        {lines.map((l) => (
          <option key={l.id} value={l.id}>
            {`${formatMsisdn(l.msisdn)} · ${t(`myzain.billing.${l.billing}`)}`}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button-small">
          {t("myzain.line.show")}
        </button>
      </noscript>
    </Form>
  );
}
