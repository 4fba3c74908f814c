import type { ApiClient } from "../../src/client/api-client.ts";
import { catalogue } from "../../src/i18n/catalogue.ts";
import type { LocaleCode } from "../../src/i18n/locales.ts";
import type { Messages } from "../../src/i18n/translator.ts";

type Cached = { messages: Messages; etag: string | undefined; checkedAt: number };

/** A per-process cache: messages change only with a release or an editor's save, so one check a minute is plenty. */
const cache = new Map<LocaleCode, Cached>();
const FRESH_MS = 60_000;

/**
 * Messages come from GET /api/v1/translations/{locale}. If that fails the visitor sees nothing
 * wrong: the failure is logged as "Error loading translations:" and the bundled catalogue is used.
 */
export async function loadMessages(
  api: ApiClient,
  locale: LocaleCode,
  log: (message: string, fields: Record<string, unknown>) => void,
  now = Date.now(),
): Promise<Messages> {
  const cached = cache.get(locale);
  if (cached && now - cached.checkedAt < FRESH_MS) return cached.messages;
  try {
    const response = await api.request<{ locale: string; messages: Messages }>("GET", `/translations/${locale}`);
    cache.set(locale, { messages: response.messages, etag: undefined, checkedAt: now });
    return response.messages;
  } catch (error) {
    log("Error loading translations:", { locale, cause: error instanceof Error ? error.message : String(error) });
    return cached?.messages ?? catalogue[locale];
  }
}

export function clearMessageCache(): void {
  cache.clear();
}
