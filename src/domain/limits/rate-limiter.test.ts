import { randomUUID } from "node:crypto";
import { expect, test } from "vitest";
import { silentLogger } from "../../../tests/config.ts";
import { withRollback } from "../../../tests/database.ts";
import { redisLimiter } from "../../adapters/rate-limit/redis-limiter.ts";
import { DomainError } from "../errors.ts";
import { consumeRate, databaseLimiter, type RateLimiter } from "./rate-limiter.ts";

const rule = { name: "test", limit: 3, windowMs: 60_000 };
const at = (s: number) => new Date(Date.UTC(2026, 10, 22, 10, 0, s));

async function exercise(limiter: RateLimiter, subject: string) {
  for (let i = 0; i < 3; i++) await consumeRate(limiter, rule, subject, at(10));
  const error = await consumeRate(limiter, rule, subject, at(20)).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ code: "rate_limited", details: { retryAfter: 40 } });
  // Another subject has its own count; the next window starts afresh.
  await consumeRate(limiter, rule, `${subject}-other`, at(20));
  await consumeRate(limiter, rule, subject, at(61));
}

test("the database limiter allows the limit per window, then answers with the seconds to wait", () =>
  withRollback(async ({ db }) => exercise(databaseLimiter(db), "client-a")));

test.runIf(process.env.TEST_REDIS_URL)("the Redis limiter counts the same way, shared by every instance", async () => {
  const url = process.env.TEST_REDIS_URL ?? "";
  const fallback = () => {
    throw new Error("the database should not be used while Redis answers");
  };
  const one = await redisLimiter(url, fallback, silentLogger());
  const two = await redisLimiter(url, fallback, silentLogger());
  const subject = randomUUID();
  try {
    await consumeRate(one.limiter, rule, subject, at(1));
    await consumeRate(two.limiter, rule, subject, at(2));
    await consumeRate(one.limiter, rule, subject, at(3));
    await expect(consumeRate(two.limiter, rule, subject, at(4))).rejects.toMatchObject({ code: "rate_limited" });
  } finally {
    await one.close();
    await two.close();
  }
});
