import { expect, test } from "vitest";
import { withRollback } from "../../../tests/database.ts";
import { DomainError } from "../errors.ts";
import { consumeRate, databaseLimiter, failureBudget, type RateCounter, type RateLimiter } from "./rate-limiter.ts";

const rule = { name: "test", limit: 3, windowMs: 60_000, durable: true };
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

test("durable rules are counted in the database even when a throttle store is given; throttles go to it", () =>
  withRollback(async ({ db }) => {
    const seen: string[] = [];
    const throttle: RateCounter = {
      async hit(key) {
        seen.push(key);
        return { count: 1, resetAt: 0 };
      },
    };
    const limiter = databaseLimiter(db, throttle);
    await exercise(limiter, "client-b");
    const budget = failureBudget(limiter, { ...rule, name: "fail" }, "client-b", "locked");
    await budget.take(at(1));
    await budget.giveBack(at(1));
    expect(seen).toEqual([]);

    await consumeRate(limiter, { ...rule, name: "search", durable: false }, "client-b", at(1));
    expect(seen).toEqual(["search:client-b"]);
  }));
