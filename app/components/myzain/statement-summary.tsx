import type { StatementView } from "../../../src/contracts/api/line-history.ts";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { baghdadDayStart } from "../../../src/contracts/myzain.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { localizedPath } from "../../lib/paths.ts";
import { type StatementQuery, statementSearch } from "../../lib/statement.ts";
import { PrintButton } from "../print-button.tsx";

/**
 * Whose statement, for which period, and the period's money in and out; printed too, since a
 * printed statement must say whose it is. Then the ways to take it away: CSV and print.
 */
export function StatementSummary({ statement, query }: { statement: StatementView; query: StatementQuery }) {
  const { t, format, locale } = useI18n();
  const period = t("statement.periodValue", {
    from: format.date(baghdadDayStart(query.from)),
    to: format.date(baghdadDayStart(query.to)),
  });
  // A file, not a page: a plain link (a client-side navigation cannot download).
  const csv = `${localizedPath(locale.code, "/myzain/statement/export")}${statementSearch(query)}`;
  return (
    <>
      <dl className="statement-summary">
        <div>
          <dt>{t("statement.line")}</dt>
          <dd>
            <bdi dir="ltr">{formatMsisdn(statement.line.msisdn)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t("statement.period")}</dt>
          <dd>{period}</dd>
        </div>
        <div>
          <dt>{t("statement.totals.in")}</dt>
          <dd className="statement-in">
            <bdi>{format.iqd(statement.totals.inIqd)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t("statement.totals.out")}</dt>
          <dd className="statement-out">
            <bdi>{format.iqd(statement.totals.outIqd)}</bdi>
          </dd>
        </div>
      </dl>
      {statement.entries.length > 0 ? (
        <p className="statement-actions no-print">
          <a href={csv} className="button button-small" download>
            {t("statement.download")}
          </a>
          <PrintButton />
        </p>
      ) : null}
    </>
  );
}
