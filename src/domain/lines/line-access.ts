import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { accountLines, accounts, lines } from "../../db/schema/index.ts";
import type { Actor } from "../context.ts";
import { DomainError } from "../errors.ts";

/**
 * Whose lines a service may touch: the signed-in user's account, narrowed to the lines that user
 * may act on (all of them for the owner, the given ones for a business member). `Actor` is one.
 */
export type LineScope = Pick<Actor, "accountId" | "lineIds">;

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
 * A line of the signed-in customer's account that they may act on. Another customer's line, a line
 * of the company not given to a member and a line that does not exist give the same 404, so line
 * ids reveal nothing.
 */
export async function ownedLine(db: Db, scope: LineScope, lineId: string): Promise<OwnedLine> {
  if (!scope.lineIds.includes(lineId)) throw new DomainError("not_found", "line_not_found");
  const { accountId } = scope;
  const [row] = await db
    .select(columns)
    .from(accountLines)
    .innerJoin(lines, eq(lines.id, accountLines.lineId))
    .innerJoin(accounts, eq(accounts.id, accountLines.accountId))
    .where(and(eq(accountLines.accountId, accountId), eq(accountLines.lineId, lineId)));
  if (!row) throw new DomainError("not_found", "line_not_found");
  return row;
}

/** The account's lines the user may act on, the main one first. */
export async function accountLinesOf(db: Db, scope: LineScope): Promise<OwnedLine[]> {
  const rows = await db
    .select(columns)
    .from(accountLines)
    .innerJoin(lines, eq(lines.id, accountLines.lineId))
    .innerJoin(accounts, eq(accounts.id, accountLines.accountId))
    .where(eq(accountLines.accountId, scope.accountId))
    .orderBy(desc(accountLines.isPrimary), asc(lines.msisdn));
  return rows.filter((line) => scope.lineIds.includes(line.id));
}

/** The account holding a line, if any (notifications go to it). */
export async function holderOf(db: Db, lineId: string): Promise<string | null> {
  const [row] = await db
    .select({ accountId: accountLines.accountId })
    .from(accountLines)
    .where(eq(accountLines.lineId, lineId));
  return row?.accountId ?? null;
}
