/**
 * An in-process cache of read-mostly answers (public pages, catalogue lists, articles, campaigns),
 * emptied whenever `version()` reports a different number. The version is asked at most once per
 * `checkEveryMs`, so a change shows within that time on every instance, as the page cache does
 * (docs/decisions/043-read-cache-and-one-wave-loaders.md). Concurrent misses for one key share one
 * load; failed loads are not kept, so a 404 never outlives the record's publication.
 */
export type ReadCacheOptions = {
  /** At most this often the version is asked; 0 asks before every read. */
  checkEveryMs: number;
  /** The most answers kept; the oldest goes first. */
  maxEntries?: number;
  now?: () => number;
};

export class ReadCache {
  readonly #entries = new Map<string, Promise<unknown>>();
  #version: number | undefined;
  #checkedAt = Number.NEGATIVE_INFINITY;
  #checking: Promise<void> | undefined;

  readonly #readVersion: () => Promise<number>;
  readonly #options: ReadCacheOptions;

  constructor(version: () => Promise<number>, options: ReadCacheOptions) {
    this.#readVersion = version;
    this.#options = options;
  }

  /** The content version the kept answers belong to; undefined until it is known. */
  get version(): number | undefined {
    return this.#version;
  }

  /** The version as fresh as `get` would see it (asked at most once per `checkEveryMs`). */
  async currentVersion(): Promise<number | undefined> {
    await this.#fresh();
    return this.#version;
  }

  /** The answer for `key`, loaded once per content version. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    await this.#fresh();
    const found = this.#entries.get(key);
    if (found) return found as Promise<T>;
    const loading = load();
    this.#entries.set(key, loading);
    loading.catch(() => this.#entries.get(key) === loading && this.#entries.delete(key));
    // Beyond the bound the oldest answer goes first (a Map iterates in insertion order).
    if (this.#entries.size > (this.#options.maxEntries ?? 2000)) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    return loading;
  }

  #fresh(): Promise<void> {
    const now = (this.#options.now ?? Date.now)();
    if (now - this.#checkedAt < this.#options.checkEveryMs) return Promise.resolve();
    this.#checking ??= this.#readVersion()
      .then((version) => {
        if (version !== this.#version) this.#entries.clear();
        this.#version = version;
        this.#checkedAt = now;
      })
      .catch(() => {
        // Unknown freshness: keep nothing, and ask again on the next read.
        this.#entries.clear();
        this.#version = undefined;
      })
      .finally(() => {
        this.#checking = undefined;
      });
    return this.#checking;
  }
}
