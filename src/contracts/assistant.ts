/**
 * The assistant conversation's vocabulary (docs/decisions/055-assistant-conversation.md), shared by
 * the database schema, the domain, the API and the pages: what the assistant may propose, the
 * states of a proposal, what an answer carries besides its text, and the message form.
 */
import { z } from "zod";
import { MESSAGE_MAX } from "./assistant-examples.ts";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "./storable-text.ts";

/** Everything the assistant does only after the customer confirms. */
export const actionKinds = [
  "buy_bundle",
  "roaming_on",
  "roaming_off",
  "data_on",
  "data_off",
  "suspend_line",
  "transfer_credit",
  "take_advance",
] as const;
export type ActionKind = (typeof actionKinds)[number];

/** `expired`: not confirmed in time; `failed`: confirmed, and the account refused (e.g. balance). */
export const actionStatuses = ["proposed", "confirmed", "cancelled", "expired", "failed"] as const;
export type ActionStatus = (typeof actionStatuses)[number];

/** How long a proposal can be confirmed: long enough to read it, short enough that the price holds. */
export const PROPOSAL_MINUTES = 10;

/**
 * What a proposal acts on: the bundle to buy, named as it was shown; a credit transfer's recipient
 * (as typed, and masked with the holder's masked name as the quote showed them), amount and fee;
 * an advance's amount and fee. Switches and suspension need only the line.
 */
export type ActionParams = {
  offering?: string;
  name?: string;
  recipient?: string;
  recipientMasked?: string;
  recipientName?: string | null;
  amountIqd?: number;
  feeIqd?: number;
};

/**
 * What the first confirmation did, shown again to any later one: `done` with the new balance (and
 * a transfer's or advance's reference and what is owed), or the code the account refused with and
 * the values its message needs ("your balance is {balance}").
 */
export type ActionOutcome = {
  code: string;
  balanceIqd?: number;
  endsAt?: string | null;
  reference?: string;
  outstandingIqd?: number;
  /** A refusal's amounts for its message (e.g. what a spend limit leaves). */
  values?: Record<string, string | number>;
};

export const turnLink = z.object({
  label: z.string(),
  href: z.string().meta({ description: "A site path without the language prefix, or an https address" }),
});
export type TurnLink = z.output<typeof turnLink>;

export const turnStore = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string().meta({ description: "E.164" }),
  hoursToday: z.string().nullable().meta({ description: "Today's openings, Baghdad time; null when closed all day" }),
  openNow: z.boolean(),
  distanceKm: z.number().nullable(),
  directions: z.string().meta({ description: "A maps link to the store" }),
});
export type TurnStore = z.output<typeof turnStore>;

export const turnQuote = z.object({ title: z.string(), summary: z.string(), href: z.string() });

/** What an assistant's answer carries besides its text. */
export const turnExtras = z.object({
  links: z.array(turnLink).optional(),
  /** Suggested questions, in the answer's language: pressing one asks it. */
  chips: z.array(z.string()).optional(),
  stores: z.array(turnStore).optional(),
  quote: turnQuote.optional(),
  /** A hand-over's ticket reference. */
  ticket: z.string().optional(),
});
export type TurnExtras = z.output<typeof turnExtras>;

/** One message to the assistant, from the chat form or an example link. */
export const assistantMessageSchema = z.object({
  text: z
    .string({ error: "validation.assistant.text" })
    .trim()
    .min(1, { error: "validation.assistant.text" })
    .max(MESSAGE_MAX, { error: "validation.assistant.tooLong" })
    .refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE }),
  /** Continue this conversation (one of the customer's); without it a new one starts. */
  conversationId: z.uuid().optional(),
  /** The line to talk about (one of the customer's); the main line by default. */
  lineId: z.uuid().optional(),
  /** The browser's location, when it gave one, for "nearest store". */
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  /**
   * `link`: asked by opening an address (an example question). Then nothing is handed to a person
   * without the customer's own message: opening a link never opens a ticket.
   */
  source: z.enum(["typed", "link"]).default("typed"),
});
export type AssistantMessageInput = z.output<typeof assistantMessageSchema>;
