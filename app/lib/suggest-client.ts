import type { PublicConfig } from "../../src/config/public-config.ts";
import type { LocaleCode } from "../../src/i18n/locales.ts";
import type { SuggestFetch } from "./suggester.ts";

/**
 * Suggestions from the browser: GET /api/v1/search/suggest on the page's own origin, through the
 * one API client with the public API key and the page's language (DESIGN.md "how the browser
 * reaches the API"). The signal lets a newer keystroke abort the request. The client and the
 * operation (with the schemas that check its answer) load on the first keystroke, not with the
 * page: a visitor who only reads the results never downloads a validator.
 */
export function suggestFetcher(config: Pick<PublicConfig, "apiBaseUrl" | "apiKey">, locale: LocaleCode): SuggestFetch {
  return async (query, signal) => {
    const [{ createApiClient }, { suggestOp }] = await Promise.all([
      import("../../src/client/api-client.ts"),
      import("../../src/contracts/api/articles.ts"),
    ]);
    return createApiClient({
      baseUrl: new URL(config.apiBaseUrl, window.location.origin).href,
      apiKey: config.apiKey,
      locale,
      transport: (request) => fetch(request, { signal }),
    }).call(suggestOp, { query: { q: query } });
  };
}
