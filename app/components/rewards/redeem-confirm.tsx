import { Form, useNavigation } from "react-router";
import type { LineSummary } from "../../../src/contracts/api/lines.ts";
import type { RewardView } from "../../../src/contracts/api/rewards.ts";
import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { useFormText } from "../../lib/form-text.ts";
import type { FormErrors } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { SubmitButton } from "../async-form.tsx";
import { LocaleLink } from "../locale-link.tsx";
import { Points } from "./points.tsx";

type Props = {
  reward: RewardView;
  lineId: string | null;
  idempotencyKey: string;
  lines: LineSummary[];
  balance: number;
  result: { errors: FormErrors | null; code: string | null } | undefined;
};

/**
 * Before anything happens: the reward, where it goes, what it costs in points and the points
 * left after. A bundle or bill discount goes to a line the reward fits, chosen here.
 */
export function RedeemConfirm({ reward, lineId, idempotencyKey, lines, balance, result }: Props) {
  const { t, format } = useI18n();
  const say = useFormText();
  const busy = useNavigation().state === "submitting";
  const error = result?.errors?.form ?? Object.values(result?.errors?.fields ?? {})[0];
  const fitting = lines.filter((l) => reward.lineIds.includes(l.id));
  const short = reward.pointsNeeded > 0;
  return (
    <section id="confirm" className="purchase-confirm" aria-labelledby="confirm-heading">
      <h2 id="confirm-heading">{t("rewards.confirmTitle")}</h2>
      {error ? (
        <div className="form-message" role="alert">
          <p>{say(error)}</p>
          {result?.code === "insufficient_points" ? (
            <LocaleLink to="/myzain/earn-points">{t("rewards.earnMore")}</LocaleLink>
          ) : null}
        </div>
      ) : null}
      <div className="confirm-reward">
        <p>
          <strong>{reward.name}</strong>
          {reward.partner ? ` (${reward.partner})` : null}
        </p>
        <p>{reward.description}</p>
      </div>
      <Form method="post" className="confirm-form">
        <dl className="confirm-facts">
          {fitting.length === 1 && fitting[0] ? (
            <>
              <dt>{t("rewards.for")}</dt>
              <dd>
                <bdi dir="ltr">{formatMsisdn(fitting[0].msisdn)}</bdi>
                <input type="hidden" name="lineId" value={fitting[0].id} />
              </dd>
            </>
          ) : null}
          <dt>{t("rewards.costLabel")}</dt>
          <dd>
            <strong>
              <Points n={reward.pointsCost} />
            </strong>
          </dd>
          <dt>{t("rewards.balanceNow")}</dt>
          <dd>
            <Points n={balance} />
          </dd>
          {short ? null : (
            <>
              <dt>{t("rewards.balanceAfter")}</dt>
              <dd>
                <Points n={balance - reward.pointsCost} />
              </dd>
            </>
          )}
        </dl>
        {fitting.length > 1 ? (
          <label className="field">
            <span>{t("rewards.for")}</span>
            <select name="lineId" defaultValue={lineId ?? undefined}>
              {fitting.map((l) => (
                <option key={l.id} value={l.id}>
                  {`${formatMsisdn(l.msisdn)} · ${t(`myzain.billing.${l.billing}`)}`}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {short && !error ? (
          <p className="form-message" role="status">
            <Points n={reward.pointsNeeded} message="rewards.needMore" />{" "}
            <LocaleLink to="/myzain/earn-points">{t("rewards.earnMore")}</LocaleLink>
          </p>
        ) : null}
        <p className="confirm-note">{t("rewards.final")}</p>
        <input type="hidden" name="reward" value={reward.slug} />
        <input type="hidden" name="key" value={idempotencyKey} />
        {short ? null : (
          <SubmitButton busy={busy} className="button button-large">
            {t("rewards.confirm", { points: format.number(reward.pointsCost) })}
          </SubmitButton>
        )}
        <LocaleLink to="/myzain/redeem-points">{t("rewards.cancel")}</LocaleLink>
      </Form>
    </section>
  );
}
