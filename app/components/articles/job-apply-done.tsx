import { useEffect, useRef } from "react";
import { formatMsisdn, IRAQI_MOBILE_PREFIXES, normalizeMsisdn } from "../../../src/contracts/msisdn.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { ApplicationDone } from "../../lib/job-application.ts";
import { LocaleLink } from "../locale-link.tsx";

/** The confirmation in place of the form: the reference to quote, and what happens next. */
export function JobApplyDone({ done }: { done: ApplicationDone }) {
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const msisdn = normalizeMsisdn(done.msisdn, IRAQI_MOBILE_PREFIXES);
  return (
    <div ref={ref} className="notice notice-success apply-done" role="status" tabIndex={-1}>
      <h3>{t("careers.apply.done.title")}</h3>
      <p>
        {t("careers.apply.done.reference")}{" "}
        <strong className="apply-reference">
          <bdi dir="ltr">{done.reference}</bdi>
        </strong>
      </p>
      {msisdn ? (
        <p>
          {t("careers.apply.done.sms")}{" "}
          <bdi dir="ltr" className="msisdn">
            {formatMsisdn(msisdn)}
          </bdi>
        </p>
      ) : null}
      <h4>{t("careers.apply.done.next")}</h4>
      <ul>
        <li>{t("careers.apply.done.review")}</li>
        <li>{t("careers.apply.done.call")}</li>
        <li>{t("careers.apply.done.kept", { count: done.keptDays })}</li>
      </ul>
      <p>
        <LocaleLink to="/about-us/careers">{t("careers.apply.done.more")}</LocaleLink>
      </p>
    </div>
  );
}
