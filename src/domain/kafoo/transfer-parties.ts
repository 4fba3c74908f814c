/**
 * Who a credit transfer is between: the customer's own prepaid line that sends, and the prepaid
 * line of the network that a typed number names. Every refusal says why plainly, and names the
 * recipient field where the number is the problem.
 */
import { eq } from "drizzle-orm";
import { maskMsisdn, normalizeMsisdn } from "../../contracts/msisdn.ts";
import type { Db } from "../../db/client.server.ts";
import { lines } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { type LineScope, ownedLine } from "../lines/line-access.ts";
import { type Holder, holderOfLine } from "./line-holder.ts";

export type Party = {
  id: string;
  msisdn: string;
  billing: "prepaid" | "postpaid";
  status: "active" | "suspended" | "terminated";
};

/** The signed-in customer's line that sends or borrows: prepaid, mobile, active. */
export async function ownPrepaidLine(db: Db, scope: LineScope, lineId: string): Promise<Party> {
  const line = await ownedLine(db, scope, lineId);
  if (line.billing !== "prepaid" || line.kind !== "mobile") throw new DomainError("conflict", "kafoo_line_not_prepaid");
  if (line.status !== "active") throw new DomainError("conflict", "line_not_in_service");
  return line;
}

export type Recipient = Party & { holder: Holder | null };

/**
 * The recipient: an active prepaid mobile line of the network. A number that no line has and a
 * terminated line read alike (nothing to learn about who is a customer).
 */
export async function transferRecipient(
  db: Db,
  typed: string,
  prefixes: readonly string[],
  sender: Party,
): Promise<Recipient> {
  const msisdn = normalizeMsisdn(typed, prefixes);
  if (!msisdn) throw new DomainError("invalid", "kafoo_recipient_invalid", { field: "recipient" });
  const [line] = await db
    .select({ id: lines.id, msisdn: lines.msisdn, billing: lines.billing, kind: lines.kind, status: lines.status })
    .from(lines)
    .where(eq(lines.msisdn, msisdn));
  if (!line || line.status === "terminated") {
    throw new DomainError("invalid", "kafoo_recipient_unknown", { field: "recipient" });
  }
  if (line.id === sender.id) throw new DomainError("invalid", "kafoo_to_same_line", { field: "recipient" });
  if (line.billing !== "prepaid" || line.kind !== "mobile") {
    throw new DomainError("conflict", "kafoo_recipient_not_prepaid", { field: "recipient" });
  }
  if (line.status !== "active") {
    throw new DomainError("conflict", "kafoo_recipient_not_in_service", { field: "recipient" });
  }
  const { kind: _kind, ...party } = line;
  return { ...party, holder: await holderOfLine(db, line.id) };
}

/**
 * A name shown only enough to tell "yes, that is my brother" from a wrong number: the first two
 * letters of each word ("Ahmed Karim" → "Ah••• Ka•••"), never the whole name.
 */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((word) => `${[...word].slice(0, 2).join("")}•••`)
    .join(" ");
}

export const maskedRecipient = (r: Recipient) => ({
  recipient: maskMsisdn(r.msisdn),
  recipientName: r.holder ? maskName(r.holder.name) : null,
});
