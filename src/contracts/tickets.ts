/**
 * The ticket vocabulary (TMF621 Trouble Ticket, docs/decisions/052-tickets.md) and the forms of
 * the ticket API, shared by the pages (instant feedback) and the API (the authority). The plain
 * values (types, statuses, topics, the allowed status moves, labels) are in ./ticket-values.ts,
 * without zod, so that pages can import them; they are re-exported here.
 */
import { z } from "zod";
import { msisdnInput } from "./auth.ts";
import { PLACE_ID } from "./place-values.ts";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "./storable-text.ts";
import { businessNeeds, companySizes, faultKinds, TICKET_REFERENCE, ticketTopics } from "./ticket-values.ts";

export type {
  TicketAuthor,
  TicketChannel,
  TicketSeverity,
  TicketStatus,
  TicketTopic,
  TicketType,
} from "./ticket-values.ts";
export {
  BUSINESS_NEED_LABELS,
  businessNeeds,
  canMoveTicket,
  companySizes,
  FAULT_KIND_LABELS,
  faultKinds,
  REOPEN_DAYS,
  TICKET_MOVES,
  TICKET_REFERENCE,
  TICKET_STATUS_LABELS,
  TICKET_TOPIC_LABELS,
  TICKET_TYPE_LABELS,
  ticketAuthors,
  ticketChannels,
  ticketSeverities,
  ticketStatuses,
  ticketTopics,
  ticketTypes,
} from "./ticket-values.ts";

export const ticketReferenceSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(TICKET_REFERENCE, { error: "validation.care.reference" }));

const text = (max: number, error: string) =>
  z
    .string({ error })
    .trim()
    .min(2, { error })
    .max(max, { error: "validation.care.tooLong" })
    .refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE });

export const messageTextSchema = text(4000, "validation.care.text");

/** Where a fault was seen: a place chosen from the list, or the browser's location if allowed. */
const faultPlace = z.union([
  z.object({
    governorate: z.string().regex(PLACE_ID, { error: "validation.care.governorate" }).max(60),
    city: text(80, "validation.care.city").optional(),
    area: text(120, "validation.care.area").optional(),
  }),
  // Iraq's bounding box, rounded out to whole degrees (a looser box costs nothing; the map checks).
  z.object({
    lat: z.coerce
      .number()
      .min(29, { error: "validation.care.location" })
      .max(38, { error: "validation.care.location" }),
    lng: z.coerce
      .number()
      .min(38, { error: "validation.care.location" })
      .max(49, { error: "validation.care.location" }),
  }),
]);

/** What each type adds to a ticket, checked as JSON before it is stored. */
export const ticketDetailsSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("complaint") }),
  z.object({ type: z.literal("question") }),
  z.object({
    type: z.literal("feedback"),
    rating: z.coerce
      .number()
      .int({ error: "validation.care.rating" })
      .min(1)
      .max(5, { error: "validation.care.rating" }),
  }),
  z.object({
    type: z.literal("fault_report"),
    kind: z.enum(faultKinds, { error: "validation.care.faultKind" }),
    place: faultPlace,
    happenedAt: z.iso.datetime({ offset: true, error: "validation.care.happenedAt" }),
  }),
  z.object({
    type: z.literal("business_lead"),
    company: text(120, "validation.care.company"),
    size: z.enum(companySizes, { error: "validation.care.size" }),
    need: z.enum(businessNeeds, { error: "validation.care.need" }),
    city: text(80, "validation.care.city"),
    contactName: text(80, "validation.care.contactName"),
  }),
]);
export type TicketDetails = z.output<typeof ticketDetailsSchema>;

/** A screenshot already sent to the upload endpoint (purpose `screenshot`), claimed by the ticket. */
export const screenshotSchema = z.object({
  uploadId: z.string().min(1).max(100),
  uploadToken: z.string().min(10).max(200),
});
export const MAX_SCREENSHOTS = 3;
const screenshots = z.array(screenshotSchema).max(MAX_SCREENSHOTS, { error: "validation.care.screenshots" });

/** A signed-in customer's new ticket. */
export const ticketCreateSchema = z.object({
  topic: z.enum(ticketTopics, { error: "validation.care.topic" }),
  details: ticketDetailsSchema,
  text: messageTextSchema,
  /** The customer's line it is about (one of theirs), if any. */
  lineMsisdn: msisdnInput.optional(),
  screenshots: screenshots.default([]),
});
export type TicketCreateInput = z.output<typeof ticketCreateSchema>;

/** A signed-out visitor's ticket: a contact number proved by SMS code, or a solved challenge for a lead. */
export const publicTicketSchema = ticketCreateSchema.omit({ lineMsisdn: true, screenshots: true }).extend({
  contact: msisdnInput,
  /** The ticket of POST /auth/verify-code for this number (purpose care_contact). */
  contactTicket: z.string().min(10).max(200).optional(),
  /** The solved proof-of-work (base64 JSON, ALTCHA v1); absent when the page ran without JavaScript. */
  altcha: z.string().min(10).max(2000).optional(),
  /** The hidden field people never see nor fill: anything in it marks a robot. */
  website: z.string().max(500).optional(),
});
export type PublicTicketInput = z.output<typeof publicTicketSchema>;

/** Asking for an SMS code to a contact number, from the contact form. */
export const contactCodeSchema = z.object({
  msisdn: msisdnInput,
  altcha: z.string().min(10).max(2000).optional(),
  website: z.string().max(500).optional(),
});

export const ticketReplySchema = z.object({ text: messageTextSchema, screenshots: screenshots.default([]) });
export type TicketReplyInput = z.output<typeof ticketReplySchema>;

export const ticketReopenSchema = z.object({ text: messageTextSchema.optional() });
