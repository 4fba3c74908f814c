/**
 * The contact step: the customer's name and a number on any Iraqi network where we can reach
 * them. A visitor proves the number with an SMS code (the ticket goes with the order); a signed-in
 * customer may pick one of their own lines instead, which needs no code (the API checks it again).
 */
import { data, redirect } from "react-router";
import { verifyCodeOp } from "../../../src/contracts/api/auth.ts";
import { startOrderContactOp } from "../../../src/contracts/api/orders.ts";
import { verifyCodeSchema } from "../../../src/contracts/auth.ts";
import { IRAQI_MOBILE_PREFIXES, normalizeMsisdn } from "../../../src/contracts/msisdn.ts";
import { messageKey } from "../../lib/form-text.ts";
import { apiFormErrors, type FormErrors, validate } from "../../lib/forms.ts";
import { localeOf } from "../../lib/locale.ts";
import type { OrderDraft } from "../../lib/order-draft.server.ts";
import { ORDER_STEP_PATHS } from "../../lib/order-steps.ts";
import {
  draftHeaders,
  openStep,
  previousStep,
  saveAndContinue,
  stepHref,
  type WizardArgs,
} from "../../lib/order-wizard.server.ts";
import { ownLines, paymentApi } from "../../lib/payment-pages.server.ts";

/** The signed-in customer's active lines, offered as contact numbers needing no code. */
async function contactLines(args: WizardArgs) {
  const lines = await ownLines(args);
  return lines.filter((l) => l.status !== "terminated").map((l) => ({ id: l.id, msisdn: l.msisdn }));
}

export async function contactData(args: WizardArgs) {
  const draft = openStep(args, "contact");
  const back = previousStep(draft, "contact");
  return {
    items: draft.items,
    back: back ? ORDER_STEP_PATHS[back] : null,
    lines: await contactLines(args),
    name: draft.customerName ?? draft.identity?.fullName ?? "",
    contact: draft.contact ?? null,
    ownLine: draft.contactOwnLine === true,
    /** A code was sent and waits to be typed. */
    codeSent: Boolean(draft.contactFlowId),
  };
}

type Step = "number" | "code";
const refused = (step: Step, errors: FormErrors, values: Record<string, string>, status = 422) =>
  data({ step, errors, values }, { status: errors.retryAfter ? 429 : status });

const text = (v: FormDataEntryValue | undefined) => (typeof v === "string" ? v.trim().slice(0, 120) : "");

export async function submitContact(args: WizardArgs) {
  const draft = openStep(args, "contact");
  const form = Object.fromEntries(await args.request.formData());
  if (form.intent === "change") {
    const kept: OrderDraft = { ...draft, contactFlowId: undefined, contactTicket: undefined };
    return redirect(stepHref(localeOf(args.params), "contact"), { headers: draftHeaders(args, kept) });
  }
  if (form.intent === "verify") return verifyContact(args, draft, form.code);
  return startContact(args, draft, form);
}

/** Name and number: an own line goes straight on; any other number gets a code by SMS. */
async function startContact(args: WizardArgs, draft: OrderDraft, form: Record<string, FormDataEntryValue>) {
  const values = { name: text(form.name), line: text(form.line), msisdn: text(form.msisdn) };
  const fields: FormErrors["fields"] = {};
  if (values.name.length < 3) fields.name = messageKey("order.contact.nameRequired");
  const own =
    values.line && values.line !== "other" ? (await contactLines(args)).find((l) => l.id === values.line) : undefined;
  const msisdn = own ? own.msisdn : normalizeMsisdn(values.msisdn, IRAQI_MOBILE_PREFIXES);
  if (!msisdn) fields.msisdn = messageKey(values.msisdn ? "errors.contact_invalid" : "order.contact.numberRequired");
  if (!msisdn || Object.keys(fields).length > 0) return refused("number", { fields }, values);
  const named = { ...draft, customerName: values.name, contactFlowId: undefined, contactTicket: undefined };
  if (own) return saveAndContinue(args, { ...named, contact: msisdn, contactOwnLine: true });
  try {
    const flow = await paymentApi(args).call(startOrderContactOp, { body: { msisdn } });
    const waiting: OrderDraft = { ...named, contact: msisdn, contactOwnLine: false, contactFlowId: flow.flowId };
    return redirect(stepHref(localeOf(args.params), "contact"), { headers: draftHeaders(args, waiting) });
  } catch (error) {
    const errors = apiFormErrors(error);
    // The API names the field `msisdn`, as this form does.
    return refused("number", errors, values);
  }
}

/** The code from the SMS: a right one yields the ticket that goes with the order. */
async function verifyContact(args: WizardArgs, draft: OrderDraft, code: FormDataEntryValue | undefined) {
  const values = { code: text(code) };
  if (!draft.contactFlowId)
    return refused("number", { fields: {}, form: messageKey("order.contact.codeGone") }, values);
  const checked = validate(verifyCodeSchema, { flowId: draft.contactFlowId, code: values.code });
  if ("errors" in checked) return refused("code", checked.errors, values);
  try {
    const { ticket, purpose } = await paymentApi(args).call(verifyCodeOp, { body: checked.data });
    if (purpose !== "order_contact") throw new Error("an order contact code answered with another purpose");
    return saveAndContinue(args, { ...draft, contactTicket: ticket, contactFlowId: undefined });
  } catch (error) {
    return refused("code", apiFormErrors(error), values);
  }
}
