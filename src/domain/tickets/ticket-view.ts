/**
 * A ticket as its customer sees it (staff named only as "staff") and as staff see it (contact
 * number, who wrote what, screenshot keys). Both read the conversation and history in order.
 */
import { asc, eq } from "drizzle-orm";
import type { StaffTicketSummary, StaffTicketView } from "../../contracts/api/staff-tickets.ts";
import type { TicketSummary, TicketView } from "../../contracts/api/tickets.ts";
import { REOPEN_DAYS } from "../../contracts/tickets.ts";
import type { Db } from "../../db/client.server.ts";
import { careTicketHistory, careTicketMessages, lines } from "../../db/schema/index.ts";
import type { TicketRow } from "./ticket-rows.ts";

export const toSummary = (t: TicketRow): TicketSummary => ({
  reference: t.reference,
  type: t.type,
  topic: t.topic,
  severity: t.severity,
  status: t.status,
  channel: t.channel,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});

export const toStaffSummary = (t: TicketRow): StaffTicketSummary => ({
  ...toSummary(t),
  contactMsisdn: t.contactMsisdn,
  accountId: t.accountId,
});

/** Until when the customer may reopen: REOPEN_DAYS after it was resolved or closed. */
export function reopenUntil(t: TicketRow, now: Date): Date | null {
  if ((t.status !== "resolved" && t.status !== "closed") || !t.settledAt) return null;
  const until = new Date(t.settledAt.getTime() + REOPEN_DAYS * 86_400_000);
  return until > now ? until : null;
}

async function parts(db: Db, t: TicketRow) {
  const [messages, history, line] = await Promise.all([
    db
      .select()
      .from(careTicketMessages)
      .where(eq(careTicketMessages.ticketId, t.id))
      .orderBy(asc(careTicketMessages.id)),
    db.select().from(careTicketHistory).where(eq(careTicketHistory.ticketId, t.id)).orderBy(asc(careTicketHistory.id)),
    t.lineId ? db.select({ msisdn: lines.msisdn }).from(lines).where(eq(lines.id, t.lineId)) : Promise.resolve([]),
  ]);
  return { messages, history, line: line[0]?.msisdn ?? null };
}

export async function customerView(db: Db, t: TicketRow, now: Date): Promise<TicketView> {
  const { messages, history, line } = await parts(db, t);
  return {
    ...toSummary(t),
    line,
    details: t.details,
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author,
      kind: m.kind,
      text: m.body,
      screenshots: m.attachments.length,
      at: m.createdAt.toISOString(),
    })),
    history: history.map((h) => ({
      from: h.fromStatus,
      to: h.toStatus,
      by: h.actorKind,
      note: h.note,
      at: h.at.toISOString(),
    })),
    reopenUntil: reopenUntil(t, now)?.toISOString() ?? null,
  };
}

export async function staffView(db: Db, t: TicketRow, now: Date): Promise<StaffTicketView> {
  const view = await customerView(db, t, now);
  const { messages } = await parts(db, t);
  return {
    ...view,
    contactMsisdn: t.contactMsisdn,
    accountId: t.accountId,
    locale: t.locale,
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author,
      kind: m.kind,
      text: m.body,
      screenshots: m.attachments.length,
      at: m.createdAt.toISOString(),
      authorId: m.authorId,
      files: m.attachments,
    })),
  };
}
