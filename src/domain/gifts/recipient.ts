import { eq } from "drizzle-orm";
import { normalizeMsisdn } from "../../contracts/msisdn.ts";
import type { Db } from "../../db/client.server.ts";
import { accountLines, accounts, lines } from "../../db/schema/index.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import { checkEligible } from "../bundles/eligibility.ts";
import { DomainError } from "../errors.ts";
import type { OwnedLine } from "../lines/line-access.ts";

/** The line a gift goes to, with the account holding it (if any) for its notice and language. */
export type Recipient = OwnedLine & { holder: { accountId: string; language: LocaleCode } | null };

/**
 * The active mobile line of the network that a typed number names. Every refusal names the
 * recipient field, so the form shows it next to the number; a number of another network, one
 * that no line has and a terminated line read alike (nothing to learn about who is a customer).
 */
export async function findRecipient(db: Db, typed: string, prefixes: readonly string[]): Promise<Recipient> {
  const msisdn = normalizeMsisdn(typed, prefixes);
  if (!msisdn) throw new DomainError("invalid", "gift_recipient_invalid", { field: "recipient" });
  const [row] = await db
    .select({
      id: lines.id,
      msisdn: lines.msisdn,
      billing: lines.billing,
      kind: lines.kind,
      status: lines.status,
      accountId: accounts.id,
      accountKind: accounts.kind,
      language: accounts.language,
    })
    .from(lines)
    .leftJoin(accountLines, eq(accountLines.lineId, lines.id))
    .leftJoin(accounts, eq(accounts.id, accountLines.accountId))
    .where(eq(lines.msisdn, msisdn));
  if (!row || row.status === "terminated") {
    throw new DomainError("invalid", "gift_recipient_unknown", { field: "recipient" });
  }
  if (row.status !== "active")
    throw new DomainError("conflict", "gift_recipient_not_in_service", { field: "recipient" });
  if (row.kind !== "mobile") throw new DomainError("conflict", "gift_recipient_not_mobile", { field: "recipient" });
  const { accountId, language, accountKind, ...line } = row;
  return {
    ...line,
    accountKind: accountKind ?? "person",
    holder: accountId && language ? { accountId, language } : null,
  };
}

/** The purchase rules against the recipient's line; a bundle that does not fit it says so plainly. */
export function checkGiftEligible(
  recipient: Recipient,
  offering: Parameters<typeof checkEligible>[1] & { listed: boolean },
) {
  // A personal offer is for the line it was sent to: its terms forbid activating it for another number.
  if (!offering.listed) throw new DomainError("conflict", "gift_personal_offer");
  try {
    checkEligible(recipient, offering);
  } catch (error) {
    if (error instanceof DomainError && error.code === "offering_not_for_line") {
      throw new DomainError("conflict", "gift_offering_not_for_recipient", { field: "recipient" });
    }
    throw error;
  }
}
