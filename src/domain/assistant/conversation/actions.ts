/**
 * `confirmAction` and `cancelAction`: the customer's answer to a proposal. The proposal's row is
 * locked while it is decided, so two confirmations at once (a double click, a resubmitted form)
 * decide it once; later ones answer with the first outcome. A proposal past its time or cancelled
 * does nothing and says so.
 */
import { and, eq } from "drizzle-orm";
import type { ConversationView } from "../../../contracts/api/assistant.ts";
import { assistantActions, assistantConversations } from "../../../db/schema/index.ts";
import { actorOf, type ServiceCall, withDb } from "../../context.ts";
import { DomainError } from "../../errors.ts";
import { ownedLine } from "../../lines/line-access.ts";
import { outcomeReply } from "./outcomes.ts";
import { perform } from "./perform.ts";
import { type ActionRow, addTurn, conversationRows, ownConversation } from "./rows.ts";
import { sayIn } from "./say.ts";
import { conversationView } from "./view.ts";

async function lockAction(ctx: ServiceCall["ctx"], id: string): Promise<ActionRow> {
  const { accountId } = actorOf(ctx);
  const [row] = await ctx.db
    .select()
    .from(assistantActions)
    .where(and(eq(assistantActions.id, id), eq(assistantActions.accountId, accountId)))
    .for("update");
  if (!row) throw new DomainError("not_found", "assistant_action_not_found");
  return row;
}

async function viewOf(ctx: ServiceCall["ctx"], conversationId: string) {
  const c = await ownConversation(ctx.db, actorOf(ctx).accountId, conversationId);
  return conversationView(c, await conversationRows(ctx.db, c.id), ctx.now);
}

export async function confirmAction({ ctx, input }: ServiceCall<{ id: string }>): Promise<ConversationView> {
  const { now } = ctx;
  const decided = await ctx.db.transaction(async (tx) => {
    const inTx = withDb(ctx, tx);
    const action = await lockAction(inTx, input.id);
    if (action.status === "confirmed" || action.status === "failed") return action.conversationId;
    if (action.status === "cancelled") throw new DomainError("conflict", "assistant_action_cancelled");
    if (action.status === "expired" || action.expiresAt <= now) {
      await tx.update(assistantActions).set({ status: "expired" }).where(eq(assistantActions.id, action.id));
      return null;
    }
    const c = await ownConversation(tx, action.accountId, action.conversationId, true);
    // The line may have been removed from the account since the proposal: then it is not theirs.
    await ownedLine(tx, actorOf(ctx), action.lineId);
    const { ok, outcome } = await perform({ ...inTx, locale: c.lang }, action);
    await tx
      .update(assistantActions)
      .set({ status: ok ? "confirmed" : "failed", outcome, decidedAt: now })
      .where(eq(assistantActions.id, action.id));
    const reply = await outcomeReply(inTx, sayIn(c.lang), c.lang, { ...action, outcome }, ok);
    await addTurn(tx, c.id, { author: "assistant", text: reply.text, lang: c.lang, extras: reply.extras }, now);
    await tx.update(assistantConversations).set({ updatedAt: now }).where(eq(assistantConversations.id, c.id));
    return c.id;
  });
  // Refused outside the transaction above, so that the expiry it recorded stays.
  if (decided === null) throw new DomainError("conflict", "assistant_action_expired");
  return viewOf(ctx, decided);
}

export async function cancelAction({ ctx, input }: ServiceCall<{ id: string }>): Promise<ConversationView> {
  const { now } = ctx;
  const conversationId = await ctx.db.transaction(async (tx) => {
    const inTx = withDb(ctx, tx);
    const action = await lockAction(inTx, input.id);
    if (action.status === "confirmed" || action.status === "failed") {
      throw new DomainError("conflict", "assistant_action_done");
    }
    if (action.status === "proposed") {
      const c = await ownConversation(tx, action.accountId, action.conversationId, true);
      await tx
        .update(assistantActions)
        .set({ status: action.expiresAt <= now ? "expired" : "cancelled", decidedAt: now })
        .where(eq(assistantActions.id, action.id));
      await addTurn(tx, c.id, { author: "assistant", text: sayIn(c.lang)("assistant.cancelled"), lang: c.lang }, now);
      await tx.update(assistantConversations).set({ updatedAt: now }).where(eq(assistantConversations.id, c.id));
    }
    return action.conversationId;
  });
  return viewOf(ctx, conversationId);
}
