import { Blocks } from "../../components/blocks.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { LineSwitcher } from "../../components/myzain/line-switcher.tsx";
import { StatementFilter } from "../../components/myzain/statement-filter.tsx";
import { StatementSummary } from "../../components/myzain/statement-summary.tsx";
import { StatementTable } from "../../components/myzain/statement-table.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { myzainPage } from "../../lib/myzain.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { metaFromPage } from "../../lib/seo.ts";
import { readStatementQuery, statementSearch } from "../../lib/statement.ts";
import type { Route } from "./+types/statement";
import { fetchStatement } from "./statement.server.ts";

/** Entries shown per page of the statement; older ones follow by the "Older" link. */
const STATEMENT_PAGE = 100;

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData?.page);

export async function loader(args: Route.LoaderArgs) {
  const { page, api, lines, line } = await myzainPage(args, "myzain/statement");
  // Defaults (the last 30 days) are worked out here once, so server and browser show the same dates.
  const query = readStatementQuery(pageUrlOf(args.request).searchParams, new Date());
  // A page of entries at a time, so a line with a long history renders as fast as any other.
  const result = await fetchStatement(args, api, line.id, query, STATEMENT_PAGE);
  return { page, layout: page.layout, lines, line, query, ...result };
}

/**
 * Every money movement of the chosen line in a period: filter, totals, the table, a CSV and a
 * printable copy; the page's help text below.
 */
export default function Statement({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, lines, line, query, statement, error } = loaderData;
  return (
    <article className="page myzain-page statement-page">
      <h1>{page.page.title}</h1>
      <div className="no-print">
        <LineSwitcher lines={lines} current={line.id} />
      </div>
      <StatementFilter query={query} error={error} />
      {statement ? (
        <>
          <StatementSummary statement={statement} query={query} />
          <StatementTable entries={statement.entries} />
          {statement.next ? (
            <p className="no-print">
              <LocaleLink to={`/myzain/statement${statementSearch(query)}&before=${statement.next}`} rel="next">
                {t("statement.older")}
              </LocaleLink>
            </p>
          ) : null}
        </>
      ) : null}
      <p className="no-print">
        <LocaleLink to="/myzain/payments">{t("payments.history.link")}</LocaleLink>
      </p>
      {/* The hero repeats the title in other words; the rest explains the statement. */}
      <div className="statement-help no-print">
        <Blocks blocks={page.page.blocks.filter((b) => b.type !== "hero")} titleFirst={false} />
      </div>
    </article>
  );
}

export const ErrorBoundary = RouteError;
