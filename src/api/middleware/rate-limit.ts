import type { Context, Next } from "hono";
import { consumeRate, type RateRule } from "../../domain/limits/rate-limiter.ts";
import type { ApiEnv } from "../context.ts";
import { domainEnvOf } from "../service-context.ts";
import { clientAddress } from "./session.ts";

/**
 * Counts a request against a per-client rule before the route reads anything: in the database if
 * the rule is durable, else with the throttles (Redis when configured).
 */
export const perClientLimit = (rule: RateRule) => async (c: Context<ApiEnv>, next: Next) => {
  await consumeRate(domainEnvOf(c.var.deps).limiter, rule, clientAddress(c));
  await next();
};
