/**
 * A signed-in customer's own tickets: the list, one ticket, a reply, and reopening one that was
 * resolved or closed within REOPEN_DAYS. Every query is scoped to the account in `ctx.actor`;
 * another customer's reference answers exactly like one that does not exist.
 */
import { desc, eq } from "drizzle-orm";
import type { TicketSummary, TicketView } from "../../contracts/api/tickets.ts";
import type { TicketReplyInput } from "../../contracts/tickets.ts";
import { careTickets } from "../../db/schema/index.ts";
import { actorOf, type ServiceCall, withDb } from "../context.ts";
import { DomainError } from "../errors.ts";
import { consumeRate } from "../limits/rate-limiter.ts";
import { TICKET_RULES } from "./limits.ts";
import { addMessage } from "./messages.ts";
import { customerActor, customerTicket } from "./ticket-rows.ts";
import { customerView, reopenUntil, toSummary } from "./ticket-view.ts";
import { moveTicket } from "./transitions.ts";

export async function listMyTickets({ ctx }: ServiceCall): Promise<TicketSummary[]> {
  const { accountId } = actorOf(ctx);
  const rows = await ctx.db
    .select()
    .from(careTickets)
    .where(eq(careTickets.accountId, accountId))
    .orderBy(desc(careTickets.createdAt))
    .limit(100);
  return rows.map(toSummary);
}

export async function getMyTicket({ ctx, input }: ServiceCall<{ reference: string }>): Promise<TicketView> {
  const ticket = await customerTicket(ctx.db, ctx, input.reference);
  return customerView(ctx.db, ticket, ctx.now);
}

/** The customer's message on a ticket that is not closed (a closed one is reopened first). */
export async function customerReply({
  ctx,
  input,
}: ServiceCall<{ reference: string } & TicketReplyInput>): Promise<TicketView> {
  const { accountId } = actorOf(ctx);
  await consumeRate(ctx.env.limiter, TICKET_RULES.replyPerAccount, accountId, ctx.now);
  return ctx.db.transaction(async (tx) => {
    const ticket = await customerTicket(tx, ctx, input.reference, true);
    if (ticket.status === "closed") throw new DomainError("conflict", "ticket_closed");
    await addMessage(tx, withDb(ctx, tx), ticket, {
      author: customerActor,
      text: input.text,
      screenshots: input.screenshots,
    });
    return customerView(tx, ticket, ctx.now);
  });
}

/** Reopens a resolved or closed ticket within REOPEN_DAYS of its settling, with the reason if given. */
export async function customerReopen({
  ctx,
  input,
}: ServiceCall<{ reference: string; text?: string | undefined }>): Promise<TicketView> {
  const { accountId } = actorOf(ctx);
  await consumeRate(ctx.env.limiter, TICKET_RULES.replyPerAccount, accountId, ctx.now);
  return ctx.db.transaction(async (tx) => {
    const ticket = await customerTicket(tx, ctx, input.reference, true);
    if (ticket.status !== "resolved" && ticket.status !== "closed") {
      throw new DomainError("conflict", "ticket_not_reopenable");
    }
    if (!reopenUntil(ticket, ctx.now)) throw new DomainError("conflict", "ticket_reopen_expired");
    const moved = await moveTicket(tx, withDb(ctx, tx), ticket, "reopened", customerActor, null);
    if (input.text) await addMessage(tx, withDb(ctx, tx), moved, { author: customerActor, text: input.text });
    return customerView(tx, moved, ctx.now);
  });
}
