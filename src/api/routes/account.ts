import * as ops from "../../contracts/api/account.ts";
import { addLineWithTicket, getProfile, updateProfile } from "../../domain/account/profile.ts";
import { startCodeFlow } from "../../domain/auth/code-flows.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** The signed-in customer's own account (`/api/v1/account/...`). */
export function accountRoutes() {
  const r = newRouter();

  implement(r, ops.getProfileOp, (_c, { ctx }) => getProfile({ ctx }));

  implement(r, ops.updateProfileOp, (_c, { ctx, body }) => updateProfile({ ctx, input: body }));

  implement(r, ops.startAddLineOp, (_c, { ctx, body }) =>
    startCodeFlow({ ctx, input: { msisdn: body.msisdn, purpose: "add_line" } }),
  );

  implement(r, ops.addLineOp, (_c, { ctx, body }) => addLineWithTicket({ ctx, input: body }));

  return r;
}
