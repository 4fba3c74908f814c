import type { RateRule } from "../limits/rate-limiter.ts";

/**
 * The limits of ASVS V2.2: per number and per client, for sign-in, sending codes, checking codes,
 * using a ticket (finishing sign-up or a reset) and wrong current passwords on a password change.
 */
export const RATE_RULES = {
  loginPerNumber: { name: "login:msisdn", limit: 10, windowMs: 15 * 60_000, durable: true },
  loginPerClient: { name: "login:client", limit: 50, windowMs: 15 * 60_000, durable: true },
  codeSendPerNumber: { name: "code-send:msisdn", limit: 5, windowMs: 60 * 60_000, durable: true },
  codeSendPerClient: { name: "code-send:client", limit: 20, windowMs: 60 * 60_000, durable: true },
  codeCheckPerClient: { name: "code-check:client", limit: 30, windowMs: 15 * 60_000, durable: true },
  codeCheckPerNumber: { name: "code-check:msisdn", limit: 15, windowMs: 15 * 60_000, durable: true },
  // Generous per client: many customers share one carrier-grade NAT address.
  ticketUsePerClient: { name: "ticket-use:client", limit: 30, windowMs: 15 * 60_000, durable: true },
  ticketUsePerNumber: { name: "ticket-use:msisdn", limit: 10, windowMs: 15 * 60_000, durable: true },
  // Failures only (a right current password gives its attempt back).
  passwordChangePerAccount: { name: "password-change:account", limit: 5, windowMs: 15 * 60_000, durable: true },
  passwordChangePerClient: { name: "password-change:client", limit: 20, windowMs: 15 * 60_000, durable: true },
} satisfies Record<string, RateRule>;
