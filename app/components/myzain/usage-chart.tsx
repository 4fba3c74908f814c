import { baghdadDayStart } from "../../../src/contracts/myzain.ts";
import { type ChartBox, type Granularity, labelIndexes, layoutBars, niceMax, valueY } from "../../lib/chart-scale.ts";
import { useI18n } from "../../lib/i18n.tsx";

export type ChartPoint = { period: string; value: number };

type Props = {
  id: string;
  title: string;
  points: ChartPoint[];
  granularity: Granularity;
  /** One step of the axis in the data's unit (1 MB or 1 GB in KB, a minute in seconds), so gridlines fall on round amounts. */
  unit: number;
  show: (value: number) => string;
};

// Sized for a phone: at 360 units wide the 12-unit labels print at about 12px on a 390px screen.
const BOX: ChartBox = { width: 360, height: 190, top: 24, bottom: 26, side: 4 };

/**
 * One bar chart of usage per day or week, drawn on the server as inline SVG (no chart library,
 * readable before JavaScript). The SVG is one image with a spoken summary; the exact numbers are
 * in the table under it, for everyone.
 */
export function UsageChart({ id, title, points, granularity, unit, show }: Props) {
  const { t, format, locale } = useI18n();
  const values = points.map((p) => p.value);
  const max = niceMax(Math.max(0, ...values) / unit) * unit;
  const bars = layoutBars(values, max, BOX, locale.dir);
  const total = values.reduce((sum, v) => sum + v, 0);
  const busiest = points.reduce<ChartPoint | undefined>((top, p) => (!top || p.value > top.value ? p : top), undefined);
  const longDate = (period: string) => format.date(baghdadDayStart(period), "long");
  const summary =
    total > 0 && busiest
      ? t(granularity === "week" ? "usage.chart.summary.week" : "usage.chart.summary.day", {
          title,
          total: show(total),
          date: longDate(busiest.period),
          amount: show(busiest.value),
        })
      : t("usage.chart.empty", { title });
  // Gridlines at the top and, when that is a whole amount (no "2.5 SMS"), halfway.
  const ticks = Number.isInteger(max / unit / 2) ? [max, max / 2] : [max];
  const rtl = locale.dir === "rtl";
  const startX = rtl ? BOX.width - BOX.side : BOX.side;
  const endX = rtl ? BOX.side : BOX.width - BOX.side;
  const labelled = labelIndexes(points.length);
  const last = points.length - 1;
  return (
    <figure className="usage-chart" id={id}>
      <figcaption>
        <h3>{title}</h3>
        <p className="usage-chart-total">{t("usage.chart.total", { amount: show(total) })}</p>
      </figcaption>
      <svg
        className="usage-chart-svg"
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-label={summary}
        data-bars={points.length}
      >
        <g className="usage-chart-grid">
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={BOX.side}
              x2={BOX.width - BOX.side}
              y1={valueY(tick, max, BOX)}
              y2={valueY(tick, max, BOX)}
            />
          ))}
        </g>
        <g className="usage-chart-bars">
          {bars.map((bar, i) =>
            bar.height > 0 ? (
              <rect
                key={points[i]?.period}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                rx={Math.min(2, bar.width / 4)}
                data-period={points[i]?.period}
              />
            ) : null,
          )}
        </g>
        <line className="usage-chart-base" x1={startX} x2={endX} y1={valueY(0, max, BOX)} y2={valueY(0, max, BOX)} />
        {/* After the bars, so a label over a tall bar stays readable (it has a halo, see usage.css). */}
        <g className="usage-chart-ticks">
          {ticks.map((tick) => (
            <text key={tick} x={startX} y={valueY(tick, max, BOX) - 5} textAnchor="start">
              {show(tick)}
            </text>
          ))}
        </g>
        <g className="usage-chart-axis">
          {labelled.map((i) => {
            const bar = bars[i];
            const period = points[i]?.period;
            if (!bar || !period) return null;
            // The first label grows inward from the first bar, the last from the last: none leaves the chart.
            const inlineStart = rtl ? bar.x + bar.width : bar.x;
            const inlineEnd = rtl ? bar.x : bar.x + bar.width;
            const [x, anchor]: [number, "start" | "end" | "middle"] =
              i === 0 ? [inlineStart, "start"] : i === last ? [inlineEnd, "end"] : [bar.x + bar.width / 2, "middle"];
            return (
              <text key={period} x={x} y={BOX.height - 8} textAnchor={anchor}>
                {format.date(baghdadDayStart(period), "short")}
              </text>
            );
          })}
        </g>
      </svg>
      <details className="usage-table">
        <summary>
          {t("usage.chart.showTable")}
          <span className="visually-hidden"> ({title})</span>
        </summary>
        <div className="table-scroll">
          <table>
            <caption>
              {t(granularity === "week" ? "usage.table.caption.week" : "usage.table.caption.day", { title })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t(granularity === "week" ? "usage.table.week" : "usage.table.day")}</th>
                <th scope="col">{title}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.period}>
                  <th scope="row">{longDate(p.period)}</th>
                  <td>
                    <bdi>{show(p.value)}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t("usage.table.total")}</th>
                <td>
                  <bdi>{show(total)}</bdi>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      </details>
    </figure>
  );
}
