/**
 * The ticket forms' limits (docs/decisions/052-tickets.md). Every rule is durable: each guards
 * someone's phone (an SMS goes out) or staff time. A visitor whose browser solved the
 * proof-of-work gets the ordinary per-address limit; one without JavaScript a tighter one, the SMS
 * code standing in for the challenge. Per-address limits stay generous enough for a shared
 * carrier-grade NAT; the per-number limit is what stops one number from flooding care.
 */
import type { RateRule } from "../limits/rate-limiter.ts";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

export const TICKET_RULES = {
  createPerAccount: { name: "care-create:account", limit: 10, windowMs: DAY, durable: true },
  replyPerAccount: { name: "care-reply:account", limit: 40, windowMs: HOUR, durable: true },
  publicPerClient: { name: "care-public:client", limit: 10, windowMs: HOUR, durable: true },
  publicPerClientNoJs: { name: "care-public-nojs:client", limit: 3, windowMs: HOUR, durable: true },
  publicPerNumber: { name: "care-public:msisdn", limit: 5, windowMs: DAY, durable: true },
  codePerClient: { name: "care-code:client", limit: 10, windowMs: HOUR, durable: true },
  codePerClientNoJs: { name: "care-code-nojs:client", limit: 3, windowMs: HOUR, durable: true },
  // Issuing a challenge costs a hash and an HMAC: a throttle, not a guard.
  challengePerClient: { name: "care-challenge:client", limit: 60, windowMs: HOUR, durable: false },
} satisfies Record<string, RateRule>;
