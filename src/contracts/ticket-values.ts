/**
 * The ticket vocabulary as plain values, without zod, so that pages can import it: types, statuses,
 * topics, the allowed status moves and the catalogue keys that label each choice. The schemas
 * built on it are in ./tickets.ts (docs/decisions/052-tickets.md).
 */
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

/** A ticket reference as customers read it out: `ZT-K7M2QX` (src/domain/references.ts). */
export const TICKET_REFERENCE = /^ZT-[A-HJKMNP-Z][A-HJKMNP-Z2-9]{5}$/;
