import { Form, useNavigation } from "react-router";
import type { AdvanceResult, KafooOverview } from "../../../src/contracts/api/kafoo.ts";
import type { AdvanceEntryKind, AdvanceRefusal } from "../../../src/contracts/kafoo.ts";
import type { FormErrors } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { SubmitButton } from "../async-form.tsx";
import { FormMessage } from "../field.tsx";

/** Written out so the catalogue check sees every key in use. */
const whyKeys: Record<AdvanceRefusal, string> = {
  not_prepaid: "kafoo.advance.why.not_prepaid",
  not_active: "kafoo.advance.why.not_active",
  outstanding: "kafoo.advance.why.outstanding",
  too_new: "kafoo.advance.why.too_new",
  few_recharges: "kafoo.advance.why.few_recharges",
};
const entryKeys: Record<AdvanceEntryKind, string> = {
  granted: "kafoo.advance.entry.granted",
  fee: "kafoo.advance.entry.fee",
  repaid: "kafoo.advance.entry.repaid",
};

type Props = {
  lineId: string;
  advance: KafooOverview["advance"];
  paused: boolean;
  idempotencyKey: string;
  errors: FormErrors | null;
  granted: AdvanceResult | null;
};

/**
 * The credit advance: what the line owes, whether it may borrow now (and why not), the amounts
 * with their fee and what the next recharges will repay, and the debt's history.
 */
export function AdvancePanel({ lineId, advance, paused, idempotencyKey, errors, granted }: Props) {
  const { t, format } = useI18n();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="kafoo-card" aria-labelledby="advance-heading">
      <h2 id="advance-heading">{t("kafoo.advance.title")}</h2>
      <p>{t("kafoo.advance.intro")}</p>
      {granted ? (
        <p className="notice notice-success" role="status">
          {t("kafoo.advance.granted", {
            amount: format.iqd(granted.amountIqd),
            owed: format.iqd(granted.outstandingIqd),
          })}
        </p>
      ) : null}
      <FormMessage message={errors?.form} />
      <dl className="confirm-facts">
        <dt>{t("kafoo.advance.outstanding")}</dt>
        <dd>
          <strong>
            <bdi>{format.iqd(advance.outstandingIqd)}</bdi>
          </strong>
        </dd>
      </dl>
      {paused ? (
        <p className="notice">{t("kafoo.paused.advance")}</p>
      ) : advance.eligible ? (
        <Form method="post" className="kafoo-form">
          <input type="hidden" name="intent" value="advance" />
          <input type="hidden" name="line" value={lineId} />
          <input type="hidden" name="key" value={idempotencyKey} />
          <fieldset className="kafoo-choices">
            <legend>{t("kafoo.advance.choose")}</legend>
            {advance.offers.map((offer, i) => (
              <label key={offer.amountIqd} className="kafoo-option">
                <input type="radio" name="amount" value={offer.amountIqd} defaultChecked={i === 0} />
                <span>
                  {t("kafoo.advance.offer", {
                    amount: format.iqd(offer.amountIqd),
                    fee: format.iqd(offer.feeIqd),
                    repay: format.iqd(offer.repayIqd),
                  })}
                </span>
              </label>
            ))}
          </fieldset>
          <p className="field-hint">{t("kafoo.advance.repayHint")}</p>
          <SubmitButton busy={busy} className="button">
            {t("kafoo.advance.button")}
          </SubmitButton>
        </Form>
      ) : (
        <p className="notice">
          {t(whyKeys[advance.refusal ?? "outstanding"], {
            days: format.number(advance.minDays),
            recharges: format.number(advance.minRecharges),
          })}
        </p>
      )}
      {advance.history.length > 0 ? (
        <>
          <h3>{t("kafoo.advance.history")}</h3>
          <ul className="kafoo-history">
            {advance.history.map((entry) => (
              <li key={`${entry.at}-${entry.kind}-${entry.amountIqd}`}>
                <time dateTime={entry.at}>{format.date(entry.at)}</time>{" "}
                {t(entryKeys[entry.kind], {
                  amount: format.iqd(Math.abs(entry.amountIqd)),
                  owed: format.iqd(entry.outstandingAfterIqd),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
