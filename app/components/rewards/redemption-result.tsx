import type { RedemptionView } from "../../../src/contracts/api/rewards.ts";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../locale-link.tsx";
import { Points } from "./points.tsx";

/** What a redemption gave: the partner code to keep, the bundle and until when, the credit, or the thanks for a gift. */
export function RedemptionResult({ redemption, balance }: { redemption: RedemptionView; balance: number }) {
  const { t, format } = useI18n();
  const { reward, line, bundle, code } = redemption;
  return (
    <section id="result" className="purchase-confirm reward-result" aria-labelledby="result-heading" role="status">
      <h2 id="result-heading">{t(`rewards.done.${reward.kind}`)}</h2>
      <dl className="confirm-facts">
        <dt>{t("rewards.reward")}</dt>
        <dd>{reward.partner ? `${reward.name} (${reward.partner})` : reward.name}</dd>
        {line ? (
          <>
            <dt>{t("rewards.for")}</dt>
            <dd>
              <bdi dir="ltr">{formatMsisdn(line.msisdn)}</bdi>
            </dd>
          </>
        ) : null}
        {code ? (
          <>
            <dt>{t("rewards.code")}</dt>
            <dd>
              <strong className="reward-code">
                <bdi dir="ltr">{code}</bdi>
              </strong>
            </dd>
          </>
        ) : null}
        {redemption.codeExpiresAt ? (
          <>
            <dt>{t("rewards.useBy")}</dt>
            <dd>{format.date(redemption.codeExpiresAt)}</dd>
          </>
        ) : null}
        {bundle?.endsAt ? (
          <>
            <dt>{t("rewards.validUntil")}</dt>
            <dd>{format.date(bundle.endsAt)}</dd>
          </>
        ) : null}
        {redemption.creditIqd ? (
          <>
            <dt>{t("rewards.credit")}</dt>
            <dd>
              <bdi>{format.iqd(redemption.creditIqd)}</bdi>
            </dd>
          </>
        ) : null}
        <dt>{t("rewards.balanceNow")}</dt>
        <dd>
          <Points n={balance} />
        </dd>
      </dl>
      {code ? <p>{t("rewards.codeKept")}</p> : null}
      {line ? (
        <LocaleLink to={`/myzain?line=${line.id}`} className="button">
          {t(reward.kind === "bundle" ? "rewards.seeBundle" : "rewards.seeBalance")}
        </LocaleLink>
      ) : null}
    </section>
  );
}
