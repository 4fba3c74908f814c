import * as ops from "../../contracts/api/puk.ts";
import { revealPuk, startPukCode } from "../../domain/lines/puk.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** A SIM's PUK (`/api/v1/lines/{lineId}/puk`). */
export function pukRoutes() {
  const r = newRouter();

  implement(r, ops.startPukCodeOp, (_c, { ctx, params, body }) =>
    startPukCode({ ctx, input: { lineId: params.lineId, msisdn: body.msisdn } }),
  );

  implement(r, ops.revealPukOp, (_c, { ctx, params, body }) =>
    revealPuk({ ctx, input: { lineId: params.lineId, proof: body } }),
  );

  return r;
}
