import { and, eq } from "drizzle-orm";
import type { SessionToken } from "../../contracts/api/auth.ts";
import { accountLines, accounts, credentials, lines, users } from "../../db/schema/index.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import { ownerOf, type ServiceCall, type ServiceContext, withDb } from "../context.ts";
import { DomainError } from "../errors.ts";
import { consumeRate, failureBudget } from "../limits/rate-limiter.ts";
import { type CodePurpose, peekTicket, redeemTicket } from "./code-flows.ts";
import { findLineHolder, findMember, parseMsisdn } from "./lines.ts";
import { decoyHash, isWeakPassword } from "./passwords.ts";
import { RATE_RULES } from "./rate-rules.ts";
import { createSession, revokeAllSessions } from "./sessions.ts";

function refuseWeak(password: string, msisdn?: string, field = "password") {
  if (isWeakPassword(password, msisdn)) throw new DomainError("invalid", "password_weak", { field });
}

/**
 * Counts a use of a ticket per client and per number, and returns the number the ticket proves.
 * A bogus ticket costs one lookup and is refused before the password is hashed.
 */
async function checkTicket(ctx: ServiceContext, ticket: string, purpose: CodePurpose): Promise<string> {
  const { limiter } = ctx.env;
  await consumeRate(limiter, RATE_RULES.ticketUsePerClient, ctx.client, ctx.now);
  const msisdn = await peekTicket(ctx, ticket, purpose);
  await consumeRate(limiter, RATE_RULES.ticketUsePerNumber, msisdn, ctx.now);
  return msisdn;
}

/** A new session for the account's owner (or `userId`), with a refresh token when refresh is on. */
function startSession(ctx: ServiceContext, accountId: string, device: string, userId?: string) {
  const { auth, secrets } = ctx.env.config;
  return createSession(ctx.db, {
    accountId,
    ...(userId ? { userId } : {}),
    device,
    pepper: secrets.sessionPepper,
    withRefresh: auth.refreshEnabled,
    now: ctx.now,
  });
}

/** Finishes sign-up: the ticket proves the number; the account, its line and a session are made at once. */
export async function completeSignup({
  ctx,
  input,
}: ServiceCall<{
  ticket: string;
  name: string;
  password: string;
  language: LocaleCode;
  device: string;
}>): Promise<SessionToken> {
  if (!ctx.env.config.auth.signupEnabled) throw new DomainError("forbidden", "signup_disabled");
  refuseWeak(input.password, await checkTicket(ctx, input.ticket, "signup"));
  const passwordHash = await ctx.env.passwords.hash(input.password);
  return ctx.db.transaction(async (tx) => {
    // Used here, in the transaction that makes the account: of two racing requests one wins.
    const msisdn = await redeemTicket(withDb(ctx, tx), input.ticket, "signup");
    const holder = await findLineHolder(tx, msisdn);
    if (holder?.status !== "active") throw new DomainError("invalid", "line_not_active");
    if (holder.accountId || (await findMember(tx, msisdn))) throw new DomainError("conflict", "line_taken");
    const [account] = await tx
      .insert(accounts)
      .values({ name: input.name, language: input.language })
      .returning({ id: accounts.id });
    if (!account) throw new Error("account not created");
    await tx.insert(accountLines).values({ accountId: account.id, lineId: holder.lineId, isPrimary: 1 });
    await tx.insert(credentials).values({ accountId: account.id, passwordHash });
    await tx.insert(users).values({ accountId: account.id, role: "owner", name: input.name });
    return startSession(withDb(ctx, tx), account.id, input.device);
  });
}

/**
 * Signs in with number and password. An unknown number, a line without an account and a wrong
 * password get the same answer after the same work (a password hash is always verified).
 */
export async function login({
  ctx,
  input,
}: ServiceCall<{ msisdn: string; password: string; device: string }>): Promise<SessionToken> {
  const { now, env } = ctx;
  const msisdn = parseMsisdn(input.msisdn, env.config.auth.mobilePrefixes);
  await consumeRate(env.limiter, RATE_RULES.loginPerClient, ctx.client, now);
  await consumeRate(env.limiter, RATE_RULES.loginPerNumber, msisdn, now);
  const holder = await findLineHolder(ctx.db, msisdn);
  const hash = holder?.passwordHash ?? (await decoyHash(ctx.env.passwords));
  const valid = await ctx.env.passwords.verify(input.password, hash);
  // A member's number signs in only its member, who has no password (an SMS code instead).
  const member = await findMember(ctx.db, msisdn);
  if (!valid || !holder?.accountId || !holder.passwordHash || member)
    throw new DomainError("invalid", "credentials_invalid");
  return startSession(ctx, holder.accountId, input.device);
}

