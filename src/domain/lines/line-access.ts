import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { accountLines, accounts, lines } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";

export type OwnedLine = {
  id: string;
  msisdn: string;
  billing: "prepaid" | "postpaid";
  kind: "mobile" | "broadband";
  status: "active" | "suspended" | "terminated";
  accountKind: "person" | "business";
};

/** What every view of a line shows about the line itself, whoever asks. */
export function lineIdentity(line: Omit<OwnedLine, "accountKind">) {
  const { id, msisdn, billing, kind, status } = line;
  return { id, msisdn, billing, kind, status };
}

const columns = {
  id: lines.id,
  msisdn: lines.msisdn,
  billing: lines.billing,
  kind: lines.kind,
  status: lines.status,
  accountKind: accounts.kind,
};

/**
 * A line of the signed-in customer's account. Another customer's line and a line that does not
 * exist give the same 404, so line ids reveal nothing.
 */
export async function ownedLine(db: Db, accountId: string, lineId: string): Promise<OwnedLine> {
  const [row] = await db
    .select(columns)
    .from(accountLines)
    .innerJoin(lines, eq(lines.id, accountLines.lineId))
    .innerJoin(accounts, eq(accounts.id, accountLines.accountId))
    .where(and(eq(accountLines.accountId, accountId), eq(accountLines.lineId, lineId)));
  if (!row) throw new DomainError("not_found", "line_not_found");
  return row;
}

/** The account's lines, the main one first. */
export async function accountLinesOf(db: Db, accountId: string): Promise<OwnedLine[]> {
  return db
    .select(columns)
    .from(accountLines)
    .innerJoin(lines, eq(lines.id, accountLines.lineId))
    .innerJoin(accounts, eq(accounts.id, accountLines.accountId))
    .where(eq(accountLines.accountId, accountId))
    .orderBy(desc(accountLines.isPrimary), asc(lines.msisdn));
}

/** The account holding a line, if any (notifications go to it). */
export async function holderOf(db: Db, lineId: string): Promise<string | null> {
  const [row] = await db
    .select({ accountId: accountLines.accountId })
    .from(accountLines)
    .where(eq(accountLines.lineId, lineId));
  return row?.accountId ?? null;
}
