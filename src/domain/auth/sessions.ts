import { and, desc, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { DeviceSession, Session, SessionToken } from "../../contracts/api/auth.ts";
import type { Db } from "../../db/client.server.ts";
import { accountLines, accounts, lines, sessions, userLines, users } from "../../db/schema/index.ts";
import { type Actor, actorOf, type ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { unreadCount } from "../notifications/notifications.ts";
import { SESSION_TTL_MS } from "./lifetimes.ts";
import { keyedHash, newToken } from "./secrets.ts";

export type { Actor };

/**
 * A new random token on every sign-in; only its keyed hash is stored. A step of the sign-in use
 * cases (and of test factories), not a use case of its own. Without `userId` the session is the
 * account owner's.
 */
export async function createSession(
  db: Db,
  input: { accountId: string; userId?: string; device: string; pepper: string; withRefresh: boolean; now?: Date },
): Promise<SessionToken> {
  const now = input.now ?? new Date();
  const token = newToken();
  const refreshToken = input.withRefresh ? newToken() : undefined;
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    accountId: input.accountId,
    userId:
      input.userId ??
      sql`(select ${users.id} from ${users} where ${users.accountId} = ${input.accountId} and ${users.role} = 'owner')`,
    tokenHash: keyedHash(input.pepper, token),
    refreshHash: refreshToken ? keyedHash(input.pepper, refreshToken) : null,
    device: input.device.slice(0, 200),
    createdAt: now,
    lastUsedAt: now,
    expiresAt,
  });
  return { token, ...(refreshToken ? { refreshToken } : {}), expiresAt: expiresAt.toISOString() };
}

/**
 * The session behind a bearer token, if it exists, is not revoked and has not expired. Run by the
 * API's session middleware before there is a request context (it finds the context's actor).
 */
export async function resolveSession(db: Db, pepper: string, token: string, now = new Date()): Promise<Actor | null> {
  return (await resolveSessionState(db, pepper, token, now))?.actor ?? null;
}

/**
 * The session's actor and when it was last used, which is also when its customer last changed
 * something while a read replica is configured (markSessionWrite): their own history reads stay on
 * the primary for a moment after (docs/decisions/078-read-replica.md).
 */
