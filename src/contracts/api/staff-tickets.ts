/**
 * The staff side of customer-care tickets (`/staff/tickets/...`, role care, support or admin):
 * the queue, one ticket with the contact's details, replies and status moves. Every call is
 * audited (docs/decisions/034-staff-credentials-and-audit.md, 052-tickets.md).
 */
import { z } from "zod";
import { messageTextSchema, ticketReferenceSchema, ticketStatuses } from "../tickets.ts";
import { defineOperation } from "./operation.ts";
import { ticketMessage, ticketSummary, ticketView } from "./tickets.ts";

const tags = ["Staff"] as const;
const staffRoles = ["care", "support", "admin"] as const;
const refParams = z.object({ ref: ticketReferenceSchema });
const note = z.string().trim().min(1).max(1000);

export const staffTicketSummary = ticketSummary
  .extend({ contactMsisdn: z.string(), accountId: z.string().nullable() })
  .meta({ id: "StaffTicketSummary" });

export const staffTicketView = ticketView
  .extend({
    contactMsisdn: z.string(),
    accountId: z.string().nullable(),
    locale: z.enum(["en", "ar", "ku"]),
    messages: z.array(
      ticketMessage.extend({
        authorId: z.string().nullable().meta({ description: "Staff login or cli:<OS user>" }),
        files: z.array(z.string()).meta({ description: "Screenshot keys, for GET /staff/files/{key}" }),
      }),
    ),
  })
  .meta({ id: "StaffTicket" });

export type StaffTicketView = z.output<typeof staffTicketView>;
export type StaffTicketSummary = z.output<typeof staffTicketSummary>;

export const staffListTicketsOp = defineOperation({
  method: "get",
  path: "/staff/tickets",
  tags,
  auth: "staff",
  staffRoles,
  summary: "The ticket queue, oldest change first, optionally of one status (viewing is audited)",
  query: z.object({
    status: z.enum(ticketStatuses).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  success: { status: 200, description: "Tickets", schema: z.object({ tickets: z.array(staffTicketSummary) }) },
  errors: [401, 403, 422, 429],
});

export const staffGetTicketOp = defineOperation({
  method: "get",
  path: "/staff/tickets/{ref}",
  tags,
  auth: "staff",
  staffRoles,
  summary: "One ticket with the contact's number, the conversation and its history (audited)",
  params: refParams,
  success: { status: 200, description: "The ticket", schema: staffTicketView },
  errors: [401, 403, 404, 422, 429],
});

export const staffReplyTicketOp = defineOperation({
  method: "post",
  path: "/staff/tickets/{ref}/messages",
  tags,
  auth: "staff",
  staffRoles,
  summary: "Reply to the customer, optionally moving the ticket; the customer is told by SMS (and in myzain)",
  params: refParams,
  body: { type: "json", schema: z.object({ text: messageTextSchema, status: z.enum(ticketStatuses).optional() }) },
  success: { status: 201, description: "The ticket with the reply", schema: staffTicketView },
  errors: [401, 403, 404, 409, 422, 429],
});

export const staffMoveTicketOp = defineOperation({
  method: "post",
  path: "/staff/tickets/{ref}/status",
  tags,
  auth: "staff",
  staffRoles,
  summary: "Move a ticket to another status (only the allowed moves); the customer is told",
  params: refParams,
  body: { type: "json", schema: z.object({ status: z.enum(ticketStatuses), note: note.optional() }) },
  success: { status: 200, description: "The ticket after the move", schema: staffTicketView },
  errors: [401, 403, 404, 409, 422, 429],
});
