import { and, desc, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { accountLines, accounts, lines, sessions } from "../../db/schema/index.ts";
import type { Actor } from "../context.ts";
import { DomainError } from "../errors.ts";
import { unreadCount } from "../notifications/notifications.ts";
import { SESSION_TTL_MS } from "./context.ts";
import { keyedHash, newToken } from "./secrets.ts";

export type { Actor };
export type IssuedSession = { token: string; refreshToken?: string; expiresAt: string };

/** A new random token on every sign-in; only its keyed hash is stored. */
export async function createSession(
  db: Db,
  input: { accountId: string; device: string; pepper: string; withRefresh: boolean; now?: Date },
): Promise<IssuedSession> {
  const now = input.now ?? new Date();
  const token = newToken();
  const refreshToken = input.withRefresh ? newToken() : undefined;
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    accountId: input.accountId,
    tokenHash: keyedHash(input.pepper, token),
    refreshHash: refreshToken ? keyedHash(input.pepper, refreshToken) : null,
    device: input.device.slice(0, 200),
    createdAt: now,
    lastUsedAt: now,
    expiresAt,
  });
  return { token, ...(refreshToken ? { refreshToken } : {}), expiresAt: expiresAt.toISOString() };
}

/** The session behind a bearer token, if it exists, is not revoked and has not expired. */
export async function resolveSession(db: Db, pepper: string, token: string, now = new Date()): Promise<Actor | null> {
  const [row] = await db
    .select({
      id: sessions.id,
      accountId: sessions.accountId,
      lastUsedAt: sessions.lastUsedAt,
      // One query for the session and the lines its user may act on.
      lineIds: sql<string[]>`coalesce((select array_agg(${accountLines.lineId}::text) from ${accountLines}
        where ${accountLines.accountId} = ${sessions.accountId}), '{}')`,
    })
    .from(sessions)
    .where(
      and(eq(sessions.tokenHash, keyedHash(pepper, token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    );
  if (!row) return null;
  // Written at most every five minutes: enough for "last used", without a write per request.
  if (now.getTime() - row.lastUsedAt.getTime() > 5 * 60_000) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.id));
  }
  return { userId: row.accountId, accountId: row.accountId, sessionId: row.id, role: "owner", lineIds: row.lineIds };
}

export async function revokeSession(db: Db, actor: Actor, sessionId: string, now = new Date()): Promise<void> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.accountId, actor.accountId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (revoked.length === 0) throw new DomainError("not_found", "session_not_found");
}

/** Ends every session of the account, or every one but `keep`. */
export async function revokeAllSessions(db: Db, accountId: string, keep?: string, now = new Date()): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function listSessions(db: Db, actor: Actor, now = new Date()) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.accountId, actor.accountId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
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

/** Swaps a refresh token for a new session (the old one ends): only when refresh is enabled. */
export async function refreshSession(db: Db, pepper: string, refreshToken: string, device: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.refreshHash, keyedHash(pepper, refreshToken)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .returning({ accountId: sessions.accountId });
    if (!old) throw new DomainError("invalid", "refresh_invalid");
    return createSession(tx, { accountId: old.accountId, device, pepper, withRefresh: true, now });
  });
}

/** The signed-in customer and the lines they hold (GET /auth/session). */
export async function sessionView(db: Db, actor: Actor) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, actor.accountId));
  if (!account) throw new DomainError("not_found", "account_not_found");
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
  const unreadNotifications = await unreadCount(db, account.id);
  return {
    unreadNotifications,
    customer: {
      id: account.id,
      kind: account.kind,
      name: account.name,
      language: account.language,
      email: account.email,
    },
    lines: held.map(({ isPrimary: _, ...line }) => line),
  };
}

/** Removes sessions that ended more than a day ago (cleanup job). */
export async function pruneSessions(db: Db, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.revokedAt, dayAgo)))
    .returning({ id: sessions.id });
  return rows.length;
}