export async function resolveSessionState(
  db: Db,
  pepper: string,
  token: string,
  now = new Date(),
): Promise<{ actor: Actor; lastUsedAt: Date } | null> {
  const [row] = await db
    .select({
      id: sessions.id,
      accountId: sessions.accountId,
      userId: sessions.userId,
      role: users.role,
      lastUsedAt: sessions.lastUsedAt,
      // One query for the session and the lines its user may act on: all the account's for its
      // owner, the ones given to a member (while they are still the account's).
      lineIds: sql<string[]>`coalesce((select array_agg(${accountLines.lineId}::text) from ${accountLines}
        where ${accountLines.accountId} = ${sessions.accountId}
        and (${users.role} = 'owner' or exists (select 1 from ${userLines}
          where ${userLines.userId} = ${users.id} and ${userLines.lineId} = ${accountLines.lineId}))), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, keyedHash(pepper, token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    );
  if (!row) return null;
  // Written at most every five minutes: enough for "last used", without a write per request.
  if (now.getTime() - row.lastUsedAt.getTime() > 5 * 60_000) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.id));
  }
  return {
    actor: { userId: row.userId, accountId: row.accountId, sessionId: row.id, role: row.role, lineIds: row.lineIds },
    lastUsedAt: row.lastUsedAt,
  };
}

/**
 * Records that the session's customer just changed something: with a read replica, their own
 * history reads then stay on the primary, which already holds the change, for DATABASE_REPLICA_STICKY_MS.
 * Kept in the session row, so every instance behind a load balancer sees it.
 */
export async function markSessionWrite(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
}

/** Ends one of the customer's own sessions (a device in their list). */
export async function revokeSession({ ctx, input }: ServiceCall<{ sessionId: string }>): Promise<void> {
  const revoked = await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now })
    .where(and(eq(sessions.id, input.sessionId), eq(sessions.userId, actorOf(ctx).userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (revoked.length === 0) throw new DomainError("not_found", "session_not_found");
}

/** Ends the session the customer is signed in with. */
export async function signOut({ ctx }: ServiceCall): Promise<void> {
  await revokeSession({ ctx, input: { sessionId: actorOf(ctx).sessionId } });
}

/** Ends every session of the customer but the one they are signed in with. */
export async function revokeOtherSessions({ ctx }: ServiceCall): Promise<{ ended: number }> {
  const actor = actorOf(ctx);
  return { ended: await revokeUserSessions(ctx.db, actor.userId, actor.sessionId, ctx.now) };
}

/** Ends every session of the account, or every one but `keep`: a step of the password use cases. */
export async function revokeAllSessions(db: Db, accountId: string, keep?: string, now = new Date()): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Ends every session of one user of an account but `keep` (a member's own "sign out elsewhere"). */
async function revokeUserSessions(db: Db, userId: string, keep: string, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keep)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** The customer's signed-in devices, the most recently used first. */
export async function listSessions({ ctx }: ServiceCall): Promise<DeviceSession[]> {
  const actor = actorOf(ctx);
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, actor.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.now)))
    .orderBy(desc(sessions.lastUsedAt));
  return rows.map((s) => ({
    id: s.id,
    device: s.device,
    createdAt: s.createdAt.toISOString(),
    lastUsedAt: s.lastUsedAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    current: s.id === actor.sessionId,
  }));
}

/** Swaps a refresh token for a new session (the old one ends); there is none while refresh is off. */
export async function refreshSession({
  ctx,
  input,
}: ServiceCall<{ refreshToken: string; device: string }>): Promise<SessionToken> {
  const { config } = ctx.env;
  if (!config.auth.refreshEnabled) throw new DomainError("not_found", "not_found");
  const pepper = config.secrets.sessionPepper;
  const { now } = ctx;
  return ctx.db.transaction(async (tx) => {
    const [old] = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.refreshHash, keyedHash(pepper, input.refreshToken)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .returning({ accountId: sessions.accountId, userId: sessions.userId });
    if (!old) throw new DomainError("invalid", "refresh_invalid");
    return createSession(tx, {
      accountId: old.accountId,
      userId: old.userId,
      device: input.device,
      pepper,
      withRefresh: true,
      now,
    });
  });
}

/** The signed-in customer and the lines they may act on (GET /auth/session). */
export async function sessionView({ ctx }: ServiceCall): Promise<Session> {
  const { db } = ctx;
  const actor = actorOf(ctx);
  // The account with the signed-in user's own name: a member is greeted by it, the owner by the
  // account's name, which the profile edits.
  const [found] = await db
    .select({ account: accounts, userName: users.name })
    .from(accounts)
    .innerJoin(users, eq(users.accountId, accounts.id))
    .where(and(eq(accounts.id, actor.accountId), eq(users.id, actor.userId)));
  if (!found) throw new DomainError("not_found", "account_not_found");
  const { account } = found;
  const held = await db
    .select({
      id: lines.id,
      msisdn: lines.msisdn,
      billing: lines.billing,
      kind: lines.kind,
      status: lines.status,
      isPrimary: accountLines.isPrimary,
    })
    .from(accountLines)
    .innerJoin(lines, eq(lines.id, accountLines.lineId))
    .where(eq(accountLines.accountId, account.id))
    .orderBy(desc(accountLines.isPrimary), lines.msisdn);
  const mine = held.filter((line) => actor.lineIds.includes(line.id));
  const unreadNotifications = await unreadCount(db, actor);
  return {
    unreadNotifications,
    customer: {
      id: account.id,
      kind: account.kind,
      name: actor.role === "member" ? found.userName : account.name,
      language: account.language,
      email: account.email,
      role: actor.role,
    },
    lines: mine.map(({ isPrimary: _, ...line }) => line),
  };
}

/** Removes sessions that ended more than a day ago (cleanup job). */
export async function pruneSessions({ ctx }: ServiceCall): Promise<number> {
  const dayAgo = new Date(ctx.now.getTime() - 24 * 60 * 60_000);
  const rows = await ctx.db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.revokedAt, dayAgo)))
    .returning({ id: sessions.id });
  return rows.length;
}
