import { formatMsisdn } from "../../../src/contracts/msisdn.ts";
import { AssistantExamples } from "../../components/assistant/examples.tsx";
import { MessageForm } from "../../components/assistant/message-form.tsx";
import { Transcript } from "../../components/assistant/transcript.tsx";
import { Blocks } from "../../components/blocks.tsx";
import { LocaleLink } from "../../components/locale-link.tsx";
import { LineSwitcher } from "../../components/myzain/line-switcher.tsx";
import { RouteError } from "../../components/route-error.tsx";
import type { FormErrors } from "../../lib/forms.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { myzainPage } from "../../lib/myzain.server.ts";
import { pageUrlOf, restOfPath } from "../../lib/page-url.ts";
import { metaFromPage } from "../../lib/seo.ts";
import type { Route } from "./+types/chatbot";
import { chatbotAction, chatbotPageData } from "./chatbot.server.ts";

export const meta = ({ loaderData }: Route.MetaArgs) => metaFromPage(loaderData?.page);

/** One module for both pages, the assistant and its examples (one entry less for every page's route manifest). */
export async function loader(args: Route.LoaderArgs) {
  if (restOfPath(pageUrlOf(args.request).pathname) === "myzain/chatbot-example") {
    const { page, line } = await myzainPage(args, "myzain/chatbot-example");
    return { kind: "examples" as const, page, lineId: line.id };
  }
  return { kind: "chat" as const, ...(await chatbotPageData(args)) };
}
export const action = (args: Route.ActionArgs) => chatbotAction(args);

/**
 * myzain/chatbot: the assistant as a plain form conversation (docs/decisions/055). Every message,
 * suggestion, confirmation and cancellation is a POST that comes back to the conversation's
 * address; with JavaScript the router does the same without a full reload.
 */
export default function Chatbot({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "examples") return <AssistantExamples page={loaderData.page} lineId={loaderData.lineId} />;
  return <Chat data={loaderData} errors={actionData?.errors} />;
}

function Chat({
  data,
  errors,
}: {
  data: Extract<Route.ComponentProps["loaderData"], { kind: "chat" }>;
  errors: FormErrors | undefined;
}) {
  const { t, format } = useI18n();
  const { page, lines, line, conversation, conversations, prefill } = data;
  const past = conversations.filter((c) => c.id !== conversation?.id);
  // A conversation stays about the line it started on, whichever line the page was opened for.
  const about = conversation ? lines.find((l) => l.id === conversation.lineId) : undefined;
  return (
    <article className="page myzain-page assistant-page">
      <h1>{page.page.title}</h1>
      <p className="assistant-intro">{t("assistant.page.intro")}</p>
      {about ? (
        <p className="assistant-line">
          {t("assistant.page.line", { number: `\u2066${formatMsisdn(about.msisdn)}\u2069` })}
        </p>
      ) : (
        <LineSwitcher lines={lines} current={line.id} />
      )}
      <section className="assistant-chat" aria-labelledby="assistant-chat-heading">
        <h2 id="assistant-chat-heading" className="visually-hidden">
          {t("assistant.page.transcript")}
        </h2>
        {conversation ? <Transcript conversation={conversation} /> : null}
        <MessageForm
          key={conversation ? `${conversation.id}:${conversation.turns.length}` : "new"}
          conversation={conversation?.id ?? null}
          prefill={conversation ? "" : prefill}
          errors={errors}
        />
        <p className="assistant-actions">
          {conversation ? (
            <LocaleLink to={`/myzain/chatbot?new=1&line=${line.id}`}>{t("assistant.page.newConversation")}</LocaleLink>
          ) : null}
          <LocaleLink to="/myzain/chatbot-example">{t("assistant.page.examples")}</LocaleLink>
        </p>
      </section>
      {past.length > 0 ? (
        <section className="block assistant-past" aria-labelledby="assistant-past-heading">
          <h2 id="assistant-past-heading">{t("assistant.page.past")}</h2>
          <ul>
            {past.map((c) => (
              <li key={c.id}>
                <LocaleLink to={`/myzain/chatbot?c=${c.id}`}>
                  <span dir="auto">{c.preview}</span>
                </LocaleLink>{" "}
                <time dateTime={c.updatedAt}>{format.date(c.updatedAt, "short")}</time>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Blocks blocks={page.page.blocks.filter((b) => b.type !== "hero")} titleFirst={false} />
    </article>
  );
}

export const ErrorBoundary = RouteError;
