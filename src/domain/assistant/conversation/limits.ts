import type { RateRule } from "../../limits/rate-limiter.ts";

/**
 * A person types a message every few seconds at most; this stops a script from filling the
 * transcript table or the care queue through the assistant, not a customer in a long chat.
 */
export const ASSISTANT_RULES = {
  messagesPerAccount: { name: "assistant-message:account", limit: 120, windowMs: 60 * 60_000, durable: true },
} satisfies Record<string, RateRule>;

/** How long a conversation is kept after its last message (decision 055). */
export const CONVERSATION_RETENTION_DAYS = 180;

/** How many past conversations the customer can reopen. */
export const RECENT_CONVERSATIONS = 20;
