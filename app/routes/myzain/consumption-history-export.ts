import { listUsageRecordsOp, type UsageRecord } from "../../../src/contracts/api/usage-records.ts";
import { catalogue } from "../../../src/i18n/catalogue.ts";
import { createTranslator } from "../../../src/i18n/translator.ts";
import { webEnvContext } from "../../context.ts";
import { CSV_BOM, type CsvCell, toCsv } from "../../lib/csv.ts";
import { loadMessages } from "../../lib/messages.server.ts";
import { myzainLine, signedIn } from "../../lib/myzain.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { baghdadDateTime } from "../../lib/statement.ts";
import { readUsageChoice, recordPaidFrom, recordParty, recordType, usagePeriod } from "../../lib/usage-records.ts";
import type { Route } from "./+types/consumption-history-export";

/** Records per API call; the whole period is read in pages this size. */
const PAGE = 2000;
/** More than a year of a heavy line's 90 days: the file stops here rather than grow without end. */
const MOST = 50_000;

/** The amount in a number a spreadsheet can sum, and its unit: MB (two decimals), seconds or SMS. */
const amountOf = (r: UsageRecord): number =>
  r.type === "data" ? Math.round((r.quantity / 1024) * 100) / 100 : r.quantity;

const UNIT_KEYS = { data: "usage.csv.units.mb", voice: "usage.csv.units.seconds", sms: "usage.csv.units.sms" } as const;

/**
 * The usage records of the page's view (line, period, type, "Paid from") as a CSV file, headed in
 * the customer's language; every record of the period, not only the page on screen.
 */
export async function loader(args: Route.LoaderArgs) {
  const { api, line, locale } = await myzainLine(args);
  const choice = readUsageChoice(pageUrlOf(args.request).searchParams);
  const { from, to } = usagePeriod(choice.days, new Date());
  const records: UsageRecord[] = [];
  let before: string | undefined;
  do {
    const page = await signedIn(args, () =>
      api.call(listUsageRecordsOp, {
        params: { lineId: line.id },
        query: {
          from,
          to,
          type: choice.type ?? undefined,
          paidFrom: choice.paidFrom ?? undefined,
          before,
          limit: PAGE,
        },
      }),
    );
    records.push(...page.records);
    before = page.next ?? undefined;
  } while (before && records.length < MOST);

  const env = args.context.get(webEnvContext);
  const messages = await loadMessages(api, locale, (message, fields) => env.log("error", message, fields));
  const t = createTranslator(locale, messages, catalogue.en);
  const postpaid = line.billing === "postpaid";
  const rows: CsvCell[][] = [
    [
      t("usage.csv.dateTime"),
      t("usage.csv.type"),
      t("usage.csv.party"),
      t("usage.csv.amount"),
      t("usage.csv.unit"),
      t("usage.records.column.paidFrom"),
      t("usage.csv.cost"),
    ],
    ...records.map((r) => [
      baghdadDateTime(new Date(r.occurredAt)),
      recordType(r, t),
      // In a file the number needs no isolation marks: each cell is its own paragraph.
      r.type === "data" ? recordParty(r, t) : (r.peer ?? ""),
      amountOf(r),
      t(UNIT_KEYS[r.type]),
      recordPaidFrom(r, postpaid, t),
      r.chargedIqd,
    ]),
  ];
  const filename = `usage-${line.msisdn.replace(/\D/g, "")}-${from}-${to}.csv`;
  return new Response(CSV_BOM + toCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
