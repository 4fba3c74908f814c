/**
 * What a confirmed proposal does, through the same use cases as the pages and the API: the bundle
 * purchase with the proposal's idempotency key (so it is bought once whatever happens around it),
 * the line's service switches, the suspension of a lost SIM. A refusal by the account (too little
 * balance, a bundle no longer on sale) is an outcome to tell the customer, not a failure.
 */
import type { ActionOutcome } from "../../../contracts/assistant.ts";
import { purchaseBundle } from "../../bundles/purchase.ts";
import type { ServiceContext } from "../../context.ts";
import { DomainError } from "../../errors.ts";
import { setLineSuspended, updateServices } from "../../lines/services.ts";
import { switchOf } from "./proposals.ts";
import type { ActionRow } from "./rows.ts";

export async function perform(
  ctx: ServiceContext,
  action: ActionRow,
): Promise<{ ok: boolean; outcome: ActionOutcome }> {
  const lineId = action.lineId;
  try {
    switch (action.kind) {
      case "buy_bundle": {
        const bought = await purchaseBundle({
          ctx,
          input: {
            lineId,
            offering: action.params.offering ?? "",
            autoRenew: false,
            idempotencyKey: action.idempotencyKey,
          },
        });
        return { ok: true, outcome: { code: "done", balanceIqd: bought.body.balanceIqd, endsAt: bought.body.endsAt } };
      }
      case "suspend_line":
        await setLineSuspended({ ctx, input: { lineId, suspended: true } });
        return { ok: true, outcome: { code: "done" } };
      default: {
        const { service, on } = switchOf(action.kind);
        await updateServices({ ctx, input: { lineId, patch: { [service]: on } } });
        return { ok: true, outcome: { code: "done" } };
      }
    }
  } catch (error) {
    // Refusals the customer can act on; anything else is a fault and rolls everything back.
    if (
      error instanceof DomainError &&
      (error.kind === "conflict" || error.kind === "invalid" || error.kind === "not_found")
    ) {
      return { ok: false, outcome: { code: error.code } };
    }
    throw error;
  }
}
