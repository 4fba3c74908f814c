/**
 * Adds a message to a ticket: its screenshots are claimed from the upload endpoint (only the
 * upload token that sent a file can claim it) under `ticket:<id>`, and the ticket's time moves on.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { careTicketMessages, careTickets } from "../../db/schema/index.ts";
import type { ServiceContext } from "../context.ts";
import { claimUpload } from "../files/private-files.ts";
import type { TicketActor, TicketRow } from "./ticket-rows.ts";
import { ticketFilesOwner } from "./transitions.ts";

export type Screenshot = { uploadId: string; uploadToken: string };

export async function addMessage(
  tx: Db,
  ctx: ServiceContext,
  ticket: TicketRow,
  m: { author: TicketActor; text: string; kind?: "text" | "transcript"; screenshots?: Screenshot[] },
): Promise<void> {
  const keys: string[] = [];
  for (const shot of m.screenshots ?? []) {
    const claimed = await claimUpload(tx, { ...shot, purpose: "screenshot", ownerRef: ticketFilesOwner(ticket.id) });
    keys.push(claimed.key);
  }
  await tx.insert(careTicketMessages).values({
    ticketId: ticket.id,
    author: m.author.kind,
    authorId: m.author.id,
    body: m.text,
    attachments: keys,
    kind: m.kind ?? "text",
    createdAt: ctx.now,
  });
  await tx.update(careTickets).set({ updatedAt: ctx.now }).where(eq(careTickets.id, ticket.id));
}
