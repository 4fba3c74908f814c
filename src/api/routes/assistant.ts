import * as ops from "../../contracts/api/assistant.ts";
import { cancelAction, confirmAction } from "../../domain/assistant/conversation/actions.ts";
import { ask } from "../../domain/assistant/conversation/ask.ts";
import { getConversation, listConversations } from "../../domain/assistant/conversation/conversations.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** The assistant conversation (docs/decisions/055-assistant-conversation.md): signed-in customers only. */
export function assistantRoutes() {
  const r = newRouter();
  implement(r, ops.askAssistantOp, (_c, { ctx, body }) => ask({ ctx, input: body }));
  implement(r, ops.listConversationsOp, async (_c, { ctx }) => ({ conversations: await listConversations({ ctx }) }));
  implement(r, ops.getConversationOp, (_c, { ctx, params }) => getConversation({ ctx, input: { id: params.id } }));
  implement(r, ops.confirmActionOp, (_c, { ctx, params }) => confirmAction({ ctx, input: { id: params.id } }));
  implement(r, ops.cancelActionOp, (_c, { ctx, params }) => cancelAction({ ctx, input: { id: params.id } }));
  return r;
}
