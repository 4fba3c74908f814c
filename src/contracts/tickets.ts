/**
 * The ticket vocabulary (TMF621 Trouble Ticket, docs/decisions/052-tickets.md) and the forms of
 * the ticket API, shared by the pages (instant feedback) and the API (the authority). Plain zod and
 * data: the allowed status moves live here, once, for the domain, the schema and the pages.
 */
import { z } from "zod";
import { msisdnInput } from "./auth.ts";
import { PLACE_ID } from "./place-values.ts";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "./storable-text.ts";

export const ticketTypes = ["complaint", "question", "fault_report", "feedback", "business_lead"] as const;
export type TicketType = (typeof ticketTypes)[number];

export const ticketStatuses = ["new", "acknowledged", "in_progress", "resolved", "closed", "reopened"] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

export const ticketSeverities = ["low", "medium", "high", "critical"] as const;
export type TicketSeverity = (typeof ticketSeverities)[number];

export const ticketChannels = ["web", "assistant", "store"] as const;
export type TicketChannel = (typeof ticketChannels)[number];

export const ticketTopics = [
  "billing",
  "recharge",
  "bundles",
  "network",
  "device",
  "sim_and_number",
  "roaming",
  "account",
  "store_service",
  "business",
  "other",
] as const;
export type TicketTopic = (typeof ticketTopics)[number];

export const faultKinds = ["no_signal", "slow_data", "dropped_calls"] as const;
export const companySizes = ["1-10", "11-50", "51-200", "201+"] as const;
export const businessNeeds = ["mobile_lines", "internet", "iot", "cloud_and_security", "trial", "other"] as const;

/** Who wrote a message or moved a ticket. */
export const ticketAuthors = ["customer", "staff", "system"] as const;
export type TicketAuthor = (typeof ticketAuthors)[number];

/**
 * Every allowed status move, the one place that says so. `reopened` is reached only from
 * `resolved` or `closed` (by the customer within REOPEN_DAYS, or by staff); `closed` is final
 * otherwise.
 */
export const TICKET_MOVES: Record<TicketStatus, readonly TicketStatus[]> = {
  new: ["acknowledged", "in_progress", "resolved", "closed"],
  acknowledged: ["in_progress", "resolved", "closed"],
  in_progress: ["resolved", "closed"],
  resolved: ["closed", "reopened"],
  closed: ["reopened"],
  reopened: ["acknowledged", "in_progress", "resolved", "closed"],
};

export const canMoveTicket = (from: TicketStatus, to: TicketStatus) => TICKET_MOVES[from].includes(to);

/** How long after a ticket was resolved or closed its customer may reopen it. */
export const REOPEN_DAYS = 30;

/** A ticket reference as customers read it out: `ZT-K7M2QX` (src/domain/references.ts). */
export const TICKET_REFERENCE = /^ZT-[A-HJKMNP-Z][A-HJKMNP-Z2-9]{5}$/;
export const ticketReferenceSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(TICKET_REFERENCE, { error: "validation.care.reference" }));

/** The catalogue key naming each choice, so pages label a select without building keys. */
export const TICKET_TOPIC_LABELS: Record<TicketTopic, string> = {
  billing: "care.topic.billing",
  recharge: "care.topic.recharge",
  bundles: "care.topic.bundles",
  network: "care.topic.network",
  device: "care.topic.device",
  sim_and_number: "care.topic.sim_and_number",
  roaming: "care.topic.roaming",
  account: "care.topic.account",
  store_service: "care.topic.store_service",
  business: "care.topic.business",
  other: "care.topic.other",
};
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  new: "care.status.new",
  acknowledged: "care.status.acknowledged",
  in_progress: "care.status.in_progress",
  resolved: "care.status.resolved",
  closed: "care.status.closed",
  reopened: "care.status.reopened",
};

export const TICKET_TYPE_LABELS: Record<TicketType, string> = {
  complaint: "care.type.complaint",
  question: "care.type.question",
  fault_report: "care.type.fault_report",
  feedback: "care.type.feedback",
  business_lead: "care.type.business_lead",
};
export const FAULT_KIND_LABELS: Record<(typeof faultKinds)[number], string> = {
  no_signal: "care.fault.no_signal",
  slow_data: "care.fault.slow_data",
  dropped_calls: "care.fault.dropped_calls",
};
export const BUSINESS_NEED_LABELS: Record<(typeof businessNeeds)[number], string> = {
  mobile_lines: "care.need.mobile_lines",
  internet: "care.need.internet",
  iot: "care.need.iot",
  cloud_and_security: "care.need.cloud_and_security",
  trial: "care.need.trial",
  other: "care.need.other",
};

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
