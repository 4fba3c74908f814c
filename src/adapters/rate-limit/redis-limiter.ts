import { createClient } from "redis";
import type { RateCounter } from "../../domain/limits/rate-limiter.ts";
import type { Logger } from "../../lib/logger.server.ts";

/** The counters of throttles (rules that are not durable), and whether their store answers. */
export type ThrottleStore = {
  counter: RateCounter;
  /** "degraded" while the store is away and throttles are counted in the database instead. */
  status(): Promise<"ok" | "degraded">;
};

export type RedisThrottleOptions = {
  /** How long a command may take before the database counts instead. */
  commandTimeoutMs?: number;
  /** After a failure, how long to count in the database without asking Redis first. */
  pauseAfterFailureMs?: number;
};

/**
 * Throttle windows in Redis (REDIS_URL): one INCRBY per attempt, the key expiring with its window,
 * so counts are shared by every instance without touching the database. Only rules that guard
 * nothing come here (docs/decisions/033-durable-limits-and-redis-throttles.md): when Redis is slow, refusing or not yet connected, the
 * attempt is counted in the database within `commandTimeoutMs`, and a reset does no harm.
 *
 * Nothing waits for Redis: the client connects (and reconnects) in the background, commands are
 * never queued while it is away, and after a failure Redis is left alone for a short pause.
 */
export function redisThrottle(
  url: string,
  fallback: RateCounter,
  log: Logger,
  options: RedisThrottleOptions = {},
): ThrottleStore & { close(): Promise<void> } {
  const timeoutMs = options.commandTimeoutMs ?? 250;
  const pauseMs = options.pauseAfterFailureMs ?? 5_000;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: timeoutMs },
    socket: { connectTimeout: 1_000, reconnectStrategy: (n) => Math.min(100 * 2 ** n, 5_000) },
  });
  let state: "starting" | "up" | "down" = "starting";
  let pausedUntil = 0;
  let closed = false;

  const wentDown = (error: unknown) => {
    if (state !== "down" && !closed) {
      // The raw text stays in the log; /readyz says only which dependency is away.
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ reason }, "redis unreachable: throttles are counted in the database");
    }
    state = "down";
  };
  const cameBack = () => {
    if (state === "down") log.info("redis reachable again: throttles are counted in redis");
    state = "up";
  };
  client.on("error", wentDown);
  client.on("ready", () => {
    pausedUntil = 0;
    cameBack();
  });
  client.connect().catch(wentDown);

  const usable = () => client.isReady && Date.now() >= pausedUntil;

  const counter: RateCounter = {
    async hit(key, windowMs, now, by = 1) {
      const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
      if (!usable()) return fallback.hit(key, windowMs, now, by);
      const redisKey = `rl:${key}:${windowStart}`;
      try {
        const [count] = await within(
          timeoutMs,
          client
            .multi()
            .incrBy(redisKey, by)
            .pExpire(redisKey, windowMs + 1_000)
            .exec(),
        );
        cameBack();
        return { count: Number(count), resetAt: windowStart + windowMs };
      } catch (error) {
        pausedUntil = Date.now() + pauseMs;
        wentDown(error);
        return fallback.hit(key, windowMs, now, by);
      }
    },
  };

  return {
    counter,
    async status() {
      if (!usable()) return "degraded";
      try {
        await within(timeoutMs, client.ping());
        return "ok";
      } catch {
        return "degraded";
      }
    },
    async close() {
      closed = true;
      // Waits for pending commands, but not for a Redis that has fallen silent.
      if (client.isReady) await within(1_000, client.close()).catch(() => client.destroy());
      else if (client.isOpen) client.destroy();
    },
  };
}

/** The promise's value, or a rejection once `ms` have passed (the late answer is ignored). */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
