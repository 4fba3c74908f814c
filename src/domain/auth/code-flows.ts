import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { CodeFlow, CodePurpose, Ticket } from "../../contracts/api/auth.ts";
import { otpCodes, tickets } from "../../db/schema/index.ts";
import { translate } from "../../i18n/catalogue.ts";
import { actorOf, type ServiceCall, type ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { consumeRate } from "../limits/rate-limiter.ts";
import { parseContactNumber } from "../orders/contact.ts";
import { chargeAnonymousSms } from "../sms/anonymous-caps.ts";
import { enqueueSms } from "../sms/outbox.ts";
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, RESEND_COOLDOWN_MS, TICKET_TTL_MS } from "./lifetimes.ts";
import { findLineHolder, findMember, parseMsisdn } from "./lines.ts";
import { RATE_RULES } from "./rate-rules.ts";
import { keyedHash, newCode, newToken, sameHash } from "./secrets.ts";

export type { CodePurpose };

/**
 * Starts a code flow. The answer is the same whether or not the number may use the flow (so it
 * reveals nothing about who has an account); an SMS is queued only when it may. A new code
 * replaces the previous one; a resend within 60 s is refused with the time to wait. Adding a line
 * is for a signed-in customer only; a recharge proof is for any active line, account or not.
 */
export async function startCodeFlow({
  ctx,
  input,
}: ServiceCall<{ msisdn: string; purpose: CodePurpose }>): Promise<CodeFlow> {
  const { now, env } = ctx;
  const { auth, brand, secrets } = env.config;
  // Signed-in purposes: adding a line, reading a SIM's PUK, confirming a transfer from one's own line.
  const signedIn = input.purpose === "add_line" || input.purpose === "puk" || input.purpose === "transfer";
  const actor = signedIn ? actorOf(ctx) : null;
  // An order's or a ticket's contact may be on any Iraqi network (src/domain/orders/contact.ts).
  const anyNetwork = input.purpose === "order_contact" || input.purpose === "care_contact";
  const msisdn = anyNetwork
    ? parseContactNumber(input.msisdn, "msisdn")
    : parseMsisdn(input.msisdn, auth.mobilePrefixes);
  if (input.purpose === "signup" && !auth.signupEnabled) throw new DomainError("forbidden", "signup_disabled");
  await consumeRate(env.limiter, RATE_RULES.codeSendPerClient, ctx.client, now);
  await consumeRate(env.limiter, RATE_RULES.codeSendPerNumber, msisdn, now);

  const [recent] = await ctx.db
    .select({ sentAt: otpCodes.sentAt })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.msisdn, msisdn),
        eq(otpCodes.purpose, input.purpose),
        gt(otpCodes.sentAt, new Date(now.getTime() - RESEND_COOLDOWN_MS)),
      ),
    )
    .limit(1);
  if (recent) {
    const retryAfter = Math.ceil((recent.sentAt.getTime() + RESEND_COOLDOWN_MS - now.getTime()) / 1000);
    throw new DomainError("rate_limited", "resend_cooldown", { retryAfter });
  }
  // Charged whether or not the number may use the flow, so the answer still reveals nothing.
  if (!signedIn) await chargeAnonymousSms(ctx, msisdn);

  const holder = await findLineHolder(ctx.db, msisdn);
  // A business member's number signs in its member and nothing else (no reset, no sign-up).
  const member = await findMember(ctx.db, msisdn);
  // Anyone may prove an order's or a ticket's contact number: there is no account to hide.
  const eligible =
    anyNetwork ||
    (member !== undefined && input.purpose === "login") ||
    (holder?.status === "active" &&
      !(member && (input.purpose === "reset" || input.purpose === "signup")) &&
      (input.purpose === "reset"
        ? Boolean(holder.accountId && holder.passwordHash)
        : input.purpose === "login"
          ? Boolean(holder.accountId)
          : input.purpose === "puk"
            ? holder.accountId === actor?.accountId
            : input.purpose === "recharge" || input.purpose === "transfer" || !holder.accountId));
  const code = newCode();
  const flowId = newToken();

  await ctx.db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.msisdn, msisdn), eq(otpCodes.purpose, input.purpose), isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({
      flowId,
      msisdn,
      purpose: input.purpose,
      codeHash: keyedHash(secrets.sessionPepper, `${flowId}:${code}`),
      sentAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      silent: eligible ? 0 : 1,
    });
    if (eligible) {
      const body = translate(ctx.locale, `sms.code.${input.purpose}`, { code, brand: brand.names[ctx.locale] });
      await enqueueSms(tx, msisdn, body);
    }
  });
  return { flowId, expiresIn: CODE_TTL_MS / 1000, resendAfter: RESEND_COOLDOWN_MS / 1000 };
}

