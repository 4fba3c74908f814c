import { data, redirect } from "react-router";
import { ApiClientError } from "../../../src/client/api-client.ts";
import type { ConversationView } from "../../../src/contracts/api/assistant.ts";
import {
  askAssistantOp,
  cancelActionOp,
  confirmActionOp,
  getConversationOp,
  listConversationsOp,
} from "../../../src/contracts/api/assistant.ts";
import { assistantMessageSchema } from "../../../src/contracts/assistant.ts";
import type { LocaleCode } from "../../../src/i18n/locales.ts";
import { apiFormErrors, type FormErrors, validate } from "../../lib/forms.ts";
import { type MyzainArgs, myzainLine, myzainPage, signedIn } from "../../lib/myzain.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { localizedPath } from "../../lib/paths.ts";

/** The page's own address for a conversation, on the line it is about; `#latest` scrolls to the end. */
function conversationUrl(locale: LocaleCode, id: string, lineId: string) {
  return `${localizedPath(locale, "/myzain/chatbot")}?${new URLSearchParams({ c: id, line: lineId })}#latest`;
}

/** A browser's speculative fetch of a link must not ask anything: only a real visit does. */
const isPrefetch = (request: Request) => /prefetch|prerender/.test(request.headers.get("sec-purpose") ?? "");

/**
 * myzain/chatbot: the conversation chosen with `?c=` (else the latest one), the customer's earlier
 * conversations, and the content record. `?q=` (an example link) asks that question once, then
 * sends the browser to the conversation's address, so a reload does not ask it again.
 */
export async function chatbotPageData(args: MyzainArgs) {
  const { page, api, lines, line, locale } = await myzainPage(args, "myzain/chatbot");
  const search = pageUrlOf(args.request).searchParams;
  const question = search.get("q")?.trim();
  if (question && !isPrefetch(args.request)) {
    const asked = validate(assistantMessageSchema, { text: question, lineId: line.id, source: "link" });
    if ("data" in asked) {
      const view = await signedIn(args, () => api.call(askAssistantOp, { body: asked.data }));
      throw redirect(conversationUrl(locale, view.id, view.lineId));
    }
  }
  const fresh = search.has("new");
  const { conversations } = await signedIn(args, () => api.call(listConversationsOp));
  const wanted = fresh ? null : (search.get("c") ?? conversations[0]?.id ?? null);
  const conversation = wanted
    ? await signedIn(args, () => api.call(getConversationOp, { params: { id: wanted } }))
    : null;
  return { page, lines, line, conversation, conversations, prefill: question ?? "" };
}

type ChatResult = { errors: FormErrors };

/** Runs one call that answers with the conversation, then shows it; a refusal stays on the page. */
async function send(args: MyzainArgs, locale: LocaleCode, run: () => Promise<ConversationView>) {
  try {
    const view = await signedIn(args, run);
    return redirect(conversationUrl(locale, view.id, view.lineId));
  } catch (error) {
    if (error instanceof Response) throw error;
    const status = error instanceof ApiClientError ? error.status : 422;
    return data<ChatResult>({ errors: apiFormErrors(error) }, { status });
  }
}

/**
 * One form per thing the customer does: ask (the message box and each suggestion), confirm or
 * cancel a proposal. Each answers with a redirect to the conversation (reloading repeats nothing);
 * a refusal (an empty message, a proposal past its time) comes back to the page as its message.
 */
export async function chatbotAction(args: MyzainArgs) {
  const form = Object.fromEntries(await args.request.formData());
  const { api, line, locale } = await myzainLine(args);
  if (form.intent === "confirm" || form.intent === "cancel") {
    const op = form.intent === "confirm" ? confirmActionOp : cancelActionOp;
    const id = String(form.action ?? "");
    return send(args, locale, () => api.call(op, { params: { id } }));
  }
  const checked = validate(assistantMessageSchema, {
    text: form.text,
    conversationId: form.conversation || undefined,
    lineId: line.id,
    lat: form.lat || undefined,
    lng: form.lng || undefined,
  });
  if ("errors" in checked) return data<ChatResult>({ errors: checked.errors }, { status: 422 });
  return send(args, locale, () => api.call(askAssistantOp, { body: checked.data }));
}
