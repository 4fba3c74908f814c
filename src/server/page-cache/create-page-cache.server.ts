import { type ApiTransport, createApiClient } from "../../client/api-client.ts";
import type { Config } from "../../config/config.server.ts";
import { getContentVersionOp } from "../../contracts/api/content.ts";
import type { Logger } from "../../lib/logger.server.ts";
import { ContentFreshness } from "./freshness.server.ts";
import { PageCache } from "./page-cache.server.ts";
import { PageStore } from "./page-store.ts";

/**
 * The page cache of a web instance, asking the API (in this process or remote) for the content
 * version at most every PAGE_CACHE_CHECK_MS. Undefined when PAGE_CACHE is off.
 */
export function createPageCache(
  config: Config,
  api: { baseUrl: string; transport: ApiTransport },
  logger: Logger,
): PageCache | undefined {
  if (!config.pageCache.enabled) return undefined;
  const client = createApiClient({
    baseUrl: api.baseUrl,
    apiKey: config.api.publicKey,
    locale: "en",
    transport: api.transport,
  });
  const freshness = new ContentFreshness(
    () => client.call(getContentVersionOp, {}),
    config.pageCache.checkEveryMs,
    (error) =>
      logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "page cache: the content version could not be read; cached pages stand",
      ),
  );
  return new PageCache(new PageStore(config.pageCache.maxBytes), freshness);
}
