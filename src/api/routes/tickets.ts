import * as ops from "../../contracts/api/tickets.ts";
import { createTicket } from "../../domain/tickets/create-ticket.ts";
import { customerReopen, customerReply, getMyTicket, listMyTickets } from "../../domain/tickets/customer-tickets.ts";
import { issueChallenge } from "../../domain/tickets/pow.ts";
import { createPublicTicket, startTicketContactCode } from "../../domain/tickets/public-ticket.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** Customer-care tickets: the public contact form's steps, then the signed-in customer's tickets. */
export function ticketRoutes() {
  const r = newRouter();

  // The fixed paths first, so that "challenge" is never read as a ticket reference.
  implement(r, ops.ticketChallengeOp, (c, { ctx }) => {
    c.header("Cache-Control", "no-store");
    return issueChallenge({ ctx });
  });

  implement(r, ops.ticketContactCodeOp, (_c, { ctx, body }) => startTicketContactCode({ ctx, input: body }));

  implement(r, ops.createPublicTicketOp, (_c, { ctx, headers, body }) =>
    createPublicTicket({ ctx, input: { ...body, idempotencyKey: headers["idempotency-key"] } }),
  );

  implement(r, ops.createTicketOp, (_c, { ctx, headers, body }) =>
    createTicket({ ctx, input: { via: "customer", form: body, idempotencyKey: headers["idempotency-key"] } }),
  );

  implement(r, ops.listMyTicketsOp, async (_c, { ctx }) => ({ tickets: await listMyTickets({ ctx }) }));

  implement(r, ops.getMyTicketOp, (_c, { ctx, params }) => getMyTicket({ ctx, input: { reference: params.ref } }));

  implement(r, ops.replyToTicketOp, (_c, { ctx, params, body }) =>
    customerReply({ ctx, input: { reference: params.ref, ...body } }),
  );

  implement(r, ops.reopenTicketOp, (_c, { ctx, params, body }) =>
    customerReopen({ ctx, input: { reference: params.ref, text: body.text } }),
  );

  return r;
}
