import * as ops from "../../contracts/api/numbers.ts";
import { searchNumbers } from "../../domain/inventory/search.ts";
import { deviceStockOf } from "../../domain/inventory/stock.ts";
import type { RateRule } from "../../domain/limits/rate-limiter.ts";
import { perClientLimit } from "../middleware/rate-limit.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/**
 * Number search reads the pool: generous for a person trying digits, a wall for a script walking
 * it. It guards no secret, so like site search it is a throttle, not a durable limit.
 */
export const NUMBER_SEARCH_RULE = {
  name: "numbers:client",
  limit: 120,
  windowMs: 5 * 60_000,
  durable: false,
} satisfies RateRule;

/** Choosing a new number, and stock per phone option. Neither is cached: both change by the minute. */
export function numberRoutes() {
  const r = newRouter();
  r.use("/numbers", perClientLimit(NUMBER_SEARCH_RULE));

  implement(r, ops.searchNumbersOp, async (c, { ctx, query }) => {
    c.header("Cache-Control", "no-store");
    return searchNumbers({ ctx, input: query });
  });

  implement(r, ops.deviceStockOp, async (c, { ctx, params }) => {
    c.header("Cache-Control", "no-store");
    return deviceStockOf({ ctx, input: params });
  });

  return r;
}
