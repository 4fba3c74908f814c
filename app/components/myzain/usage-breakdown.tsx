import type { ReactNode } from "react";
import type { UsageView } from "../../../src/contracts/api/line-history.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { dataAmount, minutes } from "../../lib/units.ts";

/** The apps the network recognises; traffic it cannot tell apart is "other". */
const APP_NAMES: Record<string, string> = {
  whatsapp: "usage.app.whatsapp",
  youtube: "usage.app.youtube",
  instagram: "usage.app.instagram",
  tiktok: "usage.app.tiktok",
  snapchat: "usage.app.snapchat",
  facebook: "usage.app.facebook",
  telegram: "usage.app.telegram",
  other: "usage.app.other",
};

const CALL_DESTINATIONS = {
  on_net: "usage.breakdown.onNet",
  off_net: "usage.breakdown.offNet",
  international: "usage.breakdown.international",
  roaming: "usage.breakdown.roaming",
} as const;

type Row = { key: string; name: string; amount: string; note: string; share: number | null };

/**
 * The period in totals: data, minutes by network, SMS (with what was charged for each), and the
 * data used by each app, with bars for the shares that can be compared.
 */
export function UsageBreakdown({ usage }: { usage: UsageView }) {
  const { t, format } = useI18n();
  const of = (type: string, destination?: string) =>
    usage.byDestination
      .filter((d) => d.type === type && (!destination || d.destination === destination))
      .reduce((sum, d) => ({ quantity: sum.quantity + d.quantity, charged: sum.charged + d.chargedIqd }), {
        quantity: 0,
        charged: 0,
      });
  const charged = (iqd: number) =>
    iqd > 0 ? t("usage.breakdown.charged", { amount: format.iqd(iqd) }) : t("usage.breakdown.free");
  const allSeconds = of("voice").quantity;
  const data = of("data");
  const sms = of("sms");
  const calls = Object.entries(CALL_DESTINATIONS)
    // Roaming appears only for customers who used their line abroad.
    .filter(([d]) => d !== "roaming" || of("voice", d).quantity > 0)
    .map(([d, name]): Row => {
      const total = of("voice", d);
      return {
        key: d,
        name: t(name),
        amount: minutes(total.quantity, t),
        note: charged(total.charged),
        share: allSeconds > 0 ? total.quantity / allSeconds : 0,
      };
    });
  const types: Row[] = [
    {
      key: "data",
      name: t("usage.chart.data"),
      amount: dataAmount(data.quantity, t, format),
      note: charged(data.charged),
      share: null,
    },
    ...calls,
    {
      key: "sms",
      name: t("usage.chart.sms"),
      amount: t("units.sms", { count: sms.quantity }),
      note: charged(sms.charged),
      share: null,
    },
  ];
  const allKb = usage.byApp.reduce((sum, a) => sum + a.dataKb, 0);
  const apps: Row[] = usage.byApp.map((a) => ({
    key: a.app,
    name: t(APP_NAMES[a.app] ?? "usage.app.other"),
    amount: dataAmount(a.dataKb, t, format),
    note: "",
    share: allKb > 0 ? a.dataKb / allKb : 0,
  }));
  return (
    <section className="usage-breakdown" aria-labelledby="usage-breakdown-heading">
      <h2 id="usage-breakdown-heading">{t("usage.breakdown.heading")}</h2>
      <div className="usage-breakdown-grid">
        <BarList id="usage-types" heading={t("usage.breakdown.types")} rows={types} />
        <BarList id="usage-apps" heading={t("usage.breakdown.apps")} rows={apps}>
          {apps.length === 0 ? <p>{t("usage.breakdown.appsEmpty")}</p> : null}
        </BarList>
      </div>
    </section>
  );
}

/** A list of amounts; a row with a share gets a bar (drawn from the inline start) and its percentage. */
function BarList({ id, heading, rows, children }: { id: string; heading: string; rows: Row[]; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <section className="usage-bar-group" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{heading}</h3>
      {children}
      {rows.length > 0 ? (
        <ul className="usage-bars" id={id}>
          {rows.map((row) => (
            <li key={row.key} className="usage-bar-row">
              <span className="usage-bar-name">{row.name}</span>
              <span className="usage-bar-amount">
                <bdi>{row.amount}</bdi>
                {row.share === null ? null : (
                  <span className="usage-bar-share">
                    {" "}
                    · {t("usage.share", { percent: Math.round(row.share * 100) })}
                  </span>
                )}
              </span>
              {row.share === null ? null : (
                <span className="usage-bar" aria-hidden="true">
                  <span
                    style={{ inlineSize: `${(row.share * 100).toFixed(1)}%` }}
                    data-empty={row.share === 0 || undefined}
                  />
                </span>
              )}
              {row.note ? <span className="usage-bar-note">{row.note}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
