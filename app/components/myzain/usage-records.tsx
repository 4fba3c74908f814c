import { Form } from "react-router";
import type { UsageRecordsView } from "../../../src/contracts/api/usage-records.ts";
import { paidFromFilters, usageRecordTypes } from "../../../src/contracts/usage-records.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { localizedPath } from "../../lib/paths.ts";
import {
  recordAmount,
  recordPaidFrom,
  recordParty,
  recordType,
  type UsageChoice,
  usageSearch,
} from "../../lib/usage-records.ts";
import { LocaleLink } from "../locale-link.tsx";

const PATH = "/myzain/consumption-history";

const TYPE_OPTIONS = {
  data: "usage.records.filter.data",
  voice: "usage.records.filter.voice",
  sms: "usage.records.filter.sms",
} as const;

/**
 * The usage records behind the charts, newest first: a plain GET form for type and "Paid from"
 * (it keeps the period, view and line, so it works before JavaScript and has an address), the
 * table, older pages by a link, and the same view as a CSV file.
 */
export function UsageRecords({ records, choice }: { records: UsageRecordsView; choice: UsageChoice }) {
  const { t, format, locale } = useI18n();
  const csv = `${localizedPath(locale.code, `${PATH}/export`)}${usageSearch(choice)}`;
  const postpaid = records.line.billing === "postpaid";
  const caption = t("usage.records.caption");
  return (
    <section className="usage-section usage-records" id="usage-records" aria-labelledby="usage-records-heading">
      <h2 id="usage-records-heading">{t("usage.records.heading")}</h2>
      <Form
        method="get"
        className="statement-filter"
        key={`${choice.type}|${choice.paidFrom}`}
        aria-label={t("usage.records.filter.label")}
      >
        {choice.line ? <input type="hidden" name="line" value={choice.line} /> : null}
        <input type="hidden" name="days" value={choice.days} />
        <input type="hidden" name="granularity" value={choice.granularity} />
        <div className="statement-fields">
          <div className="field">
            <label htmlFor="usage-records-type">{t("usage.records.filter.type")}</label>
            <select id="usage-records-type" name="type" defaultValue={choice.type ?? ""}>
              <option value="">{t("usage.records.filter.allTypes")}</option>
              {usageRecordTypes.map((type) => (
                <option key={type} value={type}>
                  {t(TYPE_OPTIONS[type])}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="usage-records-paid-from">{t("usage.records.filter.paidFrom")}</label>
            <select id="usage-records-paid-from" name="paidFrom" defaultValue={choice.paidFrom ?? ""}>
              <option value="">{t("usage.records.filter.anySource")}</option>
              {paidFromFilters.map((source) => (
                <option key={source} value={source}>
                  {t(
                    source === "bundle"
                      ? "usage.records.filter.bundle"
                      : postpaid
                        ? "usage.records.filter.bill"
                        : "usage.records.filter.balance",
                  )}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button statement-submit">
            {t("usage.records.filter.submit")}
          </button>
        </div>
      </Form>
      <p className="statement-actions">
        <a className="button button-small" href={csv} download>
          {t("usage.records.csv")}
        </a>
      </p>
      {records.records.length === 0 ? (
        <p className="statement-empty">{t("usage.records.empty")}</p>
      ) : (
        // Focusable so keyboard users can scroll the table sideways on a narrow screen.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section className="table-scroll statement-scroll" tabIndex={0} aria-label={caption}>
          <table className="statement-table usage-records-table">
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t("usage.records.column.when")}</th>
                <th scope="col">{t("usage.records.column.what")}</th>
                <th scope="col">{t("usage.records.column.paidFrom")}</th>
                <th scope="col" className="statement-number">
                  {t("usage.records.column.cost")}
                </th>
              </tr>
            </thead>
            <tbody>
              {records.records.map((record) => (
                <tr key={record.id} data-type={record.type} data-paid-from={record.paidFrom}>
                  <th scope="row" className="statement-when">
                    <time dateTime={record.occurredAt}>
                      {format.date(record.occurredAt)} <bdi dir="ltr">{format.time(record.occurredAt)}</bdi>
                    </time>
                  </th>
                  <td>
                    <span className="statement-kind">{recordType(record, t)}</span>
                    {/* No dir="auto": the number is isolated already and should sit at the line's start. */}
                    <span className="statement-detail">{recordParty(record, t)}</span>
                    <span className="statement-detail">{recordAmount(record, t, format)}</span>
                  </td>
                  <td className="usage-paid-from" dir="auto">
                    {recordPaidFrom(record, postpaid, t)}
                  </td>
                  <td className="statement-number">
                    <bdi>{format.iqd(record.chargedIqd)}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <p className="statement-actions">
        {choice.before ? (
          <LocaleLink to={`${PATH}${usageSearch(choice)}#usage-records`}>{t("usage.records.newest")}</LocaleLink>
        ) : null}
        {records.next ? (
          <LocaleLink to={`${PATH}${usageSearch({ ...choice, before: records.next }, true)}#usage-records`} rel="next">
            {t("usage.records.older")}
          </LocaleLink>
        ) : null}
      </p>
    </section>
  );
}
