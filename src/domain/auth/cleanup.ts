import { lt } from "drizzle-orm";
import { otpCodes, tickets } from "../../db/schema/index.ts";
import type { ServiceCall } from "../context.ts";

/** Deletes codes and tickets that expired more than a day ago (cleanup job). */
export async function pruneExpiredCodes({ ctx }: ServiceCall): Promise<number> {
  const dayAgo = new Date(ctx.now.getTime() - 24 * 60 * 60_000);
  const codes = await ctx.db.delete(otpCodes).where(lt(otpCodes.expiresAt, dayAgo)).returning({ id: otpCodes.id });
  const used = await ctx.db.delete(tickets).where(lt(tickets.expiresAt, dayAgo)).returning({ hash: tickets.tokenHash });
  return codes.length + used.length;
}
