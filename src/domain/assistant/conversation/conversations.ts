/** The customer's past conversations (newest first) and one of them in full; old ones are pruned. */
import { lt } from "drizzle-orm";
import type { ConversationSummary, ConversationView } from "../../../contracts/api/assistant.ts";
import type { Db } from "../../../db/client.server.ts";
import { assistantConversations } from "../../../db/schema/index.ts";
import { actorOf, type ServiceCall } from "../../context.ts";
import { CONVERSATION_RETENTION_DAYS, RECENT_CONVERSATIONS } from "./limits.ts";
import { conversationRows, ownConversation, recentConversations } from "./rows.ts";
import { conversationView } from "./view.ts";

export async function listConversations({ ctx }: ServiceCall): Promise<ConversationSummary[]> {
  const rows = await recentConversations(ctx.db, actorOf(ctx).accountId, RECENT_CONVERSATIONS);
  return rows.map(({ row, turns, preview }) => ({
    id: row.id,
    lang: row.lang,
    preview,
    turns,
    startedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function getConversation({ ctx, input }: ServiceCall<{ id: string }>): Promise<ConversationView> {
  const c = await ownConversation(ctx.db, actorOf(ctx).accountId, input.id);
  return conversationView(c, await conversationRows(ctx.db, c.id), ctx.now);
}

/** Deletes conversations untouched for CONVERSATION_RETENTION_DAYS, turns and proposals with them (cleanup job). */
export async function pruneConversations(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - CONVERSATION_RETENTION_DAYS * 86_400_000);
  const rows = await db
    .delete(assistantConversations)
    .where(lt(assistantConversations.updatedAt, before))
    .returning({ id: assistantConversations.id });
  return rows.length;
}
