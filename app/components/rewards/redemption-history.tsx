import type { RedemptionView } from "../../../src/contracts/api/rewards.ts";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { Points } from "./points.tsx";

/** The customer's redemptions, newest first, with partner codes kept for them to find again. */
export function RedemptionHistory({ redemptions }: { redemptions: RedemptionView[] }) {
  const { t, format } = useI18n();
  return (
    <section className="block" aria-labelledby="history-heading">
      <h2 id="history-heading">{t("rewards.history")}</h2>
      {redemptions.length === 0 ? <p>{t("rewards.historyEmpty")}</p> : null}
      <ul className="reward-history">
        {redemptions.map((r) => (
          <li key={r.id}>
            <p>
              <strong>{r.reward.partner ? `${r.reward.name} (${r.reward.partner})` : r.reward.name}</strong>
              {" · "}
              <Points n={r.points} />
            </p>
            <p className="muted">
              <time dateTime={r.createdAt}>{format.date(r.createdAt)}</time>
              {r.line ? (
                <>
                  {" · "}
                  <bdi dir="ltr">{formatMsisdn(r.line.msisdn)}</bdi>
                </>
              ) : null}
            </p>
            {r.code ? (
              <p>
                {t("rewards.code")}:{" "}
                <strong className="reward-code">
                  <bdi dir="ltr">{r.code}</bdi>
                </strong>
                {r.codeExpiresAt ? ` · ${t("rewards.useByDate", { date: format.date(r.codeExpiresAt) })}` : null}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
