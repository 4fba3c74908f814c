import * as ops from "../../contracts/api/staff-tickets.ts";
import { staffGetTicket, staffListTickets, staffReply, staffTransition } from "../../domain/tickets/staff-tickets.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** Customer care's ticket desk on the staff API (X-Staff-Token; roles in the contracts). */
export function staffTicketRoutes() {
  const r = newRouter();

  implement(r, ops.staffListTicketsOp, async (_c, { ctx, query }) => ({
    tickets: await staffListTickets({ ctx, input: { status: query.status, limit: query.limit } }),
  }));

  implement(r, ops.staffGetTicketOp, (_c, { ctx, params }) =>
    staffGetTicket({ ctx, input: { reference: params.ref } }),
  );

  implement(r, ops.staffReplyTicketOp, (_c, { ctx, params, body }) =>
    staffReply({ ctx, input: { reference: params.ref, text: body.text, status: body.status } }),
  );

  implement(r, ops.staffMoveTicketOp, (_c, { ctx, params, body }) =>
    staffTransition({ ctx, input: { reference: params.ref, status: body.status, note: body.note } }),
  );

  return r;
}
