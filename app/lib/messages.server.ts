import type { ApiClient } from "../../src/client/api-client.ts";
import { getTranslationsOp } from "../../src/contracts/api/content.ts";
import { operationPath } from "../../src/contracts/api/operation.ts";
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
    // The raw answer, not `api.call`: its ETag and a 304 (unchanged since our copy) matter here,
    // so the body is checked with the contract's schema instead.
    const op = getTranslationsOp;
    const headers: Record<string, string> = cached?.etag ? { "If-None-Match": cached.etag } : {};
    const response = await api.raw(op.method, operationPath(op.path, { locale }), { headers });
    if (response.status === 304 && cached) {
      cache.set(locale, { ...cached, checkedAt: now });
      return cached.messages;
    }
    const body = op.success.schema.parse(await response.json());
    cache.set(locale, { messages: body.messages, etag: response.headers.get("etag") ?? undefined, checkedAt: now });
    return body.messages;
  } catch (error) {
    log("Error loading translations:", { locale, cause: error instanceof Error ? error.message : String(error) });
    // Remember the fallback too, so an outage is logged once a minute, not on every page view.
    const messages = cached?.messages ?? catalogue[locale];
    cache.set(locale, { messages, etag: cached?.etag, checkedAt: now });
    return messages;
  }
}

export function clearMessageCache(): void {
  cache.clear();
}
