import { Form } from "react-router";
import { messageKey } from "../../lib/form-text.ts";
import type { GiftDraft } from "../../lib/gift-draft.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { BidiText } from "../bidi-text.tsx";
import { Field } from "../field.tsx";

type Props = { offer: string; lineId: string; draft: Extract<GiftDraft, { state: "choosing" }> | null };

/**
 * "Send as a gift": a disclosure under the purchase confirmation with the recipient's number. It
 * is a GET form, so it works without JavaScript: the page comes back as the gift's confirmation.
 */
export function GiftChoice({ offer, lineId, draft }: Props) {
  const { t } = useI18n();
  return (
    <details className="gift-choice" id="gift" open={draft !== null}>
      <summary>{t("gifts.choice.title")}</summary>
      <p>{t("gifts.choice.intro")}</p>
      <Form method="get" className="gift-choice-form">
        <input type="hidden" name="line" value={lineId} />
        <input type="hidden" name="offer" value={offer} />
        <Field
          name="gift"
          label={t("gifts.recipient.label")}
          hint={<BidiText text={t("gifts.recipient.hint")} />}
          error={draft?.error ? messageKey(draft.error) : undefined}
          defaultValue={draft?.typed ?? ""}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          dir="ltr"
          required
          maxLength={40}
        />
        <button type="submit" className="button">
          {t("gifts.choice.continue")}
        </button>
      </Form>
    </details>
  );
}
