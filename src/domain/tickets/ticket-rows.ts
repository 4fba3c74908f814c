/**
 * Reading and locking tickets, and who an actor is in a ticket's history. Customer reads are
 * scoped to the account in `ctx.actor`: another customer's reference is the same 404 as none.
 */
import { and, eq } from "drizzle-orm";
import type { TicketAuthor } from "../../contracts/tickets.ts";
import type { Db } from "../../db/client.server.ts";
import { careTickets } from "../../db/schema/index.ts";
import { actorOf, type ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";

export type TicketRow = typeof careTickets.$inferSelect;
export type TicketActor = { kind: TicketAuthor; id: string | null };

const notFound = () => new DomainError("not_found", "ticket_not_found");

/** The signed-in customer's ticket, locked for a change when `lock` is set. */
export async function customerTicket(db: Db, ctx: ServiceContext, reference: string, lock = false): Promise<TicketRow> {
  const { accountId } = actorOf(ctx);
  const query = db
    .select()
    .from(careTickets)
    .where(and(eq(careTickets.reference, reference), eq(careTickets.accountId, accountId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  return row;
}

/** Any ticket, for staff and operator commands. */
export async function ticketByReference(db: Db, reference: string, lock = false): Promise<TicketRow> {
  const query = db.select().from(careTickets).where(eq(careTickets.reference, reference));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  return row;
}

/** A staff context as the history and messages name it: the login, or `cli:<OS user>`. */
export function staffTicketActor(ctx: ServiceContext): TicketActor {
  if (ctx.staff?.kind === "staff") return { kind: "staff", id: ctx.staff.login };
  return { kind: "staff", id: `cli:${ctx.staff?.name ?? "?"}` };
}

export const customerActor: TicketActor = { kind: "customer", id: null };