/**
 * Signs in with the ticket of a checked `login` code (the SMS proved the number). The code flow's
 * limits stand in for the password's: sends per number and client, five tries per code.
 */
export async function loginWithTicket({
  ctx,
  input,
}: ServiceCall<{ ticket: string; device: string }>): Promise<SessionToken> {
  return ctx.db.transaction(async (tx) => {
    const msisdn = await redeemTicket(withDb(ctx, tx), input.ticket, "login");
    // A member of a business account signs in with a code to their own number.
    const member = await findMember(tx, msisdn);
    if (member) return startSession(withDb(ctx, tx), member.accountId, input.device, member.userId);
    const holder = await findLineHolder(tx, msisdn);
    // The line may have left the account, or been suspended, since the code was sent.
    if (!holder?.accountId || holder.status !== "active") throw new DomainError("invalid", "ticket_invalid");
    return startSession(withDb(ctx, tx), holder.accountId, input.device);
  });
}

/** Sets a new password with a reset ticket; every existing session ends and a new one starts. */
export async function resetPassword({
  ctx,
  input,
}: ServiceCall<{ ticket: string; password: string; device: string }>): Promise<SessionToken> {
  refuseWeak(input.password, await checkTicket(ctx, input.ticket, "reset"));
  const passwordHash = await ctx.env.passwords.hash(input.password);
  return ctx.db.transaction(async (tx) => {
    const msisdn = await redeemTicket(withDb(ctx, tx), input.ticket, "reset");
    const holder = await findLineHolder(tx, msisdn);
    if (!holder?.accountId) throw new DomainError("invalid", "ticket_invalid");
    await tx
      .update(credentials)
      .set({ passwordHash, updatedAt: ctx.now })
      .where(eq(credentials.accountId, holder.accountId));
    await revokeAllSessions(tx, holder.accountId, undefined, ctx.now);
    return startSession(withDb(ctx, tx), holder.accountId, input.device);
  });
}

/**
 * Changes the password of the signed-in customer. Their other sessions end (whoever else may know
 * the old password is signed out) unless they ask to keep them; this one stays. Wrong
 * current passwords are limited per account and per client (429 with Retry-After), so a stolen
 * session cannot be used to guess the password.
 */
export async function changePassword({
  ctx,
  input,
}: ServiceCall<{ currentPassword: string; newPassword: string; keepOtherSessions: boolean }>): Promise<{
  endedSessions: number;
}> {
  const actor = ownerOf(ctx);
  const row = await checkCurrentPassword(ctx, actor.accountId, input.currentPassword);
  refuseWeak(input.newPassword, row.msisdn, "newPassword");
  const passwordHash = await ctx.env.passwords.hash(input.newPassword);
  return ctx.db.transaction(async (tx) => {
    await tx
      .update(credentials)
      .set({ passwordHash, updatedAt: ctx.now })
      .where(eq(credentials.accountId, actor.accountId));
    const ended = input.keepOtherSessions ? 0 : await revokeAllSessions(tx, actor.accountId, actor.sessionId, ctx.now);
    return { endedSessions: ended };
  });
}

/**
 * The account's primary number once the current password (sent as `field`) is proved. Each attempt is charged to
 * the account's and the client's budgets before the hash is checked; only a wrong password keeps
 * its charge.
 */
export async function checkCurrentPassword(
  ctx: ServiceContext,
  accountId: string,
  password: string,
  field = "currentPassword",
) {
  const { limiter, passwords } = ctx.env;
  const budgets = [
    failureBudget(limiter, RATE_RULES.passwordChangePerAccount, accountId, "password_locked"),
    failureBudget(limiter, RATE_RULES.passwordChangePerClient, ctx.client, "password_locked"),
  ];
  const taken: typeof budgets = [];
  let wrong = false;
  try {
    for (const budget of budgets) {
      await budget.take(ctx.now);
      taken.push(budget);
    }
    const [row] = await ctx.db
      .select({ hash: credentials.passwordHash, msisdn: lines.msisdn })
      .from(credentials)
      .innerJoin(accountLines, and(eq(accountLines.accountId, credentials.accountId), eq(accountLines.isPrimary, 1)))
      .innerJoin(lines, eq(lines.id, accountLines.lineId))
      .where(eq(credentials.accountId, accountId));
    wrong = !row || !(await passwords.verify(password, row.hash));
    if (row && !wrong) return row;
  } finally {
    if (!wrong) for (const budget of taken) await budget.giveBack(ctx.now);
  }
  throw new DomainError("invalid", "password_wrong", { field });
}

export { parseMsisdn };
