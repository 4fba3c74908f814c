import type { ApiClient } from "../../src/client/api-client.ts";
import { getTranslationsOp } from "../../src/contracts/api/content.ts";
import { catalogue } from "../../src/i18n/catalogue.ts";
import type { LocaleCode } from "../../src/i18n/locales.ts";
import { namespaceKeys } from "../../src/i18n/namespace-keys.ts";
import type { Namespace } from "../../src/i18n/namespaces.ts";
import type { Messages } from "../../src/i18n/translator.ts";

type Cached = { messages: Messages; etag: string | undefined; checkedAt: number; version: number | null };

/** A per-process cache: messages change only with a release or an editor's save, so one check a minute is plenty. */
const cache = new Map<LocaleCode, Cached>();
const FRESH_MS = 60_000;

/**
 * Messages come from GET /api/v1/translations/{locale}. If that fails the visitor sees nothing
 * wrong: the failure is logged as "Error loading translations:" and the bundled catalogue is used.
 * `version` is the content version the page is rendered at (when the server knows it): a page the
 * cache will keep must not be rendered with messages older than that version, so a change of
 * version asks again at once (decision 041).
 */
export async function loadMessages(
  api: ApiClient,
  locale: LocaleCode,
  log: (message: string, fields: Record<string, unknown>) => void,
  { now = Date.now(), version = null }: { now?: number; version?: number | null } = {},
): Promise<Messages> {
  const cached = cache.get(locale);
  const sameVersion = version === null || cached?.version === version;
  if (cached && sameVersion && now - cached.checkedAt < FRESH_MS) return cached.messages;
  try {
    const changed = await api.callIfChanged(getTranslationsOp, cached?.etag, { params: { locale } });
    if (!changed && cached) {
      cache.set(locale, { ...cached, checkedAt: now, version });
      return cached.messages;
    }
    if (!changed) throw new Error("304 without a cached catalogue");
    cache.set(locale, { messages: changed.body.messages, etag: changed.etag, checkedAt: now, version });
    return changed.body.messages;
  } catch (error) {
    log("Error loading translations:", { locale, cause: error instanceof Error ? error.message : String(error) });
    // Remember the fallback too, so an outage is logged once a minute, not on every page view.
    const messages = cached?.messages ?? catalogue[locale];
    cache.set(locale, { messages, etag: cached?.etag, checkedAt: now, version: cached?.version ?? null });
    return messages;
  }
}

export function clearMessageCache(): void {
  cache.clear();
}

/** Only the given namespaces' keys of a catalogue: what one page sends to the browser. */
export function pickMessages(messages: Messages, wanted: readonly Namespace[]): Messages {
  const picked: Messages = {};
  for (const name of wanted) {
    for (const key of namespaceKeys[name]) {
      const message = messages[key];
      if (message !== undefined) picked[key] = message;
    }
  }
  return picked;
}
