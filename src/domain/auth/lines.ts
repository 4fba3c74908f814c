import { eq } from "drizzle-orm";
import { normalizeMsisdn } from "../../contracts/msisdn.ts";
import type { Db } from "../../db/client.server.ts";
import { accountLines, credentials, lines, users } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";

/** Parses a typed number or throws a field error the form can show next to the input. */
export function parseMsisdn(input: string, prefixes: readonly string[]): string {
  const msisdn = normalizeMsisdn(input, prefixes);
  if (!msisdn) throw new DomainError("invalid", "msisdn_invalid", { field: "msisdn" });
  return msisdn;
}

/** A line with whoever holds it, if anyone, and whether that account has a password. */
export async function findLineHolder(db: Db, msisdn: string) {
  const [row] = await db
    .select({
      lineId: lines.id,
      status: lines.status,
      accountId: accountLines.accountId,
      passwordHash: credentials.passwordHash,
    })
    .from(lines)
    .leftJoin(accountLines, eq(accountLines.lineId, lines.id))
    .leftJoin(credentials, eq(credentials.accountId, accountLines.accountId))
    .where(eq(lines.msisdn, msisdn));
  return row;
}

/** The member of a business account whose own number this is, if any (they sign in with it). */
export async function findMember(db: Db, msisdn: string) {
  const [row] = await db
    .select({ userId: users.id, accountId: users.accountId })
    .from(users)
    .where(eq(users.msisdn, msisdn));
  return row;
}
