import { Form } from "react-router";
import type { SavedMethodView } from "../../../src/contracts/api/autopay.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { SubmitButton } from "../async-form.tsx";
import { MethodLabel } from "./method-label.tsx";

/**
 * The customer's saved cards and wallets (brand and last digits only), each removable, and the
 * button that sends them to the gateway's page to save another. Plain forms: no JavaScript needed.
 */
export function SavedMethods({ methods }: { methods: SavedMethodView[] }) {
  const { t } = useI18n();
  return (
    <section className="payment-card" aria-labelledby="methods-heading">
      <h2 id="methods-heading">{t("autopay.methods.title")}</h2>
      {methods.length === 0 ? (
        <p>{t("autopay.methods.empty")}</p>
      ) : (
        <ul className="autopay-list">
          {methods.map((method) => (
            <li key={method.id}>
              <span>
                <MethodLabel method={method} />
                {method.expires ? (
                  <span className="field-hint">
                    {" · "}
                    {t("autopay.methods.expires", { date: `\u2066${method.expires}\u2069` })}
                  </span>
                ) : null}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="remove-method" />
                <input type="hidden" name="id" value={method.id} />
                <SubmitButton className="button button-secondary button-small">
                  {t("autopay.methods.remove")}
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="autopay-add">
        <input type="hidden" name="intent" value="save-method" />
        <SubmitButton className="button">{t("autopay.methods.add")}</SubmitButton>
        <p className="field-hint">{t("autopay.methods.addHint")}</p>
      </Form>
    </section>
  );
}