/**
 * Checks a code. At most five wrong tries lock the code; an expired or used code is refused.
 * A right code is consumed and yields a single-use ticket for the next step (10 minutes).
 */
export async function verifyCode({ ctx, input }: ServiceCall<{ flowId: string; code: string }>): Promise<Ticket> {
  const { now, env } = ctx;
  const pepper = env.config.secrets.sessionPepper;
  await consumeRate(env.limiter, RATE_RULES.codeCheckPerClient, ctx.client, now);
  const [flow] = await ctx.db.select().from(otpCodes).where(eq(otpCodes.flowId, input.flowId));
  if (!flow || flow.consumedAt || flow.expiresAt <= now) throw new DomainError("invalid", "code_expired");
  await consumeRate(env.limiter, RATE_RULES.codeCheckPerNumber, flow.msisdn, now);
  if (flow.attempts >= CODE_MAX_ATTEMPTS) throw new DomainError("invalid", "code_locked");

  const right = flow.silent === 0 && sameHash(flow.codeHash, keyedHash(pepper, `${flow.flowId}:${input.code}`));
  if (!right) {
    // Counted with one conditional update, so parallel guesses cannot exceed the limit.
    const [counted] = await ctx.db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(eq(otpCodes.id, flow.id), lt(otpCodes.attempts, CODE_MAX_ATTEMPTS)))
      .returning({ attempts: otpCodes.attempts });
    const left = CODE_MAX_ATTEMPTS - (counted?.attempts ?? CODE_MAX_ATTEMPTS);
    if (left <= 0) throw new DomainError("invalid", "code_locked");
    throw new DomainError("invalid", "code_invalid", { field: "code", left });
  }

  const ticket = newToken();
  const claimed = await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.id, flow.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    if (!used) return false;
    await tx.insert(tickets).values({
      tokenHash: keyedHash(pepper, ticket),
      msisdn: flow.msisdn,
      purpose: flow.purpose,
      expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
    });
    return true;
  });
  if (!claimed) throw new DomainError("invalid", "code_expired");
  return { ticket, purpose: flow.purpose };
}

/** The ticket's row while it can still be used: issued for this purpose, unused, unexpired. */
const usable = (ctx: ServiceContext, ticket: string, purpose: CodePurpose) =>
  and(
    eq(tickets.tokenHash, keyedHash(ctx.env.config.secrets.sessionPepper, ticket)),
    eq(tickets.purpose, purpose),
    isNull(tickets.usedAt),
    gt(tickets.expiresAt, ctx.now),
  );

/**
 * The number a ticket was issued for, without using it; throws ticket_invalid for an unknown,
 * used or expired one. Lets a use case refuse a bogus ticket before any costly work.
 */
export async function peekTicket(ctx: ServiceContext, ticket: string, purpose: CodePurpose): Promise<string> {
  const [row] = await ctx.db
    .select({ msisdn: tickets.msisdn })
    .from(tickets)
    .where(usable(ctx, ticket, purpose));
  if (!row) throw new DomainError("invalid", "ticket_invalid");
  return row.msisdn;
}

/**
 * Uses a ticket once; returns the number it was issued for, or throws ticket_invalid. A step of the
 * use cases that follow a code (pass a context holding their transaction), not one of its own.
 */
export async function redeemTicket(ctx: ServiceContext, ticket: string, purpose: CodePurpose): Promise<string> {
  const [row] = await ctx.db
    .update(tickets)
    .set({ usedAt: ctx.now })
    .where(usable(ctx, ticket, purpose))
    .returning({ msisdn: tickets.msisdn });
  if (!row) throw new DomainError("invalid", "ticket_invalid");
  return row.msisdn;
}
