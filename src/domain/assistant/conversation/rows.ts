/**
 * Reading and writing a conversation's rows. Every read is scoped to the signed-in customer's
 * account: another customer's conversation or proposal is "not found", like a line.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { TurnExtras } from "../../../contracts/assistant.ts";
import type { Db } from "../../../db/client.server.ts";
import { assistantActions, assistantConversations, assistantTurns } from "../../../db/schema/index.ts";
import { DomainError } from "../../errors.ts";
import type { Lang } from "../types.ts";

export type ConversationRow = typeof assistantConversations.$inferSelect;
export type TurnRow = typeof assistantTurns.$inferSelect;
export type ActionRow = typeof assistantActions.$inferSelect;

export async function ownConversation(db: Db, accountId: string, id: string, lock = false): Promise<ConversationRow> {
  const query = db
    .select()
    .from(assistantConversations)
    .where(and(eq(assistantConversations.id, id), eq(assistantConversations.accountId, accountId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new DomainError("not_found", "assistant_conversation_not_found");
  return row;
}

export async function startConversation(
  db: Db,
  values: { accountId: string; lineId: string; lang: Lang; now: Date },
): Promise<ConversationRow> {
  const [row] = await db
    .insert(assistantConversations)
    .values({
      accountId: values.accountId,
      lineId: values.lineId,
      lang: values.lang,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  if (!row) throw new Error("conversation not created");
  return row;
}

export type NewTurn = {
  author: "customer" | "assistant";
  text: string;
  lang: Lang;
  intent?: string | null;
  confidence?: number | null;
  extras?: TurnExtras;
};

export async function addTurn(db: Db, conversationId: string, turn: NewTurn, now: Date): Promise<TurnRow> {
  const [row] = await db
    .insert(assistantTurns)
    .values({
      conversationId,
      author: turn.author,
      text: turn.text,
      lang: turn.lang,
      intent: turn.intent ?? null,
      confidence: turn.confidence ?? null,
      extras: turn.extras ?? {},
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error("turn not recorded");
  return row;
}

/** Every turn of a conversation in order, and the proposals made in it. */
export async function conversationRows(db: Db, conversationId: string) {
  const [turns, actions] = await Promise.all([
    db
      .select()
      .from(assistantTurns)
      .where(eq(assistantTurns.conversationId, conversationId))
      .orderBy(asc(assistantTurns.id)),
    db.select().from(assistantActions).where(eq(assistantActions.conversationId, conversationId)),
  ]);
  return { turns, actions };
}

/** The customer's latest conversations, newest first, with their first message and length. */
export async function recentConversations(db: Db, accountId: string, limit: number) {
  const rows = await db
    .select()
    .from(assistantConversations)
    .where(eq(assistantConversations.accountId, accountId))
    .orderBy(desc(assistantConversations.updatedAt))
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const stats = await db
    .select({
      id: assistantTurns.conversationId,
      turns: sql<number>`count(*)::int`,
      first: sql<string>`(array_agg(${assistantTurns.text} order by ${assistantTurns.id}) filter (where ${assistantTurns.author} = 'customer'))[1]`,
    })
    .from(assistantTurns)
    .where(inArray(assistantTurns.conversationId, ids))
    .groupBy(assistantTurns.conversationId);
  const byId = new Map(stats.map((s) => [s.id, s]));
  return rows.map((r) => ({ row: r, turns: byId.get(r.id)?.turns ?? 0, preview: byId.get(r.id)?.first ?? "" }));
}
