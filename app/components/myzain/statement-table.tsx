import { useMemo } from "react";
import type { StatementEntry } from "../../../src/contracts/api/line-history.ts";
import type { Locale } from "../../../src/i18n/locales.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { entryDetail, kindKeys, paymentOf } from "../../lib/statement.ts";
import { LocaleLink } from "../locale-link.tsx";

/**
 * Hours and minutes in Baghdad, 24-hour so no language's AM/PM words are needed. Uses the locale's
 * number locale (Sorani's is Arabic's, which every browser has): server and browser print the same.
 */
const timeFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(locale.numbers, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Asia/Baghdad",
  });

/** Every movement, newest first: when, what, how much (signed, not by colour alone), balance after. */
export function StatementTable({ entries }: { entries: StatementEntry[] }) {
  const { t, format, locale } = useI18n();
  const time = useMemo(() => timeFormat(locale), [locale]);
  if (entries.length === 0) return <p className="statement-empty">{t("statement.empty")}</p>;
  const caption = t("statement.table.caption", { count: entries.length });
  return (
    // Focusable so keyboard users can scroll the table sideways on a narrow screen.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll statement-scroll" tabIndex={0} aria-label={caption}>
      <table className="statement-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("statement.table.date")}</th>
            <th scope="col">{t("statement.table.what")}</th>
            <th scope="col" className="statement-number">
              {t("statement.table.amount")}
            </th>
            <th scope="col" className="statement-number">
              {t("statement.table.balance")}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const detail = entryDetail(entry, t);
            const credit = entry.amountIqd >= 0;
            return (
              <tr key={entry.id} data-kind={entry.kind}>
                <th scope="row" className="statement-when">
                  <time dateTime={entry.createdAt}>
                    {format.date(entry.createdAt)} <bdi dir="ltr">{time.format(new Date(entry.createdAt))}</bdi>
                  </time>
                </th>
                <td>
                  <span className="statement-kind">{t(kindKeys[entry.kind])}</span>
                  {detail ? (
                    <span className="statement-detail" dir="auto">
                      {paymentOf(entry) ? (
                        <LocaleLink to={`/payments/${paymentOf(entry)}`}>{detail}</LocaleLink>
                      ) : (
                        detail
                      )}
                    </span>
                  ) : null}
                </td>
                <td className={`statement-number ${credit ? "statement-in" : "statement-out"}`}>
                  <span className="visually-hidden">{`${t(credit ? "statement.amount.in" : "statement.amount.out")} `}</span>
                  <span aria-hidden="true">{credit ? "+" : "\u2212"}</span>
                  <bdi>{format.iqd(Math.abs(entry.amountIqd))}</bdi>
                </td>
                <td className="statement-number">
                  <bdi>{format.iqd(entry.balanceAfterIqd)}</bdi>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
