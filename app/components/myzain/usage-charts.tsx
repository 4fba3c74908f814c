import type { UsageView } from "../../../src/contracts/api/line-history.ts";
import { type Granularity, periodSlots } from "../../lib/chart-scale.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { dataAmount, minutes } from "../../lib/units.ts";
import { type ChartPoint, UsageChart } from "./usage-chart.tsx";

type Measure = "dataKb" | "voiceSeconds" | "sms" | "chargedIqd";

const KB_PER_MB = 1024;
const KB_PER_GB = 1024 * 1024;

/**
 * The period's four charts (data, minutes, SMS, money spent on usage), one bar per day or week.
 * The API lists only periods with usage; every period of the range gets its place on the axis.
 */
export function UsageCharts({
  usage,
  from,
  to,
  granularity,
}: {
  usage: UsageView;
  from: string;
  to: string;
  granularity: Granularity;
}) {
  const { t, format } = useI18n();
  const byPeriod = new Map(usage.series.map((s) => [s.period, s]));
  const slots = periodSlots(from, to, granularity);
  const points = (measure: Measure): ChartPoint[] =>
    slots.map((period) => ({ period, value: byPeriod.get(period)?.[measure] ?? 0 }));
  const biggestData = Math.max(0, ...usage.series.map((s) => s.dataKb));
  const common = { granularity };
  return (
    <div className="usage-charts">
      <UsageChart
        {...common}
        id="chart-data"
        title={t("usage.chart.data")}
        points={points("dataKb")}
        unit={biggestData >= KB_PER_GB ? KB_PER_GB : KB_PER_MB}
        show={(kb) => dataAmount(kb, t, format)}
      />
      <UsageChart
        {...common}
        id="chart-minutes"
        title={t("usage.chart.minutes")}
        points={points("voiceSeconds")}
        unit={60}
        show={(seconds) => minutes(seconds, t)}
      />
      <UsageChart
        {...common}
        id="chart-sms"
        title={t("usage.chart.sms")}
        points={points("sms")}
        unit={1}
        show={(count) => t("units.sms", { count })}
      />
      <UsageChart
        {...common}
        id="chart-money"
        title={t("usage.chart.money")}
        points={points("chargedIqd")}
        unit={1}
        show={(iqd) => format.iqd(iqd)}
      />
    </div>
  );
}
