import { Form } from "react-router";
import type { AssistantActionView } from "../../../src/contracts/api/assistant.ts";
import { useI18n } from "../../lib/i18n.tsx";

const STATUS = {
  confirmed: "assistant.page.status.confirmed",
  cancelled: "assistant.page.status.cancelled",
  expired: "assistant.page.status.expired",
  failed: "assistant.page.status.failed",
} as const;

/**
 * A proposal's Confirm and Cancel: two plain forms, so nothing happens without the customer's own
 * POST, with or without JavaScript. Once decided, its state instead of the buttons.
 */
export function Proposal({ action }: { action: AssistantActionView }) {
  const { t, format } = useI18n();
  if (action.status !== "proposed") {
    return (
      <p className={`proposal-state proposal-${action.status}`} role="status">
        {t(STATUS[action.status])}
      </p>
    );
  }
  return (
    <div className="proposal">
      <p className="proposal-time">{t("assistant.page.expiresAt", { time: format.time(action.expiresAt) })}</p>
      <div className="proposal-buttons">
        <Form method="post" replace preventScrollReset>
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="action" value={action.id} />
          <button type="submit" className="button">
            {t("assistant.page.confirm")}
          </button>
        </Form>
        <Form method="post" replace preventScrollReset>
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="action" value={action.id} />
          <button type="submit" className="button button-secondary">
            {t("assistant.page.cancel")}
          </button>
        </Form>
      </div>
    </div>
  );
}
