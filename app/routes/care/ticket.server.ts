import { randomBytes } from "node:crypto";
import { data, redirect } from "react-router";
import { ApiClientError } from "../../../src/client/api-client.ts";
import { getMyTicketOp, reopenTicketOp, replyToTicketOp } from "../../../src/contracts/api/tickets.ts";
import { apiFor } from "../../lib/api.server.ts";
import { answer, apiErrors, type CareArgs, readPost, refuse } from "../../lib/care/care-form.server.ts";
import { messageKey } from "../../lib/form-text.ts";
import { localeOf } from "../../lib/locale.ts";
import { requireViewer, signedIn } from "../../lib/myzain.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";

type TicketArgs = CareArgs & { params: { reference?: string } };

/** myzain/help/:reference is not in the spec's route list: its sign-in rule is applied here (as myzain/orders/:id). */
function signedInApi(args: TicketArgs) {
  const locale = localeOf(args.params);
  requireViewer(args);
  return apiFor(args.context, args.request, locale);
}

const notFound = (error: unknown) =>
  error instanceof ApiClientError && (error.status === 404 || error.status === 422)
    ? data("Request not found", { status: 404 })
    : error;

/** One of the customer's tickets (another's, or none, is a 404) and an upload token for a reply's screenshot. */
export async function ticketData(args: TicketArgs) {
  const api = signedInApi(args);
  try {
    const ticket = await signedIn(args, () =>
      api.call(getMyTicketOp, { params: { ref: args.params.reference ?? "" } }),
    );
    return { layout: "myzain" as const, ticket, uploadToken: randomBytes(32).toString("base64url") };
  } catch (error) {
    throw notFound(error);
  }
}

/** A reply (with an optional screenshot) or reopening; the page is drawn again with the ticket as it now is. */
export async function ticketAction(args: TicketArgs) {
  const api = signedInApi(args);
  const posted = await readPost(args, true);
  if (!posted)
    return answer(
      { step: "form", errors: { fields: { screenshot: messageKey("care.form.tooLarge") } }, values: {} },
      413,
    );
  const ref = args.params.reference ?? "";
  const text = posted.values.text ?? "";
  try {
    if (posted.form.get("intent") === "reopen") {
      await signedIn(args, () => api.call(reopenTicketOp, { params: { ref }, body: text ? { text } : {} }));
    } else {
      if (posted.screenshot && "error" in posted.screenshot) {
        return refuse(posted, { fields: { screenshot: posted.screenshot.error } });
      }
      const screenshots = posted.screenshot ? [posted.screenshot] : [];
      await signedIn(args, () => api.call(replyToTicketOp, { params: { ref }, body: { text, screenshots } }));
    }
  } catch (error) {
    if (!(error instanceof ApiClientError) || error.status >= 500) throw error;
    if (error.status === 404) throw notFound(error);
    return refuse(posted, apiErrors(error));
  }
  // Post, then show: a refresh does not send the reply again.
  return redirect(pageUrlOf(args.request).pathname.replace(/\.data$/, ""));
}
