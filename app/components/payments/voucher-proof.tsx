import { Form, useNavigation } from "react-router";
import { formatMsisdn, IRAQI_MOBILE_PREFIXES, normalizeMsisdn } from "../../../src/contracts/msisdn.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { PaymentFormResult, RechargeProof } from "../../lib/payments.ts";
import { SubmitButton } from "../async-form.tsx";
import { Field } from "../field.tsx";
import { FormProblem } from "./form-problem.tsx";

/** The number as people read it, whichever way the form sent it. */
function shownNumber(msisdn: string) {
  const normalized = normalizeMsisdn(msisdn, IRAQI_MOBILE_PREFIXES);
  return normalized ? formatMsisdn(normalized) : msisdn;
}

/** What the card form sent, carried through the proof's posts so the page comes back as it was. */
function Carried({ values }: { values: Record<string, string> }) {
  return (
    <>
      {["line", "msisdn", "code"].map((name) =>
        values[name] === undefined ? null : <input key={name} type="hidden" name={name} value={values[name]} />,
      )}
    </>
  );
}

const useBusy = (intent: string) => {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
};

/** Under the card form of a locked number: a code by SMS lets whoever has the phone recharge anyway. */
export function ProofOffer({ proof, result }: { proof: RechargeProof; result: PaymentFormResult }) {
  const { t } = useI18n();
  const busy = useBusy("proof-start");
  return (
    <Form method="post" className="payment-form payment-proof" aria-labelledby="proof-offer-heading">
      <h3 id="proof-offer-heading">{t("payments.proof.offerTitle")}</h3>
      <p>
        {t("payments.proof.offerText")} <bdi dir="ltr">{shownNumber(proof.msisdn)}</bdi>
      </p>
      <input type="hidden" name="intent" value="proof-start" />
      <Carried values={result.values} />
      <SubmitButton busy={busy} className="button button-secondary">
        {t("payments.proof.offer")}
      </SubmitButton>
    </Form>
  );
}

/** The code from the SMS; a new code may be asked for once the resend wait is over. */
export function ProofCode({
  proof,
  result,
}: {
  proof: Extract<RechargeProof, { step: "code" }>;
  result: PaymentFormResult;
}) {
  const { t } = useI18n();
  const busy = useBusy("proof-verify");
  const resending = useBusy("proof-start");
  return (
    <section className="payment-card" aria-labelledby="proof-code-heading">
      <h2 id="proof-code-heading">{t("payments.proof.codeTitle")}</h2>
      <Form method="post" className="payment-form" noValidate>
        <input type="hidden" name="intent" value="proof-verify" />
        <input type="hidden" name="flowId" value={proof.flowId} />
        <Carried values={result.values} />
        <FormProblem errors={result.errors} />
        <p>
          {t("payments.proof.codeSent")} <bdi dir="ltr">{shownNumber(proof.msisdn)}</bdi>
        </p>
        <Field
          id="proof-sms-code"
          name="smsCode"
          label={t("payments.proof.codeLabel")}
          hint={t("payments.proof.codeHint")}
          error={result.errors?.fields.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={12}
        />
        <SubmitButton busy={busy} className="button button-large">
          {t("payments.proof.confirm")}
        </SubmitButton>
      </Form>
      <Form method="post" className="payment-form">
        <input type="hidden" name="intent" value="proof-start" />
        <input type="hidden" name="flowId" value={proof.flowId} />
        <Carried values={result.values} />
        <SubmitButton busy={resending} className="button button-secondary">
          {t("payments.proof.resend")}
        </SubmitButton>
      </Form>
    </section>
  );
}

/** In the card form once the number is proved: the ticket rides along, and the visitor is told why. */
export function ProofCarried({ proof }: { proof: Extract<RechargeProof, { step: "proved" }> }) {
  const { t } = useI18n();
  return (
    <>
      <input type="hidden" name="proof" value={proof.ticket} />
      <p className="notice notice-success" role="status">
        {t("payments.proof.proved")}
      </p>
    </>
  );
}
