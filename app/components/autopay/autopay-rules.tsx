import { Form } from "react-router";
import type { AutoPayRuleView } from "../../../src/contracts/api/autopay.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { SubmitButton } from "../async-form.tsx";
import { RichText } from "../rich-text.tsx";
import { MethodLabel } from "./method-label.tsx";

/** Written out so the catalogue check sees every key in use. */
const ruleKeys: Record<AutoPayRuleView["kind"], string> = {
  below_balance: "autopay.rule.below_balance",
  monthly: "autopay.rule.monthly",
  bill_due: "autopay.rule.bill_due",
};
const pausedKeys: Record<NonNullable<AutoPayRuleView["pausedReason"]>, string> = {
  failed: "autopay.rule.paused_failed",
  daily_limit: "autopay.rule.paused_daily_limit",
  method_removed: "autopay.rule.paused_method_removed",
};

/**
 * Setting a paused rule again with the same card resumes it: the card may work again, or the line's
 * daily payment limit has started over. A rule whose card was removed needs another card instead.
 */
function ResumeForm({ rule }: { rule: AutoPayRuleView }) {
  const { t } = useI18n();
  if (!rule.method || rule.pausedReason === "method_removed") return null;
  const fields: Record<string, string | number | null> = {
    intent: "set-rule",
    kind: rule.kind,
    lineId: rule.lineId,
    methodId: rule.method.id,
    amount: rule.amountIqd,
    threshold: rule.thresholdIqd,
    day: rule.dayOfMonth,
  };
  return (
    <Form method="post">
      {Object.entries(fields).map(([name, value]) =>
        value === null ? null : <input key={name} type="hidden" name={name} value={String(value)} />,
      )}
      <SubmitButton className="button button-small">{t("autopay.rule.resume")}</SubmitButton>
    </Form>
  );
}

/** One rule in words: what it does, with which card, whether it is on or why it paused. */
function RuleItem({ rule }: { rule: AutoPayRuleView }) {
  const { t, format } = useI18n();
  const values = {
    number: (
      <bdi dir="ltr" className="msisdn">
        {rule.msisdnMasked}
      </bdi>
    ),
    amount: <bdi>{format.iqd(rule.amountIqd ?? 0)}</bdi>,
    threshold: <bdi>{format.iqd(rule.thresholdIqd ?? 0)}</bdi>,
    day: <bdi>{format.number(rule.dayOfMonth ?? 1)}</bdi>,
  };
  return (
    <li>
      <div>
        <p>
          <strong>
            <RichText text={t(ruleKeys[rule.kind])} values={values} />
          </strong>
        </p>
        {rule.method ? (
          <p>
            <RichText text={t("autopay.rule.with")} values={{ method: <MethodLabel method={rule.method} /> }} />
          </p>
        ) : null}
        {rule.state === "active" ? (
          <p className="badge">{t("autopay.rule.active")}</p>
        ) : (
          <p className="notice notice-warning">{t(pausedKeys[rule.pausedReason ?? "failed"])}</p>
        )}
      </div>
      <div className="unfinished-actions">
        <ResumeForm rule={rule} />
        <Form method="post">
          <input type="hidden" name="intent" value="remove-rule" />
          <input type="hidden" name="id" value={rule.id} />
          <SubmitButton className="button button-secondary button-small">{t("autopay.rule.remove")}</SubmitButton>
        </Form>
      </div>
    </li>
  );
}

export function AutoPayRules({ rules }: { rules: AutoPayRuleView[] }) {
  const { t } = useI18n();
  return (
    <section className="payment-card" aria-labelledby="rules-heading">
      <h2 id="rules-heading">{t("autopay.rules.title")}</h2>
      {rules.length === 0 ? (
        <p>{t("autopay.rules.empty")}</p>
      ) : (
        <ul className="autopay-list">
          {rules.map((rule) => (
            <RuleItem key={rule.id} rule={rule} />
          ))}
        </ul>
      )}
    </section>
  );
}
