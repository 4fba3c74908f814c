import { getLineUsageOp } from "../../../src/contracts/api/line-history.ts";
import { listUsageRecordsOp } from "../../../src/contracts/api/usage-records.ts";
import { baghdadDayStart } from "../../../src/contracts/myzain.ts";
import { BidiText } from "../../components/bidi-text.tsx";
import { Blocks } from "../../components/blocks.tsx";
import { LineSwitcher } from "../../components/myzain/line-switcher.tsx";
import { UsageBreakdown } from "../../components/myzain/usage-breakdown.tsx";
import { UsageCharts } from "../../components/myzain/usage-charts.tsx";
import { UsageControls } from "../../components/myzain/usage-controls.tsx";
import { UsageRecords } from "../../components/myzain/usage-records.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { myzainPage, signedIn } from "../../lib/myzain.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { metaFromPage } from "../../lib/seo.ts";
import { readUsageChoice, usagePeriod } from "../../lib/usage-records.ts";
import type { Route } from "./+types/consumption-history";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData?.page);

/** Usage records shown per page; older ones follow by the "Older records" link. */
const RECORDS_PAGE = 50;

export async function loader(args: Route.LoaderArgs) {
  const { page, api, lines, line } = await myzainPage(args, "myzain/consumption-history");
  const choice = readUsageChoice(pageUrlOf(args.request).searchParams);
  const { days, granularity } = choice;
  // The dates are fixed here, once, in business time, so server and browser draw the same axis.
  const { from, to } = usagePeriod(days, new Date());
  const [usage, records] = await signedIn(args, () =>
    Promise.all([
      api.call(getLineUsageOp, { params: { lineId: line.id }, query: { from, to, granularity } }),
      api.call(listUsageRecordsOp, {
        params: { lineId: line.id },
        query: {
          from,
          to,
          type: choice.type ?? undefined,
          paidFrom: choice.paidFrom ?? undefined,
          before: choice.before ?? undefined,
          limit: RECORDS_PAGE,
        },
      }),
    ]),
  );
  const kept = { ...choice, line: lines.length > 1 ? line.id : null };
  return { page, layout: page.layout, lines, line: line.id, days, granularity, from, to, usage, records, choice: kept };
}

/**
 * How the chosen line was used, per day or week: four bar charts (data, minutes, SMS, money),
 * each with its numbers as a table, totals by type and data by app, then the records themselves
 * with what paid for each; the page's help below.
 */
export default function ConsumptionHistory({ loaderData }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const { page, lines, line, days, granularity, from, to, usage, records, choice } = loaderData;
  const hero = page.page.blocks.find((b) => b.type === "hero");
  return (
    <article className="page myzain-page usage-page">
      <h1>{page.page.title}</h1>
      {hero?.text ? (
        <p className="lead">
          <BidiText text={hero.text} />
        </p>
      ) : null}
      <LineSwitcher lines={lines} current={line} />
      <UsageControls days={days} granularity={granularity} line={lines.length > 1 ? line : null} />
      <section className="usage-section" aria-labelledby="usage-charts-heading">
        <h2 id="usage-charts-heading">
          {t(granularity === "week" ? "usage.charts.heading.week" : "usage.charts.heading.day")}
        </h2>
        <p className="usage-period">
          {t("usage.period", { from: format.date(baghdadDayStart(from)), to: format.date(baghdadDayStart(to)) })}
        </p>
        <UsageCharts usage={usage} from={from} to={to} granularity={granularity} />
      </section>
      <UsageBreakdown usage={usage} />
      <UsageRecords records={records} choice={choice} />
      {/* The hero's title repeats the h1 in other words; its text is the lead above. */}
      <Blocks blocks={page.page.blocks.filter((b) => b.type !== "hero")} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
