import { data } from "react-router";
import {
  TICKET_REFERENCE,
  TICKET_TYPE_LABELS,
  type TicketType,
  ticketTypes,
} from "../../../src/contracts/ticket-values.ts";
import { LocaleLink } from "../../components/locale-link.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { isSignedIn } from "../../lib/care/care-form.server.ts";
import { CARE_HEADERS } from "../../lib/care/care-route.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { pageUrlOf } from "../../lib/page-url.ts";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/request-sent";

/** What happens next, by the kind of request. */
const NEXT: Record<TicketType, string> = {
  complaint: "care.sent.next.care",
  question: "care.sent.next.care",
  fault_report: "care.sent.next.fault",
  feedback: "care.sent.next.feedback",
  business_lead: "care.sent.next.lead",
};

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "care.sent.title");

export const headers = () => CARE_HEADERS;

export function loader(args: Route.LoaderArgs) {
  const query = pageUrlOf(args.request).searchParams;
  const reference = (query.get("ref") ?? "").toUpperCase();
  if (!TICKET_REFERENCE.test(reference)) throw data("No such request", { status: 404 });
  const type: TicketType = ticketTypes.find((known) => known === query.get("type")) ?? "question";
  return { reference, type, signedIn: isSignedIn(args) };
}

/**
 * support/contact-us/sent: where every care form lands after it opened a ticket (a refresh shows
 * this again, it does not post again): the reference, that it went by SMS too, and what comes next.
 */
export default function RequestSent({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { reference, type, signedIn } = loaderData;
  return (
    <article className="page care-page care-sent">
      <header className="page-header container">
        <h1>{t("care.sent.title")}</h1>
      </header>
      <section className="container care-panel" aria-labelledby="care-sent-ref">
        <p id="care-sent-ref" className="care-reference" role="status">
          {t("care.sent.reference", { type: t(TICKET_TYPE_LABELS[type]) })} <bdi dir="ltr">{reference}</bdi>
        </p>
        <p>{t("care.sent.sms")}</p>
        <h2>{t("care.sent.nextHeading")}</h2>
        <p>{t(NEXT[type])}</p>
        <p>{t(signedIn ? "care.sent.followSignedIn" : "care.sent.followSignedOut")}</p>
        <p className="care-actions">
          {signedIn ? (
            <LocaleLink to={`/myzain/help/${reference}`} className="button">
              {t("care.sent.open")}
            </LocaleLink>
          ) : null}
          <LocaleLink to="/" className="button button-secondary">
            {t("care.sent.home")}
          </LocaleLink>
        </p>
      </section>
    </article>
  );
}

export const ErrorBoundary = RouteError;
