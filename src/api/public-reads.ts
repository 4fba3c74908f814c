/**
 * Public reads answered from one in-process cache per API (src/lib/read-cache.ts): what every
 * anonymous page asks for (pages, catalogue lists, articles, campaigns) is the same for everyone in
 * one language on one Baghdad day, until the content version changes.
 */
import type { Context } from "hono";
import { baghdadToday } from "../contracts/business-time.ts";
import { currentContentVersion } from "../domain/pages/content-version.ts";
import { ReadCache } from "../lib/read-cache.ts";
import type { ApiDeps, ApiEnv } from "./context.ts";
import { serviceContext } from "./service-context.ts";

const caches = new WeakMap<ApiDeps, ReadCache>();

function cacheOf(c: Context<ApiEnv>): ReadCache {
  const { deps } = c.var;
  let cache = caches.get(deps);
  if (!cache) {
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
export function publicRead<T>(c: Context<ApiEnv>, operation: string, input: unknown, load: () => Promise<T>) {
  const ctx = serviceContext(c);
  const key = `${operation}|${ctx.locale}|${baghdadToday(ctx.now)}|${JSON.stringify(input ?? null)}`;
  return cacheOf(c).get(key, load);
}
