/**
 * Writes a new ticket in one transaction: the ticket with its reference, the first message (with
 * its screenshots claimed), the first history row, and the SMS with the reference. Every way in
 * (a signed-in customer, a signed-out contact, the assistant's hand-over) ends here.
 */
import type { TicketChannel, TicketDetails, TicketSeverity, TicketTopic } from "../../contracts/tickets.ts";
import type { Db } from "../../db/client.server.ts";
import { careTickets } from "../../db/schema/index.ts";
import type { ServiceContext } from "../context.ts";
import { humanReference } from "../references.ts";
import { addMessage, type Screenshot } from "./messages.ts";
import { tellCreated } from "./notices.ts";
import type { TicketActor, TicketRow } from "./ticket-rows.ts";
import { recordTicketHistory } from "./transitions.ts";

export type NewTicket = {
  topic: TicketTopic;
  details: TicketDetails;
  channel: TicketChannel;
  accountId: string | null;
  lineId: string | null;
  contactMsisdn: string;
  first: { text: string; kind: "text" | "transcript"; screenshots: Screenshot[] };
};

/**
 * The severity care sees first: a line with no signal at all is urgent, a low rating worth a look;
 * customers do not choose it (everyone would choose "critical"), staff see the type and details.
 */
export function severityOf(details: TicketDetails): TicketSeverity {
  switch (details.type) {
    case "fault_report":
      return details.kind === "no_signal" ? "high" : "medium";
    case "complaint":
    case "business_lead":
      return "medium";
    case "feedback":
      return details.rating <= 2 ? "medium" : "low";
    case "question":
      return "low";
  }
}

export async function openTicket(tx: Db, ctx: ServiceContext, t: NewTicket, author: TicketActor): Promise<TicketRow> {
  const [ticket] = await tx
    .insert(careTickets)
    .values({
      reference: humanReference("ZT"),
      type: t.details.type,
      topic: t.topic,
      severity: severityOf(t.details),
      status: "new",
      channel: t.channel,
      accountId: t.accountId,
      lineId: t.lineId,
      contactMsisdn: t.contactMsisdn,
      locale: ctx.locale,
      details: t.details,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  if (!ticket) throw new Error("ticket not created");
  await addMessage(tx, ctx, ticket, { author, ...t.first });
  await recordTicketHistory(tx, ctx, ticket.id, null, "new", author, null);
  await tellCreated(tx, ctx, ticket);
  return ticket;
}
