import { BUSINESS_NEED_LABELS, businessNeeds, companySizes } from "../../../src/contracts/ticket-values.ts";
import type { Translate } from "../../../src/i18n/translator.ts";
import type { FormText } from "../../lib/form-text.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { Field } from "../field.tsx";
import { SelectField } from "./care-fields.tsx";
import { MessageField } from "./ticket-fields.tsx";

type Props = {
  values: Record<string, string>;
  fields: Record<string, FormText>;
  /** The product the visitor came from (a business page's call to action), named in the request. */
  product: string | null;
  need: string | null;
};

/** A sales lead: who the company is, how large, what it needs, where, and whom to call. */
export function LeadFields({ values, fields, product, need }: Props) {
  const { t, format } = useI18n();
  return (
    <>
      {product ? (
        <p className="care-product">
          {t("care.lead.about")} <strong>{product}</strong>
          <input type="hidden" name="product" value={product} />
        </p>
      ) : null}
      <Field
        name="company"
        label={t("care.lead.company")}
        defaultValue={values.company}
        error={fields.company}
        autoComplete="organization"
        dir="auto"
        required
      />
      <SelectField
        name="size"
        label={t("care.lead.size")}
        placeholder={t("care.form.choose")}
        defaultValue={values.size}
        error={fields.size}
        options={companySizes.map((size) => [size, sizeLabel(size, t, format.number)])}
        required
      />
      <SelectField
        name="need"
        label={t("care.lead.need")}
        placeholder={t("care.form.choose")}
        defaultValue={values.need ?? need ?? undefined}
        error={fields.need}
        options={businessNeeds.map((n) => [n, t(BUSINESS_NEED_LABELS[n])])}
        required
      />
      <Field
        name="city"
        label={t("care.lead.city")}
        defaultValue={values.city}
        error={fields.city}
        dir="auto"
        required
      />
      <Field
        name="contactName"
        label={t("care.lead.contactName")}
        defaultValue={values.contactName}
        error={fields.contactName}
        autoComplete="name"
        dir="auto"
        required
      />
      <MessageField values={values} fields={fields} label={t("care.lead.text")} hint={t("care.lead.textHint")} />
    </>
  );
}

function sizeLabel(size: string, t: Translate, number: (n: number) => string) {
  const [from, to] = size.replace("+", "").split("-").map(Number);
  if (to === undefined) return t("care.lead.sizeFrom", { from: number(from ?? 0) });
  return t("care.lead.sizeRange", { from: number(from ?? 0), to: number(to) });
}
