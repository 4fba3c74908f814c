/**
 * Which requests may be answered from the shared page cache, and under which key. A page is the
 * same for every anonymous visitor apart from the query parameters it reads (declared by the route's
 * `handle`, see `PageCacheHandle`) and the consent choice (which decides whether the tag manager loads).
 */

/** Response header by which a rendered page says it may be shared, and which query parameters it reads. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/**
 * A route module's `handle` (written as a literal `satisfies PageCacheHandle`, so no code of this
 * module reaches the browser): the page is the same for every anonymous visitor, given these
 * query parameters.
 */
export type PageCacheHandle = { pageCache: { query: readonly string[] } };

/**
 * Response header by which a shared page says until when it is right (epoch milliseconds): the
 * store locator's "open now" changes at the next opening or closing time. The server removes it.
 */
export const PAGE_CACHE_UNTIL_HEADER = "X-Page-Cache-Until";

/** The header value a cacheable page's response carries: `query=page,category`. */
export function pageCacheDirective(query: readonly string[]): string {
  return `query=${[...query].sort().join(",")}`;
}

export function parsePageCacheDirective(value: string | null | undefined): readonly string[] | null {
  if (!value?.startsWith("query=")) return null;
  return value
    .slice("query=".length)
    .split(",")
    .filter((name) => name.length > 0);
}

const SESSION_COOKIES = /(?:^|;\s*)(?:auth_token|auth_refresh)=/;
const CONSENT_COOKIE = /(?:^|;\s*)consent=(granted|denied)(?:;|$)/;

/** Whether a request may be answered from, or stored in, the shared cache at all. */
export function isShareableRequest(method: string, cookie: string | undefined): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  return cookie === undefined || !SESSION_COOKIES.test(cookie);
}

/**
 * The cache key of a page: path, the parameters the page reads (in the route's order), and the
 * consent choice. `search` is the raw query string ("" or "?a=1"): parsed only when the page reads any.
 */
export function pageCacheKey(
  pathname: string,
  search: string,
  query: readonly string[],
  cookie: string | undefined,
): string {
  const consent = cookie ? (CONSENT_COOKIE.exec(cookie)?.[1] ?? "") : "";
  if (query.length === 0 || search.length <= 1) return `${pathname}?#${consent}`;
  const params = new URLSearchParams(search);
  const used = query.flatMap((name) => params.getAll(name).map((value) => `${name}=${value}`));
  return `${pathname}?${used.join("&")}#${consent}`;
}
