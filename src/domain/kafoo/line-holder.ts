import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { accountLines, accounts } from "../../db/schema/index.ts";
import { translate } from "../../i18n/catalogue.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import { brandInSms } from "../notifications/notifications.ts";

export type Holder = { accountId: string; name: string; language: LocaleCode };

/** The account holding a line (for its notices, and the language of its SMS), if any. */
export async function holderOfLine(db: Db, lineId: string): Promise<Holder | null> {
  const [row] = await db
    .select({ accountId: accounts.id, name: accounts.name, language: accounts.language })
    .from(accountLines)
    .innerJoin(accounts, eq(accounts.id, accountLines.accountId))
    .where(eq(accountLines.lineId, lineId));
  return row ?? null;
}

/** SMS about a line go in its holder's language; a line nobody holds gets Arabic. */
export const smsLanguage = (holder: Holder | null): LocaleCode => holder?.language ?? "ar";

/**
 * A Kafoo SMS in the holder's language, signed with the brand as that language writes it. Amounts
 * go in as numbers: the translator groups them in the language's digits (decision 066).
 */
export function kafooSms(holder: Holder | null, key: string, params: Record<string, string | number>): string {
  const language = smsLanguage(holder);
  return translate(language, key, { brand: brandInSms(language), ...params });
}
