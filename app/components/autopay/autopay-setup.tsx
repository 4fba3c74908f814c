import { Form } from "react-router";
import type { SavedMethodView } from "../../../src/contracts/api/autopay.ts";
import type { LineSummary } from "../../../src/contracts/api/lines.ts";
import type { AutoPayKind } from "../../../src/contracts/autopay.ts";
import { maskMsisdn } from "../../../src/contracts/msisdn.ts";
import type { FormText } from "../../lib/form-text.ts";
import type { FormErrors } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { SubmitButton } from "../async-form.tsx";
import { Field, FieldFrame, FormMessage } from "../field.tsx";
import { useMethodText } from "./method-label.tsx";

type Sent = { kind?: string; errors: FormErrors | null; values: Record<string, string> } | undefined;

const titleKeys: Record<AutoPayKind, string> = {
  below_balance: "autopay.setup.below_balance",
  monthly: "autopay.setup.monthly",
  bill_due: "autopay.setup.bill_due",
};

function Choice({
  id,
  name,
  label,
  options,
  selected,
  error,
}: {
  id: string;
  name: string;
  label: string;
  options: [string, string][];
  selected: string | undefined;
  error: FormText | undefined;
}) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        name={name}
        defaultValue={selected}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** One kind of rule: its line (of the billing it needs), what it asks, and the card to pay with. */
function RuleForm({
  kind,
  lines,
  methods,
  sent,
}: {
  kind: AutoPayKind;
  lines: LineSummary[];
  methods: SavedMethodView[];
  sent: Sent;
}) {
  const { t } = useI18n();
  const methodText = useMethodText();
  const mine = sent?.kind === kind ? sent : undefined;
  const fields = mine?.errors?.fields ?? {};
  const v = mine?.values ?? {};
  const id = (name: string) => `${kind}-${name}`;
  return (
    <Form method="post" className="payment-form autopay-form" aria-labelledby={id("title")} noValidate>
      <h3 id={id("title")}>{t(titleKeys[kind])}</h3>
      <input type="hidden" name="intent" value="set-rule" />
      <input type="hidden" name="kind" value={kind} />
      <FormMessage message={mine?.errors?.form} />
      <Choice
        id={id("line")}
        name="lineId"
        label={t("autopay.field.line")}
        options={lines.map((l) => [l.id, `\u2066${maskMsisdn(l.msisdn)}\u2069`])}
        selected={v.lineId}
        error={fields.lineId}
      />
      {kind === "below_balance" ? (
        <Field
          id={id("threshold")}
          name="threshold"
          label={t("autopay.field.threshold")}
          inputMode="numeric"
          dir="ltr"
          defaultValue={v.threshold}
          error={fields.threshold}
        />
      ) : null}
      {kind === "monthly" ? (
        <Field
          id={id("day")}
          name="day"
          label={t("autopay.field.day")}
          inputMode="numeric"
          dir="ltr"
          defaultValue={v.day}
          error={fields.day}
        />
      ) : null}
      {kind !== "bill_due" ? (
        <Field
          id={id("amount")}
          name="amount"
          label={t("autopay.field.amount")}
          inputMode="numeric"
          dir="ltr"
          defaultValue={v.amount}
          error={fields.amount}
        />
      ) : null}
      <Choice
        id={id("method")}
        name="methodId"
        label={t("autopay.field.method")}
        options={methods.map((m) => [m.id, methodText(m)])}
        selected={v.methodId}
        error={fields.methodId}
      />
      <SubmitButton className="button">{t("autopay.setup.submit")}</SubmitButton>
    </Form>
  );
}

/**
 * Setting up an automatic payment: one small form per kind, shown for the lines it fits (prepaid
 * lines recharge, postpaid lines pay their bill). Server-rendered forms; the API decides.
 */
export function AutoPaySetup({
  lines,
  methods,
  sent,
}: {
  lines: LineSummary[];
  methods: SavedMethodView[];
  sent: Sent;
}) {
  const { t } = useI18n();
  const prepaid = lines.filter((l) => l.billing === "prepaid");
  const postpaid = lines.filter((l) => l.billing === "postpaid");
  return (
    <section className="payment-card" aria-labelledby="setup-heading">
      <h2 id="setup-heading">{t("autopay.setup.title")}</h2>
      {methods.length === 0 ? (
        <p>{t("autopay.setup.needMethod")}</p>
      ) : (
        <>
          <p className="field-hint">{t("autopay.setup.note")}</p>
          {prepaid.length > 0 ? (
            <>
              <RuleForm kind="below_balance" lines={prepaid} methods={methods} sent={sent} />
              <RuleForm kind="monthly" lines={prepaid} methods={methods} sent={sent} />
            </>
          ) : null}
          {postpaid.length > 0 ? <RuleForm kind="bill_due" lines={postpaid} methods={methods} sent={sent} /> : null}
        </>
      )}
    </section>
  );
}
