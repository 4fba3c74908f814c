import type { SavedMethodView } from "../../../src/contracts/api/autopay.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { RichText } from "../rich-text.tsx";

/** "Visa ending in 1111": the brand and the last digits, the digits kept left to right. */
export function MethodLabel({ method }: { method: SavedMethodView }) {
  const { t } = useI18n();
  return (
    <RichText
      text={t("autopay.methods.item")}
      values={{ brand: <span dir="auto">{method.brand}</span>, last4: <bdi dir="ltr">{method.last4}</bdi> }}
    />
  );
}

/** The same as plain text, for an option of a select (which holds no markup). */
export function useMethodText() {
  const { t } = useI18n();
  return (method: SavedMethodView) =>
    t("autopay.methods.item", { brand: method.brand, last4: `\u2066${method.last4}\u2069` });
}
