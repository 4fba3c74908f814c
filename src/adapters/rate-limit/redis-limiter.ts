import { createClient } from "redis";
import type { RateLimiter } from "../../domain/limits/rate-limiter.ts";
import type { Logger } from "../../lib/logger.server.ts";

/**
 * Rate-limit windows in Redis (REDIS_URL): one INCR per attempt, the key expiring with its window,
 * so counts are shared by every instance without touching the database. If Redis cannot answer,
 * the fallback limiter (the database) counts instead: limits never silently switch off.
 */
export async function redisLimiter(url: string, fallback: () => RateLimiter, log: Logger) {
  const client = createClient({
    url,
    socket: { connectTimeout: 2_000, reconnectStrategy: (n) => Math.min(n * 200, 5_000) },
  });
  client.on("error", (error: Error) => log.warn({ err: error.message }, "redis connection problem"));
  await client.connect();
  const limiter: RateLimiter = {
    async hit(key, windowMs, now, by = 1) {
      const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
      const redisKey = `rl:${key}:${windowStart}`;
      try {
        const [count] = await client
          .multi()
          .incrBy(redisKey, by)
          .pExpire(redisKey, windowMs + 1_000)
          .exec();
        return { count: Number(count), resetAt: windowStart + windowMs };
      } catch (error) {
        log.warn({ err: error instanceof Error ? error.message : String(error) }, "rate limit counted in the database");
        return fallback().hit(key, windowMs, now, by);
      }
    },
  };
  return { limiter, close: () => client.quit().then(() => undefined) };
}
