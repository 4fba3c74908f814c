/**
 * Public reads answered from one in-process cache per API (src/lib/read-cache.ts): what every
 * anonymous page asks for (pages, catalogue lists, articles, campaigns) is the same for everyone in
 * one language on one Baghdad day, until the content version changes. With a read replica a miss is
 * loaded there, once the replica has replayed the version the cache holds answers for
 * (docs/decisions/078-read-replica.md).
 */
import type { Context } from "hono";
import { baghdadToday } from "../contracts/business-time.ts";
import type { ServiceContext } from "../domain/context.ts";
import { currentContentVersion } from "../domain/pages/content-version.ts";
import { ReadCache } from "../lib/read-cache.ts";
import type { ApiDeps, ApiEnv } from "./context.ts";
import { onReader } from "./read-replica.ts";
import { serviceContext } from "./service-context.ts";

const caches = new WeakMap<ApiDeps, ReadCache>();

function cacheOf(c: Context<ApiEnv>): ReadCache {
  const { deps } = c.var;
  let cache = caches.get(deps);
  if (!cache) {
    // The primary's version: the replica's would lag, and a cache that trusted it would keep old
    // answers after a change for as long as the replica is behind, on every instance.
    const { db } = deps.database;
    cache = new ReadCache(() => currentContentVersion({ db }), {
      checkEveryMs: deps.config.pageCache.checkEveryMs,
    });
    caches.set(deps, cache);
  }
  return cache;
}

/**
 * `load()`'s answer for this operation and input in the caller's language, shared by every caller.
 * Only for reads whose answer depends on nothing but the input, the language and the day: never
 * the signed-in customer.
 */
export function publicRead<T>(
  c: Context<ApiEnv>,
  operation: string,
  input: unknown,
  load: (ctx: ServiceContext) => Promise<T>,
) {
  const ctx = serviceContext(c);
  const key = `${operation}|${ctx.locale}|${baghdadToday(ctx.now)}|${JSON.stringify(input ?? null)}`;
  const cache = cacheOf(c);
  return cache.get(key, () => onReader(c, load, { caughtUp: (replica) => replicaHolds(replica, cache.version) }));
}

/**
 * A public content read kept out of the cache (one offering, an article, search), on the replica
 * under the same rule: only once it has replayed the content version this instance knows, so a page
 * the page cache renders at that version is not filled from older content.
 */
export function publicReader<T>(c: Context<ApiEnv>, read: (ctx: ServiceContext) => Promise<T>): Promise<T> {
  const cache = cacheOf(c);
  return onReader(c, read, { caughtUp: async (replica) => replicaHolds(replica, await cache.currentVersion()) });
}

/**
 * Whether the replica has replayed the content version the cache keeps answers for: an answer
 * loaded from a replica still behind it would be kept as that version's until the next change.
 * One primary-key read on the replica per cache miss.
 */
async function replicaHolds(replica: ServiceContext, version: number | undefined): Promise<boolean> {
  if (version === undefined) return false;
  return (await currentContentVersion(replica)) >= version;
}
