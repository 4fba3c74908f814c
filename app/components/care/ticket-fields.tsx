import { TICKET_TOPIC_LABELS, TICKET_TYPE_LABELS, ticketTopics } from "../../../src/contracts/ticket-values.ts";
import type { FormText } from "../../lib/form-text.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { SelectField, TextAreaField } from "./care-fields.tsx";
import { RadioChoices } from "./radio-choices.tsx";

type Values = Record<string, string>;
type Errors = Record<string, FormText>;

/** Topics a customer picks from; "business" belongs to the sales form. */
const CUSTOMER_TOPICS = ticketTopics.filter((topic) => topic !== "business");

export function TopicField({ values, fields }: { values: Values; fields: Errors }) {
  const { t } = useI18n();
  return (
    <SelectField
      name="topic"
      label={t("care.form.topic")}
      placeholder={t("care.form.topicChoose")}
      defaultValue={values.topic}
      error={fields.topic}
      options={CUSTOMER_TOPICS.map((topic) => [topic, t(TICKET_TOPIC_LABELS[topic])])}
      required
    />
  );
}

type MessageProps = { values: Values; fields: Errors; label?: string; hint?: string };

export function MessageField({ values, fields, label, hint }: MessageProps) {
  const { t } = useI18n();
  return (
    <TextAreaField
      name="text"
      label={label ?? t("care.form.text")}
      hint={hint ?? t("care.form.textHint")}
      defaultValue={values.text}
      error={fields.text}
      required
    />
  );
}

/** support/contact-us: a question or a complaint, its topic and the message. */
export function ContactFields({ values, fields }: { values: Values; fields: Errors }) {
  const { t } = useI18n();
  return (
    <>
      <RadioChoices
        name="type"
        legend={t("care.form.type")}
        checked={values.type ?? "question"}
        error={fields.type}
        choices={[
          { value: "question", label: t(TICKET_TYPE_LABELS.question), detail: t("care.form.typeHint.question") },
          { value: "complaint", label: t(TICKET_TYPE_LABELS.complaint), detail: t("care.form.typeHint.complaint") },
        ]}
      />
      <TopicField values={values} fields={fields} />
      <MessageField values={values} fields={fields} />
    </>
  );
}
