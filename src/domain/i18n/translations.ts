import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { translations } from "../../db/schema/index.ts";
import type { Messages } from "../../i18n/catalogue.ts";
import { isLocaleCode, type LocaleCode } from "../../i18n/locales.ts";
import type { ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";

export type TranslationSet = { locale: LocaleCode; messages: Messages; etag: string; updatedAt: Date };

/** A language's message catalogue with its ETag; a language we do not have (or no catalogue yet): 404. */
export async function getTranslations({ ctx, input }: ServiceCall<{ locale: string }>): Promise<TranslationSet> {
  const { locale } = input;
  if (!isLocaleCode(locale)) throw new DomainError("not_found", "translations_not_found");
  const [row] = await ctx.db.select().from(translations).where(eq(translations.locale, locale));
  if (!row) throw new DomainError("not_found", "translations_not_found", { locale });
  return { locale, messages: row.messages, etag: row.etag, updatedAt: row.updatedAt };
}

/** Stores a language's catalogue; the ETag is a hash of the content, so it changes only with it. */
export async function saveTranslations({ db }: { db: Db }, locale: LocaleCode, messages: Messages): Promise<string> {
  const etag = `"${createHash("sha256").update(JSON.stringify(messages)).digest("base64url").slice(0, 27)}"`;
  await db
    .insert(translations)
    .values({ locale, messages, etag })
    .onConflictDoUpdate({ target: translations.locale, set: { messages, etag, updatedAt: new Date() } });
  return etag;
}
