/**
 * `ask`: one message from the signed-in customer and the assistant's answer, both added to the
 * conversation (a new one unless the customer continues theirs). Anything that would change the
 * account is stored as a proposal to confirm (actions.ts); nothing is bought or switched here.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ConversationView } from "../../../contracts/api/assistant.ts";
import { type AssistantMessageInput, assistantMessageSchema, PROPOSAL_MINUTES } from "../../../contracts/assistant.ts";
import { assistantActions, assistantConversations } from "../../../db/schema/index.ts";
import { actorOf, type ServiceCall } from "../../context.ts";
import { DomainError } from "../../errors.ts";
import { consumeRate } from "../../limits/rate-limiter.ts";
import { accountLinesOf, ownedLine } from "../../lines/line-access.ts";
import { understand } from "../knowledge.server.ts";
import { detectLanguage } from "../language.ts";
import type { Lang } from "../types.ts";
import { answer } from "./answer.ts";
import { ASSISTANT_RULES } from "./limits.ts";
import { addTurn, type ConversationRow, conversationRows, ownConversation, startConversation } from "./rows.ts";
import { sayIn } from "./say.ts";
import { conversationView } from "./view.ts";

/** The message's own language; one without letters ("5000", "👍") keeps the conversation's. */
const languageOf = (text: string, fallback: Lang): Lang => (/\p{L}/u.test(text) ? detectLanguage(text) : fallback);

async function lineFor(ctx: ServiceCall["ctx"], conversation: ConversationRow | null, lineId: string | undefined) {
  const actor = actorOf(ctx);
  if (conversation) return ownedLine(ctx.db, actor, conversation.lineId);
  if (lineId) return ownedLine(ctx.db, actor, lineId);
  const [main] = await accountLinesOf(ctx.db, actor);
  if (!main) throw new DomainError("not_found", "line_not_found");
  return main;
}

export async function ask({ ctx, input }: ServiceCall<AssistantMessageInput>): Promise<ConversationView> {
  const message = assistantMessageSchema.parse(input);
  const { accountId } = actorOf(ctx);
  const { now } = ctx;
  await consumeRate(ctx.env.limiter, ASSISTANT_RULES.messagesPerAccount, accountId, now);
  const conversation = message.conversationId ? await ownConversation(ctx.db, accountId, message.conversationId) : null;
  const line = await lineFor(ctx, conversation, message.lineId);
  const lang = languageOf(message.text, conversation?.lang ?? ctx.locale);
  const understanding = understand(message.text, lang);
  const earlier = conversation ? (await conversationRows(ctx.db, conversation.id)).turns : [];
  const point = message.lat !== undefined && message.lng !== undefined ? { lat: message.lat, lng: message.lng } : null;
  const reply = await answer({
    ctx,
    lang,
    say: sayIn(lang),
    line,
    text: message.text,
    understanding,
    conversation,
    earlier,
    source: message.source,
    point,
  });
  return ctx.db.transaction(async (tx) => {
    const c = conversation ?? (await startConversation(tx, { accountId, lineId: line.id, lang, now }));
    await addTurn(
      tx,
      c.id,
      {
        author: "customer",
        text: message.text,
        lang,
        intent: understanding.intent,
        confidence: understanding.confidence,
      },
      now,
    );
    const said = await addTurn(tx, c.id, { author: "assistant", text: reply.text, lang, extras: reply.extras }, now);
    if (reply.proposal) {
      await tx.insert(assistantActions).values({
        conversationId: c.id,
        turnId: said.id,
        accountId,
        lineId: line.id,
        kind: reply.proposal.kind,
        params: reply.proposal.params,
        chargeIqd: reply.proposal.chargeIqd,
        idempotencyKey: `assistant-${randomUUID()}`,
        expiresAt: new Date(now.getTime() + PROPOSAL_MINUTES * 60_000),
        createdAt: now,
      });
    }
    const [updated] = await tx
      .update(assistantConversations)
      .set({
        lang,
        updatedAt: now,
        ...(reply.awaiting !== undefined ? { awaiting: reply.awaiting } : {}),
        ...(reply.ticket ? { ticketReference: reply.ticket } : {}),
      })
      .where(eq(assistantConversations.id, c.id))
      .returning();
    return conversationView(updated ?? c, await conversationRows(tx, c.id), now);
  });
}
