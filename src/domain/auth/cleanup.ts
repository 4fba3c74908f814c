import { lt } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { otpCodes, tickets } from "../../db/schema/index.ts";

/** Deletes codes and tickets that expired more than a day ago. */
export async function pruneExpiredCodes(db: Db, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  const codes = await db.delete(otpCodes).where(lt(otpCodes.expiresAt, dayAgo)).returning({ id: otpCodes.id });
  const used = await db.delete(tickets).where(lt(tickets.expiresAt, dayAgo)).returning({ hash: tickets.tokenHash });
  return codes.length + used.length;
}
