/**
 * The signed-out visitor's way in (contact-us, business enquiries): a hidden field that only
 * robots fill (answered like a success, nothing stored or sent), a proof-of-work challenge when
 * the page ran JavaScript, limits per address (tighter without the challenge) and per number, and
 * the contact number proved by the SMS code of the order contact step (code-flows.ts, purpose
 * care_contact). A business enquiry may come with the challenge alone: no code, but the anonymous
 * SMS caps still bound what its confirmation can cost.
 */
import { randomBytes } from "node:crypto";
import type { CodeFlow } from "../../contracts/api/auth.ts";
import type { TicketReceipt } from "../../contracts/api/tickets.ts";
import type { PublicTicketInput } from "../../contracts/tickets.ts";
import { countEvent } from "../../lib/metrics.server.ts";
import { redeemTicket, startCodeFlow } from "../auth/code-flows.ts";
import { CODE_TTL_MS, RESEND_COOLDOWN_MS } from "../auth/lifetimes.ts";
import { type ServiceCall, type ServiceContext, withDb } from "../context.ts";
import { DomainError } from "../errors.ts";
import { once, storedResult } from "../idempotency/idempotency.ts";
import { consumeRate } from "../limits/rate-limiter.ts";
import { parseContactNumber } from "../orders/contact.ts";
import { humanReference } from "../references.ts";
import { chargeAnonymousSms } from "../sms/anonymous-caps.ts";
import { TICKET_RULES } from "./limits.ts";
import { openTicket } from "./open-ticket.ts";
import { spendSolution } from "./pow.ts";
import { customerActor } from "./ticket-rows.ts";

/** Whether the hidden field was filled; counted, so a wave of robots shows on the dashboard. */
function isRobot(website: string | undefined): boolean {
  if (!website?.trim()) return false;
  countEvent("care_honeypot_total", "Contact forms refused quietly because the hidden field was filled");
  return true;
}

/** The proof-of-work, spent if sent; whether it was (the per-address limit depends on it). */
async function solved(ctx: ServiceContext, altcha: string | undefined): Promise<boolean> {
  if (!altcha) return false;
  await spendSolution(ctx, altcha);
  return true;
}

/** Sends the SMS code that proves a contact number. A robot gets the same answer and no SMS. */
export async function startTicketContactCode({
  ctx,
  input,
}: ServiceCall<{ msisdn: string; altcha?: string; website?: string }>): Promise<CodeFlow> {
  if (isRobot(input.website)) {
    return {
      flowId: randomBytes(32).toString("base64url"),
      expiresIn: CODE_TTL_MS / 1000,
      resendAfter: RESEND_COOLDOWN_MS / 1000,
    };
  }
  const pow = await solved(ctx, input.altcha);
  const rule = pow ? TICKET_RULES.codePerClient : TICKET_RULES.codePerClientNoJs;
  await consumeRate(ctx.env.limiter, rule, ctx.client, ctx.now);
  return startCodeFlow({ ctx, input: { msisdn: input.msisdn, purpose: "care_contact" } });
}

/**
 * Opens a signed-out visitor's ticket; the receipt carries the reference also sent by SMS. Once per
 * key and contact number: a retry (a refresh, a double click) gets the first receipt, before the
 * spent challenge or the limits could refuse it.
 */
export async function createPublicTicket({
  ctx,
  input,
}: ServiceCall<PublicTicketInput & { idempotencyKey?: string | undefined }>): Promise<TicketReceipt> {
  if (isRobot(input.website)) {
    return { reference: humanReference("ZT"), status: "new", createdAt: ctx.now.toISOString() };
  }
  const { idempotencyKey: key, altcha: _challenge, contactTicket: _proof, ...request } = input;
  const contact = parseContactNumber(input.contact, "contact");
  const scope = `care:contact:${contact}`;
  const earlier = key ? await storedResult<TicketReceipt>(ctx.db, scope, key, request) : null;
  if (earlier) return earlier.body;
  const pow = await solved(ctx, input.altcha);
  await consumeRate(
    ctx.env.limiter,
    pow ? TICKET_RULES.publicPerClient : TICKET_RULES.publicPerClientNoJs,
    ctx.client,
    ctx.now,
  );
  await consumeRate(ctx.env.limiter, TICKET_RULES.publicPerNumber, contact, ctx.now);
  const codeOptional = input.details.type === "business_lead" && pow;
  if (!input.contactTicket && !codeOptional) {
    throw new DomainError("invalid", "contact_unverified", { field: "contactTicket" });
  }
  // An unproved number gets its confirmation only within the anonymous SMS caps (SMS pumping).
  if (!input.contactTicket) await chargeAnonymousSms(ctx, contact);
  return ctx.db.transaction(async (tx) => {
    const open = async () => {
      if (input.contactTicket) {
        const proved = await redeemTicket(withDb(ctx, tx), input.contactTicket, "care_contact");
        if (proved !== contact) throw new DomainError("invalid", "contact_unverified", { field: "contactTicket" });
      }
      const ticket = await openTicket(
        tx,
        withDb(ctx, tx),
        {
          topic: input.topic,
          details: input.details,
          channel: "web",
          accountId: null,
          lineId: null,
          contactMsisdn: contact,
          first: { text: input.text, kind: "text", screenshots: [] },
        },
        customerActor,
      );
      const receipt: TicketReceipt = {
        reference: ticket.reference,
        status: ticket.status,
        createdAt: ticket.createdAt.toISOString(),
      };
      return { status: 201, body: receipt };
    };
    return (key ? await once(tx, scope, key, request, open) : await open()).body;
  });
}
