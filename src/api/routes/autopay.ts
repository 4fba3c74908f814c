import * as ops from "../../contracts/api/autopay.ts";
import { removeAutoPayRule, setAutoPayRule } from "../../domain/autopay/rules.ts";
import {
  confirmSavedMethod,
  getAutoPay,
  removeSavedMethod,
  startSavingMethod,
} from "../../domain/autopay/saved-methods.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** Saved cards and wallets and automatic payment rules (`/api/v1/autopay`), issue 20. */
export function autoPayRoutes() {
  const r = newRouter();

  implement(r, ops.getAutoPayOp, (c, { ctx }) => {
    c.header("Cache-Control", "private, no-store");
    return getAutoPay({ ctx });
  });

  implement(r, ops.startSavingMethodOp, (_c, { ctx }) => startSavingMethod({ ctx }));

  implement(r, ops.confirmSavedMethodOp, (_c, { ctx, params }) => confirmSavedMethod({ ctx, input: params }));

  implement(r, ops.removeSavedMethodOp, async (_c, { ctx, params }) => {
    await removeSavedMethod({ ctx, input: params });
    return undefined;
  });

  implement(r, ops.setAutoPayRuleOp, (_c, { ctx, body }) => setAutoPayRule({ ctx, input: body }));

  implement(r, ops.removeAutoPayRuleOp, async (_c, { ctx, params }) => {
    await removeAutoPayRule({ ctx, input: params });
    return undefined;
  });

  return r;
}
