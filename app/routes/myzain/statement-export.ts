import { redirect } from "react-router";
import { catalogue } from "../../../src/i18n/catalogue.ts";
import { createTranslator } from "../../../src/i18n/translator.ts";
import { webEnvContext } from "../../context.ts";
import { CSV_BOM, type CsvCell, toCsv } from "../../lib/csv.ts";
import { loadMessages } from "../../lib/messages.server.ts";
import { myzainLine } from "../../lib/myzain.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { localizedPath } from "../../lib/paths.ts";
import { baghdadDateTime, entryDetail, kindKeys, readStatementQuery, statementSearch } from "../../lib/statement.ts";
import type { Route } from "./+types/statement-export";
import { fetchStatement } from "./statement.server.ts";

/**
 * The statement as a CSV file (same query as the page: line, from, to, kind), headed in the
 * customer's language. A period the API refuses goes back to the page, where the form says why.
 */
export async function loader(args: Route.LoaderArgs) {
  const { api, line, locale } = await myzainLine(args);
  const query = readStatementQuery(pageUrlOf(args.request).searchParams, new Date());
  const { statement } = await fetchStatement(args, api, line.id, query);
  if (!statement) throw redirect(`${localizedPath(locale, "/myzain/statement")}${statementSearch(query)}`);

  const env = args.context.get(webEnvContext);
  const messages = await loadMessages(api, locale, (message, fields) => env.log("error", message, fields));
  const t = createTranslator(locale, messages, catalogue.en);
  const rows: CsvCell[][] = [
    [
      t("statement.csv.dateTime"),
      t("statement.table.what"),
      t("statement.csv.description"),
      t("statement.csv.amount"),
      t("statement.csv.balance"),
    ],
    ...statement.entries.map((entry) => [
      baghdadDateTime(new Date(entry.createdAt)),
      t(kindKeys[entry.kind]),
      entryDetail(entry, t),
      entry.amountIqd,
      entry.balanceAfterIqd,
    ]),
  ];
  const filename = `statement-${statement.line.msisdn.replace(/\D/g, "")}-${query.from}-${query.to}.csv`;
  return new Response(CSV_BOM + toCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
