/**
 * The one way a ticket changes status: checked against TICKET_MOVES (src/contracts/tickets.ts),
 * made by one conditional update (two actors racing move it once), and recorded in its history,
 * all in the caller's transaction. A closed ticket's screenshots are scheduled for deletion.
 */
import { and, eq } from "drizzle-orm";
import { canMoveTicket, type TicketStatus } from "../../contracts/tickets.ts";
import type { Db } from "../../db/client.server.ts";
import { careTicketHistory, careTickets } from "../../db/schema/index.ts";
import type { ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { scheduleDeletion } from "../files/private-files.ts";
import type { TicketActor, TicketRow } from "./ticket-rows.ts";

/** Screenshots of a closed ticket are kept this long (a reopened ticket is closed again later). */
export const SCREENSHOT_RETENTION_DAYS = 180;

export const ticketFilesOwner = (ticketId: string) => `ticket:${ticketId}`;

export async function moveTicket(
  tx: Db,
  ctx: ServiceContext,
  ticket: TicketRow,
  to: TicketStatus,
  actor: TicketActor,
  note: string | null,
): Promise<TicketRow> {
  if (!canMoveTicket(ticket.status, to)) {
    throw new DomainError("conflict", "ticket_status_invalid", { from: ticket.status, to, field: "status" });
  }
  const settles = to === "resolved" || to === "closed";
  const [moved] = await tx
    .update(careTickets)
    .set({ status: to, updatedAt: ctx.now, ...(settles ? { settledAt: ctx.now } : {}) })
    .where(and(eq(careTickets.id, ticket.id), eq(careTickets.status, ticket.status)))
    .returning();
  if (!moved) throw new DomainError("conflict", "ticket_status_changed");
  await recordTicketHistory(tx, ctx, ticket.id, ticket.status, to, actor, note);
  if (to === "closed") {
    await scheduleDeletion(
      tx,
      ticketFilesOwner(ticket.id),
      new Date(ctx.now.getTime() + SCREENSHOT_RETENTION_DAYS * 86_400_000),
    );
  }
  return moved;
}

export async function recordTicketHistory(
  tx: Db,
  ctx: ServiceContext,
  ticketId: string,
  from: TicketStatus | null,
  to: TicketStatus,
  actor: TicketActor,
  note: string | null,
) {
  await tx.insert(careTicketHistory).values({
    ticketId,
    fromStatus: from,
    toStatus: to,
    actorKind: actor.kind,
    actorId: actor.id,
    note,
    at: ctx.now,
  });
}
