import type { Context, Next } from "hono";
import { consumeRate, databaseLimiter, type RateLimiter, type RateRule } from "../../domain/limits/rate-limiter.ts";
import type { ApiEnv } from "../context.ts";
import { clientAddress } from "./session.ts";

/** The rate-limit counters: Redis when configured, else the database. */
export const limiterOf = (c: Context<ApiEnv>): RateLimiter =>
  c.var.deps.rateLimiter ?? databaseLimiter(c.var.deps.database.db);

/** Counts a request against a per-client rule before the route reads anything. */
export const perClientLimit = (rule: RateRule) => async (c: Context<ApiEnv>, next: Next) => {
  await consumeRate(limiterOf(c), rule, clientAddress(c));
  await next();
};
