import { Form } from "react-router";
import type { Notification } from "../../../src/contracts/api/notifications.ts";
import { useI18n } from "../../lib/i18n.tsx";

/** The sentence of a notification in the customer's language, from its kind and values. */
export function useNotificationText() {
  const { t, format } = useI18n();
  return (n: Notification) => {
    const p = n.params;
    if (n.kind === "service_changed") return t(`notifications.service.${p.service}.${p.state}`);
    return t(`notifications.${n.kind}`, {
      offering: String(p.offeringName ?? p.offering ?? ""),
      price: typeof p.price === "number" ? format.iqd(p.price) : "",
      balance: typeof p.balance === "number" ? format.iqd(p.balance) : "",
      percent: typeof p.percent === "number" ? format.number(p.percent) : "",
      date: typeof p.endsAt === "string" && p.endsAt ? format.date(p.endsAt) : "",
      total: typeof p.total === "number" ? format.iqd(p.total) : "",
      // A bill's due date (bill_issued), or what is still owed after a payment (bill_paid).
      due:
        typeof p.due === "number"
          ? format.iqd(p.due)
          : typeof p.dueAt === "string" && p.dueAt
            ? format.date(p.dueAt)
            : "",
      amount: typeof p.amount === "number" ? format.iqd(p.amount) : "",
      points: typeof p.points === "number" ? format.number(p.points) : "",
      tier:
        p.tier === "gold"
          ? t("points.tier.gold")
          : p.tier === "platinum"
            ? t("points.tier.platinum")
            : t("points.tier.silver"),
      // A gift's other side, isolated left to right (U+2066…U+2069, as <bdi dir="ltr">) so the
      // groups of a number keep their order inside Arabic or Kurdish text.
      msisdn: typeof p.msisdn === "string" ? `\u2066${p.msisdn}\u2069` : "",
    });
  };
}

/** Notifications, newest first; unread ones can be marked read (a form: works without JavaScript). */
export function NotificationList({ items, actions = true }: { items: Notification[]; actions?: boolean }) {
  const { t, format } = useI18n();
  const text = useNotificationText();
  return (
    <ul className="notifications">
      {items.map((n) => (
        <li key={n.id} className={n.read ? "notification" : "notification notification-unread"}>
          {n.read ? null : <span className="badge">{t("notifications.new")}</span>}
          <p>{text(n)}</p>
          <p className="notification-time">
            <time dateTime={n.createdAt}>{format.date(n.createdAt)}</time>
          </p>
          {actions && !n.read ? (
            <Form method="post" className="notification-action" replace>
              <input type="hidden" name="intent" value="read" />
              <input type="hidden" name="id" value={n.id} />
              <button type="submit" className="button button-small button-quiet">
                {t("notifications.markRead")}
              </button>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
