/**
 * Customer care's side (staff API, role care/support/admin, and the `tickets` operator command):
 * the queue, one ticket, a reply (optionally moving it) and a status move. Each is audited with
 * before and after, views of contact numbers too; every reply and move is told to the customer.
 */
import { and, asc, eq } from "drizzle-orm";
import type { StaffTicketSummary, StaffTicketView } from "../../contracts/api/staff-tickets.ts";
import type { TicketStatus } from "../../contracts/tickets.ts";
import { careTickets } from "../../db/schema/index.ts";
import { type ServiceCall, staffOf, withDb } from "../context.ts";
import { DomainError } from "../errors.ts";
import { recordAudit } from "../staff/audit.ts";
import { addMessage } from "./messages.ts";
import { tellReply, tellStatus } from "./notices.ts";
import { staffTicketActor, ticketByReference } from "./ticket-rows.ts";
import { staffView, toStaffSummary } from "./ticket-view.ts";
import { moveTicket } from "./transitions.ts";

export async function staffListTickets({
  ctx,
  input,
}: ServiceCall<{ status?: TicketStatus | undefined; limit: number }>): Promise<StaffTicketSummary[]> {
  staffOf(ctx);
  const rows = await ctx.db
    .select()
    .from(careTickets)
    .where(and(input.status ? eq(careTickets.status, input.status) : undefined))
    .orderBy(asc(careTickets.updatedAt))
    .limit(input.limit);
  await recordAudit(ctx.db, ctx, {
    action: "tickets.view_queue",
    subjectType: "care_tickets",
    subjectId: input.status ?? "*",
    after: { shown: rows.map((r) => r.reference) },
  });
  return rows.map(toStaffSummary);
}

export async function staffGetTicket({ ctx, input }: ServiceCall<{ reference: string }>): Promise<StaffTicketView> {
  staffOf(ctx);
  const ticket = await ticketByReference(ctx.db, input.reference);
  await recordAudit(ctx.db, ctx, { action: "ticket.viewed", subjectType: "care_ticket", subjectId: ticket.reference });
  return staffView(ctx.db, ticket, ctx.now);
}

/** A reply to the customer; with `status`, the ticket moves too (one SMS says both). */
export async function staffReply({
  ctx,
  input,
}: ServiceCall<{ reference: string; text: string; status?: TicketStatus | undefined }>): Promise<StaffTicketView> {
  staffOf(ctx);
  const actor = staffTicketActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const inTx = withDb(ctx, tx);
    const before = await ticketByReference(tx, input.reference, true);
    if (before.status === "closed" && input.status !== "reopened") throw new DomainError("conflict", "ticket_closed");
    // A first answer acknowledges a new ticket unless staff say where it goes.
    const to = input.status ?? (before.status === "new" || before.status === "reopened" ? "acknowledged" : null);
    const after = to && to !== before.status ? await moveTicket(tx, inTx, before, to, actor, null) : before;
    await addMessage(tx, inTx, after, { author: actor, text: input.text });
    await tellReply(tx, inTx, after, input.text);
    await recordAudit(tx, inTx, {
      action: "ticket.reply",
      subjectType: "care_ticket",
      subjectId: before.reference,
      before: { status: before.status },
      after: { status: after.status },
      note: input.text.slice(0, 500),
    });
    return staffView(tx, after, ctx.now);
  });
}

export async function staffTransition({
  ctx,
  input,
}: ServiceCall<{ reference: string; status: TicketStatus; note?: string | undefined }>): Promise<StaffTicketView> {
  staffOf(ctx);
  const actor = staffTicketActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const inTx = withDb(ctx, tx);
    const before = await ticketByReference(tx, input.reference, true);
    const after = await moveTicket(tx, inTx, before, input.status, actor, input.note ?? null);
    await tellStatus(tx, inTx, after);
    await recordAudit(tx, inTx, {
      action: "ticket.status",
      subjectType: "care_ticket",
      subjectId: before.reference,
      before: { status: before.status },
      after: { status: after.status },
      note: input.note ?? null,
    });
    return staffView(tx, after, ctx.now);
  });
}
