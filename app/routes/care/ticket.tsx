import { Form, useNavigation } from "react-router";
import { TICKET_STATUS_LABELS, TICKET_TOPIC_LABELS, TICKET_TYPE_LABELS } from "../../../src/contracts/ticket-values.ts";
import { CareProblems } from "../../components/care/care-problems.tsx";
import { Conversation } from "../../components/care/conversation.tsx";
import { MessageField } from "../../components/care/ticket-fields.tsx";
import { ImageUploadField } from "../../components/image-upload-field.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { RouteError } from "../../components/route-error.tsx";
import { usePublicConfig } from "../../components/site-header.tsx";
import { CARE_HEADERS } from "../../lib/care/care-route.ts";
import { useFormText } from "../../lib/form-text.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { privatePageMeta } from "../../lib/private-meta.ts";
import type { Route } from "./+types/ticket";
import { ticketAction, ticketData } from "./ticket.server.ts";

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, "care.ticket.title");

export const headers = () => CARE_HEADERS;

export const loader = (args: Route.LoaderArgs) => ticketData(args);

export const action = (args: Route.ActionArgs) => ticketAction(args);

/**
 * myzain/help/:reference: one request with its whole conversation, a reply (with an optional
 * screenshot) while it is open, and reopening within 30 days once it was resolved or closed.
 */
export default function Ticket({ loaderData, actionData }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const say = useFormText();
  const { apiKey } = usePublicConfig();
  const busy = useNavigation().state === "submitting";
  const { ticket, uploadToken } = loaderData;
  const values = actionData?.values ?? {};
  const fields = actionData?.errors?.fields ?? {};
  const reopenable = ticket.reopenUntil !== null && (ticket.status === "resolved" || ticket.status === "closed");
  return (
    <article className="page myzain-page care-page">
      <header className="page-header">
        <h1>
          {t("care.ticket.title")} <bdi dir="ltr">{ticket.reference}</bdi>
        </h1>
        <p>
          {t(TICKET_TYPE_LABELS[ticket.type])} · {t(TICKET_TOPIC_LABELS[ticket.topic])} ·{" "}
          <span className={`care-status care-status-${ticket.status}`}>{t(TICKET_STATUS_LABELS[ticket.status])}</span>
        </p>
      </header>
      <section className="care-panel" aria-labelledby="care-conversation">
        <h2 id="care-conversation">{t("care.ticket.conversation")}</h2>
        <Conversation messages={ticket.messages} />
      </section>
      <section className="care-panel" aria-labelledby="care-answer">
        <h2 id="care-answer">{t(reopenable ? "care.ticket.reopenHeading" : "care.ticket.replyHeading")}</h2>
        <CareProblems errors={actionData?.errors} />
        {ticket.status === "closed" && !reopenable ? (
          <p>{t("care.ticket.closedForGood")}</p>
        ) : (
          // Drawn afresh after each change, so a sent reply does not stay in the box.
          <Form
            key={`${ticket.status}-${ticket.messages.length}`}
            method="post"
            className="care-form"
            encType="multipart/form-data"
            noValidate
          >
            {reopenable && ticket.reopenUntil ? (
              <p>{t("care.ticket.reopenUntil", { date: format.date(ticket.reopenUntil) })}</p>
            ) : null}
            <MessageField
              values={values}
              fields={fields}
              label={t(reopenable ? "care.ticket.reopenText" : "care.ticket.reply")}
            />
            {reopenable ? null : (
              <>
                <input type="hidden" name="upload_token" value={uploadToken} />
                <ImageUploadField
                  name="screenshot"
                  purpose="screenshot"
                  label={t("care.form.screenshot")}
                  hint={t("care.form.screenshotHint")}
                  uploadToken={uploadToken}
                  apiKey={apiKey}
                  error={fields.screenshot ? say(fields.screenshot) : undefined}
                  uploaded={actionData?.uploaded}
                />
              </>
            )}
            <button
              type="submit"
              name="intent"
              value={reopenable ? "reopen" : "reply"}
              className="button"
              disabled={busy}
            >
              {busy ? t("care.form.sending") : t(reopenable ? "care.ticket.reopen" : "care.ticket.send")}
            </button>
          </Form>
        )}
      </section>
      <p>
        <LocaleLink to="/myzain/help">{t("care.ticket.back")}</LocaleLink>
      </p>
    </article>
  );
}

export const ErrorBoundary = RouteError;
