/**
 * Customer-care tickets (TMF621-shaped, docs/decisions/052-tickets.md): a signed-in customer's
 * tickets, replies and reopening; a signed-out visitor's contact form (an SMS code, a
 * proof-of-work challenge, or both). Staff operations are in ./staff-tickets.ts.
 */
import { z } from "zod";
import { idempotencyKeySchema } from "../myzain.ts";
import {
  contactCodeSchema,
  publicTicketSchema,
  ticketAuthors,
  ticketChannels,
  ticketCreateSchema,
  ticketDetailsSchema,
  ticketReferenceSchema,
  ticketReopenSchema,
  ticketReplySchema,
  ticketSeverities,
  ticketStatuses,
  ticketTopics,
  ticketTypes,
} from "../tickets.ts";
import { codeFlow } from "./auth.ts";
import { defineOperation } from "./operation.ts";

const tags = ["Customer care"] as const;

export const ticketSummary = z
  .object({
    reference: z.string().meta({ example: "ZT-K7M2QX" }),
    type: z.enum(ticketTypes),
    topic: z.enum(ticketTopics),
    severity: z.enum(ticketSeverities),
    status: z.enum(ticketStatuses),
    channel: z.enum(ticketChannels),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "TicketSummary" });

export const ticketMessage = z.object({
  id: z.number().int(),
  author: z.enum(ticketAuthors),
  kind: z.enum(["text", "transcript"]),
  text: z.string(),
  screenshots: z.number().int().meta({ description: "How many screenshots came with it" }),
  at: z.string(),
});

export const ticketChange = z.object({
  from: z.enum(ticketStatuses).nullable(),
  to: z.enum(ticketStatuses),
  by: z.enum(ticketAuthors),
  note: z.string().nullable(),
  at: z.string(),
});

export const ticketView = ticketSummary
  .extend({
    line: z.string().nullable().meta({ description: "The line it is about (E.164 without +)" }),
    details: ticketDetailsSchema,
    messages: z.array(ticketMessage),
    history: z.array(ticketChange),
    reopenUntil: z
      .string()
      .nullable()
      .meta({ description: "Until when the customer may reopen it; null when it cannot be reopened" }),
  })
  .meta({ id: "Ticket" });

export const ticketReceipt = z
  .object({ reference: z.string(), status: z.enum(ticketStatuses), createdAt: z.string() })
  .meta({ id: "TicketReceipt" });

export const powChallenge = z
  .object({
    algorithm: z.literal("SHA-256"),
    challenge: z.string(),
    maxnumber: z.number().int(),
    salt: z.string(),
    signature: z.string(),
  })
  .meta({ id: "PowChallenge" });

export type TicketSummary = z.output<typeof ticketSummary>;
export type TicketView = z.output<typeof ticketView>;
export type TicketReceipt = z.output<typeof ticketReceipt>;

const refParams = z.object({ ref: ticketReferenceSchema });
/** A form sent twice (a double click, a refresh) opens one ticket: the retry answers with the first. */
const idempotencyKey = z.object({ "idempotency-key": idempotencyKeySchema });

export const createTicketOp = defineOperation({
  method: "post",
  path: "/tickets",
  tags,
  auth: "session",
  summary: "Open a ticket: complaint, question, fault report, feedback or business enquiry",
  description:
    "Screenshots are uploaded first to /uploads (purpose screenshot) and named here with the same upload token. " +
    "The customer gets an SMS with the reference. Once per Idempotency-Key: a retry returns the same ticket.",
  headers: idempotencyKey,
  body: { type: "json", schema: ticketCreateSchema },
  success: { status: 201, description: "The new ticket", schema: ticketView },
  errors: [401, 404, 422, 429],
});

export const listMyTicketsOp = defineOperation({
  method: "get",
  path: "/tickets",
  tags,
  auth: "session",
  summary: "The signed-in customer's tickets, newest first",
  success: { status: 200, description: "Tickets", schema: z.object({ tickets: z.array(ticketSummary) }) },
  errors: [401],
});

export const getMyTicketOp = defineOperation({
  method: "get",
  path: "/tickets/{ref}",
  tags,
  auth: "session",
  summary: "One of the customer's tickets with its conversation and history (another's is 404)",
  params: refParams,
  success: { status: 200, description: "The ticket", schema: ticketView },
  errors: [401, 404, 422],
});

export const replyToTicketOp = defineOperation({
  method: "post",
  path: "/tickets/{ref}/messages",
  tags,
  auth: "session",
  summary: "Add the customer's message (and screenshots) to an open ticket",
  description: "A closed ticket answers 409: reopen it first.",
  params: refParams,
  body: { type: "json", schema: ticketReplySchema },
  success: { status: 201, description: "The ticket with the message", schema: ticketView },
  errors: [401, 404, 409, 422, 429],
});

export const reopenTicketOp = defineOperation({
  method: "post",
  path: "/tickets/{ref}/reopen",
  tags,
  auth: "session",
  summary: "Reopen a resolved or closed ticket, within 30 days, optionally saying why",
  params: refParams,
  body: { type: "json", schema: ticketReopenSchema },
  success: { status: 200, description: "The reopened ticket", schema: ticketView },
  errors: [401, 404, 409, 422, 429],
});

export const ticketChallengeOp = defineOperation({
  method: "get",
  path: "/tickets/challenge",
  tags,
  auth: "apiKey",
  summary: "A proof-of-work challenge (ALTCHA v1, SHA-256) for the contact forms; single use, 10 minutes",
  description:
    "Find the integer n in [0, maxnumber] with hex(SHA-256(salt + n)) = challenge, then send " +
    "base64(JSON {algorithm, challenge, number, salt, signature}) as the form's `altcha` field.",
  success: { status: 200, description: "A challenge", schema: powChallenge },
  errors: [429],
});

export const ticketContactCodeOp = defineOperation({
  method: "post",
  path: "/tickets/contact-code",
  tags,
  auth: "apiKey",
  summary: "Send a code to the contact number of a signed-out visitor's ticket (any Iraqi network)",
  description:
    "Verify it with POST /auth/verify-code; the ticket (purpose care_contact) goes with POST /tickets/public. " +
    "Without a solved challenge (`altcha`) a tighter per-address limit applies.",
  body: { type: "json", schema: contactCodeSchema },
  success: { status: 200, description: "Code sent", schema: codeFlow },
  errors: [422, 429],
});

export const createPublicTicketOp = defineOperation({
  method: "post",
  path: "/tickets/public",
  tags,
  auth: "apiKey",
  summary: "A signed-out visitor's ticket; the reference is sent by SMS",
  description:
    "The contact number must be proved with a code (contactTicket); a business enquiry may instead come with a " +
    "solved challenge (`altcha`). Without a challenge a tighter per-address limit applies. " +
    "Once per Idempotency-Key and contact number: a retry returns the first receipt.",
  headers: idempotencyKey,
  body: { type: "json", schema: publicTicketSchema },
  success: { status: 201, description: "Received", schema: ticketReceipt },
  errors: [422, 429],
});
