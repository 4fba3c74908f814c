import type { TicketView } from "../../../src/contracts/api/tickets.ts";
import { useI18n } from "../../lib/i18n.tsx";

const AUTHORS: Record<TicketView["messages"][number]["author"], string> = {
  customer: "care.ticket.author.customer",
  staff: "care.ticket.author.staff",
  system: "care.ticket.author.system",
};

/**
 * A ticket's messages, oldest first, each with who wrote it and when (Baghdad time). Screenshots
 * are kept private: the API serves them to care staff only (/staff/files), so the customer sees
 * how many went with a message, not a link.
 */
export function Conversation({ messages }: { messages: TicketView["messages"] }) {
  const { t, format } = useI18n();
  return (
    <ol className="care-conversation">
      {messages.map((m) => (
        <li key={m.id} className={`care-message care-message-${m.author}`}>
          <p className="care-message-head">
            <strong>{t(AUTHORS[m.author])}</strong>{" "}
            <time dateTime={m.at}>{t("care.ticket.at", { date: format.date(m.at), time: format.time(m.at) })}</time>
          </p>
          <p className="care-message-text" dir="auto">
            {m.text}
          </p>
          {m.screenshots > 0 ? (
            <p className="field-hint">{t("care.ticket.screenshots", { count: m.screenshots })}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
