import type { ClaimedVoucher } from "../../../src/contracts/api/rewards.ts";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../locale-link.tsx";

/** Claimed vouchers with their code, last day and how to use them: through the card form of the recharge page. */
export function ClaimedVouchers({ vouchers, highlight }: { vouchers: ClaimedVoucher[]; highlight: string | null }) {
  const { t, format } = useI18n();
  return (
    <section className="block" aria-labelledby="claimed-heading">
      <h2 id="claimed-heading">{t("rewards.voucher.claimed")}</h2>
      {vouchers.length === 0 ? <p>{t("rewards.voucher.noneClaimed")}</p> : null}
      <ul className="reward-history">
        {vouchers.map((v) => (
          <li key={v.id} id={`voucher-${v.id}`}>
            {/* The voucher just claimed is announced; a list item itself cannot take the status role. */}
            <div
              className={v.id === highlight ? "purchase-confirm" : undefined}
              {...(v.id === highlight ? { role: "status" } : {})}
            >
              {v.id === highlight ? <h3>{t("rewards.voucher.ready")}</h3> : null}
              <p>
                <strong>{v.name}</strong> · {t(`rewards.voucher.state.${v.state}`)}
              </p>
              <dl className="confirm-facts">
                <dt>{t("rewards.code")}</dt>
                <dd>
                  <strong className="reward-code">
                    <bdi dir="ltr">{v.code}</bdi>
                  </strong>
                </dd>
                <dt>{t("rewards.for")}</dt>
                <dd>
                  <bdi dir="ltr">{formatMsisdn(v.line.msisdn)}</bdi>
                </dd>
                <dt>{t("rewards.voucher.gives")}</dt>
                <dd>{v.gives.offering ?? (v.gives.creditIqd ? <bdi>{format.iqd(v.gives.creditIqd)}</bdi> : null)}</dd>
                <dt>{t("rewards.useBy")}</dt>
                <dd>{format.date(v.expiresAt)}</dd>
              </dl>
              {v.state === "active" ? (
                <p>
                  {t("rewards.voucher.howTo")}{" "}
                  <LocaleLink to={`/prepaid/recharge-my-prepaid-line?line=${v.line.id}`}>
                    {t("rewards.voucher.useNow")}
                  </LocaleLink>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
