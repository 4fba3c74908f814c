import type { ContentVersion } from "../../contracts/api/content.ts";

export type KnownVersion = { version: number; nextChangeAt: number | null };

/**
 * The content version as this instance last heard it, asked for at most once per `checkEveryMs`.
 * Callers that arrive while the answer is fresh get it at once; after that the first caller asks and
 * everyone arriving meanwhile waits on the same question. When the API cannot answer, the last known
 * version stands (cached pages keep being served through a database outage) and it is asked again
 * after the interval.
 */
export class ContentFreshness {
  #known: KnownVersion | null = null;
  #checkedAt = Number.NEGATIVE_INFINITY;
  #asking: Promise<KnownVersion | null> | null = null;

  readonly #source: () => Promise<ContentVersion>;
  readonly #checkEveryMs: number;
  readonly #onError: (error: unknown) => void;
  readonly #now: () => number;

  constructor(
    source: () => Promise<ContentVersion>,
    checkEveryMs: number,
    onError: (error: unknown) => void,
    now: () => number = Date.now,
  ) {
    this.#source = source;
    this.#checkEveryMs = checkEveryMs;
    this.#onError = onError;
    this.#now = now;
  }

  /** The version, synchronously when known and fresh, else after asking (null: never known). */
  current(): KnownVersion | null | Promise<KnownVersion | null> {
    if (this.#known && this.#now() - this.#checkedAt < this.#checkEveryMs) return this.#known;
    this.#asking ??= this.#ask().finally(() => {
      this.#asking = null;
    });
    return this.#asking;
  }

  async #ask(): Promise<KnownVersion | null> {
    const askedAt = this.#now();
    try {
      const answer = await this.#source();
      this.#known = {
        version: answer.version,
        nextChangeAt: answer.nextChangeAt ? Date.parse(answer.nextChangeAt) : null,
      };
    } catch (error) {
      this.#onError(error);
    }
    this.#checkedAt = askedAt;
    return this.#known;
  }
}
