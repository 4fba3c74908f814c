/**
 * The assistant conversation (docs/decisions/055-assistant-conversation.md): the signed-in
 * customer's messages and the answers, proposals to confirm or cancel, and past conversations.
 */
import { z } from "zod";
import { actionKinds, actionStatuses, assistantMessageSchema, turnExtras } from "../assistant.ts";
import { defineOperation } from "./operation.ts";

const tags = ["Assistant"] as const;
const lang = z.enum(["en", "ar", "ku"]);

export const assistantAction = z
  .object({
    id: z.string(),
    kind: z.enum(actionKinds),
    status: z.enum(actionStatuses),
    offering: z.object({ slug: z.string(), name: z.string() }).nullable(),
    transfer: z
      .object({
        recipient: z.string().meta({ description: "The recipient's number, masked", example: "0780 ••• ••67" }),
        recipientName: z.string().nullable().meta({ description: "The holder's name, masked" }),
        amountIqd: z.number().int(),
        feeIqd: z.number().int(),
      })
      .nullable()
      .meta({ description: "A credit transfer: what the quote showed" }),
    advance: z
      .object({
        amountIqd: z.number().int(),
        feeIqd: z.number().int().meta({ description: "Owed with the amount, repaid from the next recharges" }),
      })
      .nullable(),
    chargeIqd: z
      .number()
      .int()
      .nullable()
      .meta({ description: "The exact charge, IQD (a transfer: amount and fee; an advance: its fee); null when free" }),
    expiresAt: z.string(),
    decidedAt: z.string().nullable(),
    outcome: z
      .object({
        code: z.string(),
        balanceIqd: z.number().int().optional(),
        endsAt: z.string().nullable().optional(),
        reference: z.string().optional().meta({ description: "A transfer's or an advance's reference" }),
        outstandingIqd: z.number().int().optional().meta({ description: "An advance: what is now owed" }),
      })
      .nullable()
      .meta({ description: "What the confirmation did: `done`, or the code the account refused with" }),
  })
  .meta({ id: "AssistantAction" });

export const assistantTurn = z
  .object({
    id: z.number().int(),
    author: z.enum(["customer", "assistant"]),
    text: z.string(),
    lang,
    intent: z.string().nullable(),
    at: z.string(),
    extras: turnExtras,
    action: assistantAction.nullable(),
  })
  .meta({ id: "AssistantTurn" });

export const conversationView = z
  .object({
    id: z.string(),
    lineId: z.string(),
    lang,
    ticket: z.string().nullable().meta({ description: "The care ticket it was handed over to" }),
    awaiting: z.enum(["store_place"]).nullable(),
    startedAt: z.string(),
    updatedAt: z.string(),
    turns: z.array(assistantTurn),
  })
  .meta({ id: "AssistantConversation" });

export const conversationSummary = z
  .object({
    id: z.string(),
    lang,
    preview: z.string().meta({ description: "The customer's first message" }),
    turns: z.number().int(),
    startedAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "AssistantConversationSummary" });

export type ConversationView = z.output<typeof conversationView>;
export type ConversationSummary = z.output<typeof conversationSummary>;
export type AssistantTurnView = z.output<typeof assistantTurn>;
export type AssistantActionView = z.output<typeof assistantAction>;

export const askAssistantOp = defineOperation({
  method: "post",
  path: "/assistant/messages",
  tags,
  auth: "session",
  summary: "Ask the assistant: the message and its answer are added to the conversation",
  description:
    "Starts a conversation, or continues `conversationId`. Anything that costs money or changes the line " +
    "comes back as a proposal (`action`, status `proposed`) that happens only when confirmed.",
  body: { type: "json", schema: assistantMessageSchema },
  success: { status: 201, description: "The conversation with the new turns", schema: conversationView },
  errors: [401, 404, 422, 429],
});

export const listConversationsOp = defineOperation({
  method: "get",
  path: "/assistant/conversations",
  tags,
  auth: "session",
  summary: "The customer's recent conversations, newest first",
  success: {
    status: 200,
    description: "Conversations",
    schema: z.object({ conversations: z.array(conversationSummary) }),
  },
  errors: [401],
});

const idParams = z.object({ id: z.uuid() });

export const getConversationOp = defineOperation({
  method: "get",
  path: "/assistant/conversations/{id}",
  tags,
  auth: "session",
  summary: "One conversation with every turn (another customer's is 404)",
  params: idParams,
  success: { status: 200, description: "The conversation", schema: conversationView },
  errors: [401, 404],
});

export const confirmActionOp = defineOperation({
  method: "post",
  path: "/assistant/actions/{id}/confirm",
  tags,
  auth: "session",
  summary: "Confirm a proposal: it happens once; confirming again answers with the first result",
  description:
    "A cancelled proposal answers 409 `assistant_action_cancelled`; one past its time 409 " +
    "`assistant_action_expired`. A refusal by the account (e.g. too little balance) is the action's " +
    "`failed` outcome, not an error.",
  params: idParams,
  success: { status: 200, description: "The conversation with the outcome", schema: conversationView },
  errors: [401, 404, 409],
});

export const cancelActionOp = defineOperation({
  method: "post",
  path: "/assistant/actions/{id}/cancel",
  tags,
  auth: "session",
  summary: "Cancel a proposal; nothing happens. A confirmed one answers 409 `assistant_action_done`",
  params: idParams,
  success: { status: 200, description: "The conversation", schema: conversationView },
  errors: [401, 404, 409],
});
