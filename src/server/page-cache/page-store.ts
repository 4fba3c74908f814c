/** One rendered page, ready to send in any encoding the browser accepts. */
export type CachedPage = {
  key: string;
  status: number;
  /** Response headers as rendered (name, value, name, value…) with the ETag and Vary, without per-request ones. */
  headers: readonly string[];
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  /** The content version it was rendered at. */
  version: number;
  /** It may not be served after this moment (a campaign starts or ends, or the safety limit). */
  expiresAt: number;
};

const sizeOf = (page: CachedPage) => page.identity.length + page.gzip.length + page.brotli.length + 512;

/**
 * Rendered pages, least recently used out first, within a byte budget. Keys are bounded by what
 * routes declare, but values of their parameters come from visitors, so the budget is the guard.
 */
export class PageStore {
  readonly #pages = new Map<string, CachedPage>();
  /** Which query parameters each path's page reads, learnt from its first cacheable render. */
  readonly #queries = new Map<string, readonly string[]>();
  #bytes = 0;

  readonly #maxBytes: number;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  queryOf(pathname: string): readonly string[] | undefined {
    return this.#queries.get(pathname);
  }

  get(key: string): CachedPage | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    // Map order is insertion order: re-inserting marks it most recently used.
    this.#pages.delete(key);
    this.#pages.set(key, page);
    return page;
  }

  set(pathname: string, query: readonly string[], page: CachedPage): void {
    if (this.#queries.size > 10_000) this.#queries.clear();
    this.#queries.set(pathname, query);
    this.delete(page.key);
    this.#pages.set(page.key, page);
    this.#bytes += sizeOf(page);
    for (const [key, oldest] of this.#pages) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#pages.delete(key);
      this.#bytes -= sizeOf(oldest);
    }
  }

  delete(key: string): void {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= sizeOf(page);
  }

  clear(): void {
    this.#pages.clear();
    this.#bytes = 0;
  }

  get size(): number {
    return this.#pages.size;
  }

  get bytes(): number {
    return this.#bytes;
  }
}
