import * as ops from "../../contracts/api/points.ts";
import { pointsEarning, pointsHistory, pointsSummary } from "../../domain/points/views.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** The signed-in customer's reward points (`/api/v1/account/points...`); never cached. */
export function pointsRoutes() {
  const r = newRouter();

  implement(r, ops.getPointsEarningOp, (c, { ctx }) => {
    c.header("Cache-Control", "private, no-store");
    return pointsEarning({ ctx });
  });

  implement(r, ops.getPointsHistoryOp, (c, { ctx, query }) => {
    c.header("Cache-Control", "private, no-store");
    return pointsHistory({ ctx, input: query });
  });

  implement(r, ops.getPointsSummaryOp, (c, { ctx }) => {
    c.header("Cache-Control", "private, no-store");
    return pointsSummary({ ctx });
  });

  return r;
}
