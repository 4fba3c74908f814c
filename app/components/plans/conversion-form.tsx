import { Form, useNavigation } from "react-router";
import type { ConversionOptions } from "../../../src/contracts/api/postpaid-conversions.ts";
import type { ConversionRefusal } from "../../../src/contracts/plan-changes.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { ConversionFailure } from "../../routes/myzain/change-to-postpaid.server.ts";
import { SubmitButton } from "../async-form.tsx";
import { FormMessage } from "../field.tsx";
import { ConversionIdentity } from "./conversion-identity.tsx";

const REFUSAL: Record<ConversionRefusal, string> = {
  not_prepaid: "plans.convert.refusal.not_prepaid",
  not_mobile: "plans.convert.refusal.not_mobile",
  not_active: "plans.convert.refusal.not_active",
  business_line: "plans.convert.refusal.business_line",
  request_open: "plans.convert.refusal.request_open",
  advance_unpaid: "plans.convert.refusal.advance_unpaid",
};

/**
 * The request: what happens to the balance, an advance and automatic recharges, each plan with its
 * credit limit, and whether staff must first confirm the holder's identity. A line that cannot
 * move now is told every reason instead.
 */
export function ConversionForm(props: {
  options: ConversionOptions;
  idempotencyKey: string;
  /** Null when the holder's identity is confirmed: no photos to send. */
  uploadToken: string | null;
  failure: ConversionFailure | undefined;
}) {
  const { t, format } = useI18n();
  const { options, failure, uploadToken } = props;
  const errors = failure?.errors;
  const busy = useNavigation().state === "submitting";
  if (options.refusals.length > 0) {
    return (
      <section className="card conversion-refusals" aria-labelledby="conversion-refusals">
        <h2 id="conversion-refusals">{t("plans.convert.cannot")}</h2>
        <ul>
          {options.refusals.map((r) => (
            <li key={r}>
              {t(REFUSAL[r], {
                owed: format.iqd(options.advanceOwedIqd),
                balance: format.iqd(options.balanceIqd),
              })}
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="conversion-request">
      <h2 id="conversion-request">{t("plans.convert.choose")}</h2>
      <ul>
        <li>{t("plans.convert.keepNumber")}</li>
        <li>{t("plans.convert.balance", { amount: format.iqd(options.balanceIqd) })}</li>
        {options.advanceOwedIqd > 0 ? (
          <li>{t("plans.convert.advance", { amount: format.iqd(options.advanceOwedIqd) })}</li>
        ) : null}
        <li>{t("plans.convert.autopay")}</li>
        <li>{t(options.identityConfirmed ? "plans.convert.identityDone" : "plans.convert.identityNeeded")}</li>
      </ul>
      <Form
        method="post"
        className="conversion-form"
        encType={uploadToken ? "multipart/form-data" : undefined}
        noValidate={Boolean(uploadToken)}
      >
        <input type="hidden" name="key" value={props.idempotencyKey} />
        <FormMessage message={errors?.form ?? errors?.fields.plan ?? errors?.fields.identity} />
        <fieldset className="conversion-plans">
          <legend>{t("plans.convert.plan")}</legend>
          {options.plans.map((p, i) => (
            <label key={p.slug}>
              <input type="radio" name="plan" value={p.slug} defaultChecked={i === 0} />
              <span>
                {t("plans.convert.planLine", {
                  plan: p.name,
                  fee: format.iqd(p.priceIqd),
                  limit: format.iqd(p.creditLimitIqd),
                })}
              </span>
            </label>
          ))}
        </fieldset>
        {uploadToken ? (
          <ConversionIdentity
            uploadToken={failure?.uploadToken ?? uploadToken}
            values={failure?.values ?? {}}
            photos={failure?.photos ?? {}}
            errors={errors}
            attempt={failure}
          />
        ) : null}
        <SubmitButton busy={busy} className="button">
          {t("plans.convert.submit")}
        </SubmitButton>
      </Form>
    </section>
  );
}
