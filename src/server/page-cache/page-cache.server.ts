import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { isShareableRequest, pageCacheKey } from "../../lib/page-cache.ts";
import type { ContentFreshness, KnownVersion } from "./freshness.server.ts";
import type { CachedPage, PageStore } from "./page-store.ts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Even an unchanged page is rendered afresh this often, so nothing outlives a missed signal for long. */
const MAX_AGE_MS = 10 * 60_000;

/** What a browser or CDN is told about a shared page: keep it, but ask again before using it. */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, must-revalidate";

/** Headers that belong to one response, not to the page. */
const PER_RESPONSE = new Set([
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "vary",
  "set-cookie",
  "x-request-id",
  "x-cache",
  "etag",
]);

/** A weak validator: the same page in any encoding. */
export function etagOf(html: string): string {
  return `W/"${createHash("sha256").update(html, "utf8").digest("base64url").slice(0, 27)}"`;
}

export function matchesEtag(ifNoneMatch: string | undefined | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === bare;
  });
}

/**
 * Rendered public pages kept per path, declared query parameters and consent, served while the
 * content version they were rendered at is current and no calendar change (a campaign starting or
 * ending) has come (docs/decisions/041-page-cache-and-csp-hashes.md).
 */
export class PageCache {
  readonly #store: PageStore;
  readonly #freshness: ContentFreshness;
  readonly #now: () => number;
  readonly #keeping = new Set<Promise<void>>();

  constructor(store: PageStore, freshness: ContentFreshness, now: () => number = Date.now) {
    this.#store = store;
    this.#freshness = freshness;
    this.#now = now;
  }

  /**
   * The cached page for a request, if any: undefined when the request or path cannot have one
   * (checked without waiting), else the page or undefined once the content version is known.
   */
  lookup(
    method: string,
    pathname: string,
    search: string,
    cookie: string | undefined,
  ): CachedPage | undefined | Promise<CachedPage | undefined> {
    if (!isShareableRequest(method, cookie)) return undefined;
    const query = this.#store.queryOf(pathname);
    if (!query) return undefined;
    const page = this.#store.get(pageCacheKey(pathname, search, query, cookie));
    if (!page) return undefined;
    const known = this.#freshness.current();
    if (known instanceof Promise) return known.then((version) => this.#valid(page, version));
    return this.#valid(page, known);
  }

  #valid(page: CachedPage, known: KnownVersion | null): CachedPage | undefined {
    if (known && page.version === known.version && this.#now() < page.expiresAt) return page;
    this.#store.delete(page.key);
    return undefined;
  }

  /** The version a render about to start belongs to (asked before rendering, so a change during it is not missed). */
  versionForRender(): KnownVersion | null | Promise<KnownVersion | null> {
    return this.#freshness.current();
  }

  /** Keeps a page rendered at `known` for the visitors after this one. Compression runs off the main thread. */
  keep(
    request: { url: URL; cookie: string | undefined },
    query: readonly string[],
    known: KnownVersion,
    response: { status: number; headers: Headers; html: string; etag: string; until?: number },
  ): Promise<void> {
    const kept = this.#keep(request, query, known, response);
    this.#keeping.add(kept);
    return kept.finally(() => this.#keeping.delete(kept));
  }

  /** Resolves once every page being kept is in the cache (tests, and a graceful stop). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.#keeping]);
  }

  async #keep(
    request: { url: URL; cookie: string | undefined },
    query: readonly string[],
    known: KnownVersion,
    response: { status: number; headers: Headers; html: string; etag: string; until?: number },
  ): Promise<void> {
    const identity = Buffer.from(response.html, "utf8");
    const [gzipped, brotli] = await Promise.all([
      gzipAsync(identity, { level: 9 }),
      brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    ]);
    const headers: string[] = [];
    response.headers.forEach((value, name) => {
      if (!PER_RESPONSE.has(name.toLowerCase())) headers.push(name, value);
    });
    headers.push("ETag", response.etag, "Vary", "Accept-Encoding", "X-Cache", "hit");
    const limit = Math.min(this.#now() + MAX_AGE_MS, response.until ?? Number.POSITIVE_INFINITY);
    this.#store.set(request.url.pathname, query, {
      key: pageCacheKey(request.url.pathname, request.url.search, query, request.cookie),
      status: response.status,
      headers,
      etag: response.etag,
      identity,
      gzip: gzipped,
      brotli,
      version: known.version,
      expiresAt: known.nextChangeAt === null ? limit : Math.min(limit, known.nextChangeAt),
    });
  }
}
