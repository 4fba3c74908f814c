import { and, eq } from "drizzle-orm";
import type { ProfilePatch } from "../../contracts/account.ts";
import type { Profile } from "../../contracts/api/account.ts";
import type { AccountLine } from "../../contracts/api/auth.ts";
import type { Db } from "../../db/client.server.ts";
import { accountLines, accounts, lines } from "../../db/schema/index.ts";
import { redeemTicket } from "../auth/code-flows.ts";
import { actorOf, ownerOf, type ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { ensureBalance } from "../lines/money.ts";
import { profileTasks } from "../points/tasks.ts";

export type { ProfilePatch };

async function profileOf(db: Db, accountId: string): Promise<Profile> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw new DomainError("not_found", "account_not_found");
  const { name, kind, language, email, smsAlerts, paperlessBill, birthDate } = row;
  return { name, kind, language, email, smsAlerts, paperlessBill, birthDate };
}

/** The signed-in customer's name, kind, language, email, SMS alert and paperless bill preferences. */
export async function getProfile({ ctx }: ServiceCall): Promise<Profile> {
  return profileOf(ctx.db, actorOf(ctx).accountId);
}

/**
 * Name, language (also of SMS), email, birth date, whether important notices also come by SMS and
 * whether bills come paperless.
 * An email or a birth date given may complete a reward points task, in the same transaction.
 */
export async function updateProfile({ ctx, input }: ServiceCall<ProfilePatch>): Promise<Profile> {
  const { accountId } = ownerOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(accounts).set(input).where(eq(accounts.id, accountId)).returning();
    if (!row) throw new DomainError("not_found", "account_not_found");
    await profileTasks(tx, row, ctx.now);
  });
  return profileOf(ctx.db, accountId);
}

/**
 * Adds a line to the signed-in account with the ticket from its SMS code (purpose add_line):
 * only an active line that no account holds yet, proved by a code sent to that line.
 */
export async function addLineWithTicket({ ctx, input }: ServiceCall<{ ticket: string }>): Promise<AccountLine> {
  const { accountId } = ownerOf(ctx);
  const msisdn = await redeemTicket(ctx, input.ticket, "add_line");
  const [line] = await ctx.db.select().from(lines).where(eq(lines.msisdn, msisdn));
  if (line?.status !== "active") throw new DomainError("conflict", "line_not_active");
  const added = await ctx.db
    .insert(accountLines)
    .values({ accountId, lineId: line.id, isPrimary: 0 })
    .onConflictDoNothing()
    .returning({ lineId: accountLines.lineId });
  if (added.length === 0) {
    const [mine] = await ctx.db
      .select()
      .from(accountLines)
      .where(and(eq(accountLines.accountId, accountId), eq(accountLines.lineId, line.id)));
    if (!mine) throw new DomainError("conflict", "line_held_elsewhere");
  }
  await ensureBalance(ctx.db, line);
  return { id: line.id, msisdn: line.msisdn, billing: line.billing, kind: line.kind, status: line.status };
}
