import type { TicketSummary } from "../../../src/contracts/api/tickets.ts";
import { TICKET_STATUS_LABELS, TICKET_TOPIC_LABELS, TICKET_TYPE_LABELS } from "../../../src/contracts/ticket-values.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../locale-link.tsx";

/** The customer's requests, newest first (the API's order): reference, what, status, last change. */
export function TicketList({ tickets }: { tickets: TicketSummary[] }) {
  const { t, format } = useI18n();
  return (
    <ul className="care-tickets">
      {tickets.map((ticket) => (
        <li key={ticket.reference} className="card care-ticket">
          <p className="care-ticket-head">
            <LocaleLink to={`/myzain/help/${ticket.reference}`}>
              <bdi dir="ltr">{ticket.reference}</bdi>
            </LocaleLink>
            <span className={`care-status care-status-${ticket.status}`}>{t(TICKET_STATUS_LABELS[ticket.status])}</span>
          </p>
          <p>
            {t(TICKET_TYPE_LABELS[ticket.type])} · {t(TICKET_TOPIC_LABELS[ticket.topic])}
          </p>
          <p className="field-hint">
            {t("care.help.updated", { date: format.date(ticket.updatedAt), time: format.time(ticket.updatedAt) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
