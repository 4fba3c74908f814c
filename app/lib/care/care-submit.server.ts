/**
 * Sending a care form. Signed in: the ticket is the customer's, about one of their lines, no code.
 * Signed out: the contact number (any Iraqi network) is proved by the SMS code of the order
 * contact step, in two posts (send the code, then type it), the fields riding along in the form;
 * a business enquiry whose page solved the proof-of-work needs no code (docs/decisions/052).
 */
import { verifyCodeOp } from "../../../src/contracts/api/auth.ts";
import { createPublicTicketOp, createTicketOp, ticketContactCodeOp } from "../../../src/contracts/api/tickets.ts";
import { verifyCodeSchema } from "../../../src/contracts/auth.ts";
import { IRAQI_MOBILE_PREFIXES, normalizeMsisdn } from "../../../src/contracts/msisdn.ts";
import { messageKey } from "../form-text.ts";
import { validate } from "../forms.ts";
import {
  answer,
  apiErrors,
  type CareArgs,
  careApi,
  expired,
  isRefusal,
  isSignedIn,
  type Posted,
  readPost,
  refuse,
  ticketKey,
  toConfirmation,
} from "./care-form.server.ts";
import { type CareFormKind, readTicketForm, type TicketParts } from "./ticket-form.ts";

const field = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" && v.trim() ? v.trim() : undefined;
};

/** The action of a care form of `kind`; `screenshot` when the form offers one (signed in only). */
export async function submitCareForm(args: CareArgs, kind: CareFormKind, screenshot: boolean) {
  const signedIn = isSignedIn(args) && kind !== "lead";
  const posted = await readPost(args, screenshot && signedIn);
  if (!posted)
    return answer(
      { step: "form", errors: { fields: { screenshot: messageKey("care.form.tooLarge") } }, values: {} },
      413,
    );
  if (field(posted.form, "intent") === "change") return answer({ step: "form", errors: null, values: posted.values });
  const read = readTicketForm(kind, posted.values);
  // Every field's problem at once: the contact number's too, when the visitor gives one.
  const contactProblem = signedIn ? null : contactError(posted.values.contact);
  if ("errors" in read || contactProblem) {
    const fields = { ...("errors" in read ? read.errors.fields : {}), ...contactProblem };
    return refuse(posted, { fields });
  }
  const parts = withProduct(read.data, posted.values.product);
  return signedIn ? ownTicket(args, posted, parts) : publicTicket(args, posted, parts);
}

function contactError(typed: string | undefined) {
  if (normalizeMsisdn(typed ?? "", IRAQI_MOBILE_PREFIXES)) return null;
  return { contact: messageKey(typed ? "care.form.contactInvalid" : "care.form.contactRequired") };
}

/** A business enquiry from a product's page says which product in its first line. */
function withProduct(parts: TicketParts, product: string | undefined): TicketParts {
  return product ? { ...parts, text: `[${product}]\n${parts.text}` } : parts;
}

async function ownTicket(args: CareArgs, posted: Posted, parts: TicketParts) {
  const key = ticketKey(args, posted.form.get("token"));
  if (!key) return expired(posted);
  if (posted.screenshot && "error" in posted.screenshot) {
    return refuse(posted, { fields: { screenshot: posted.screenshot.error } });
  }
  const screenshots = posted.screenshot ? [posted.screenshot] : [];
  const line = posted.values.line;
  try {
    const ticket = await careApi(args).call(createTicketOp, {
      headers: { "idempotency-key": key },
      body: { ...parts, screenshots, ...(line ? { lineMsisdn: line } : {}) },
    });
    return toConfirmation(args, ticket.reference, ticket.type);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return refuse(posted, apiErrors(error));
  }
}

async function publicTicket(args: CareArgs, posted: Posted, parts: TicketParts) {
  const contact = normalizeMsisdn(posted.values.contact ?? "", IRAQI_MOBILE_PREFIXES);
  if (!contact) return refuse(posted, { fields: contactError(posted.values.contact) ?? {} });
  const key = ticketKey(args, posted.form.get("token"));
  if (!key) return expired(posted);
  const altcha = field(posted.form, "altcha");
  const website = field(posted.form, "website");
  const create = (contactTicket?: string) =>
    careApi(args).call(createPublicTicketOp, {
      headers: { "idempotency-key": key },
      body: { ...parts, contact: posted.values.contact ?? "", contactTicket, altcha, website },
    });
  if (field(posted.form, "intent") === "verify") return verifyThenCreate(args, posted, parts, create);
  if (parts.details.type === "business_lead" && altcha) {
    // The solved challenge stands in for the code; if it is refused, the code is asked for.
    try {
      return toConfirmation(args, (await create()).reference, parts.details.type);
    } catch (error) {
      if (!isRefusal(error)) throw error;
    }
  }
  try {
    const flow = await careApi(args).call(ticketContactCodeOp, { body: { msisdn: contact, altcha, website } });
    return answer({ step: "code", errors: null, values: posted.values, flowId: flow.flowId, contact });
  } catch (error) {
    if (!isRefusal(error)) throw error;
    const errors = apiErrors(error);
    if (errors.fields.msisdn) errors.fields.contact = errors.fields.msisdn;
    delete errors.fields.msisdn;
    return refuse(posted, errors);
  }
}

type Create = (contactTicket?: string) => Promise<{ reference: string }>;

/** The typed code proves the number; its ticket goes with the new ticket. */
async function verifyThenCreate(args: CareArgs, posted: Posted, parts: TicketParts, create: Create) {
  const flowId = field(posted.form, "flowId") ?? "";
  const codeStep = { step: "code" as const, values: posted.values, flowId, contact: posted.values.contact ?? "" };
  const checked = validate(verifyCodeSchema, { flowId, code: field(posted.form, "code") ?? "" });
  if ("errors" in checked) return answer({ ...codeStep, errors: checked.errors }, 422);
  let contactTicket: string;
  try {
    const verified = await careApi(args).call(verifyCodeOp, { body: checked.data });
    if (verified.purpose !== "care_contact") throw new Error("a care contact code answered with another purpose");
    contactTicket = verified.ticket;
  } catch (error) {
    if (!isRefusal(error)) throw error;
    // A second post of the same form (a double click, a refresh) finds its code already used:
    // the first post's ticket, if it opened one, is the answer (the API replays it by key).
    const first = await create().catch(() => null);
    if (first) return toConfirmation(args, first.reference, parts.details.type);
    return answer({ ...codeStep, errors: apiErrors(error) }, 422);
  }
  try {
    return toConfirmation(args, (await create(contactTicket)).reference, parts.details.type);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return answer({ ...codeStep, step: "form", errors: apiErrors(error) }, 422);
  }
}
