/**
 * What a confirmed proposal does, through the same use cases as the pages and the API: the bundle
 * purchase with the proposal's idempotency key (so it is bought once whatever happens around it),
 * the line's service switches, the suspension of a lost SIM, a credit transfer and an advance (each
 * with the proposal's key too, so a retried confirmation moves money once). A refusal by the account
 * (too little balance, a bundle no longer on sale, a transfer limit reached, Kafoo paused) is an
 * outcome to tell the customer, not a failure.
 */
import type { ActionOutcome } from "../../../contracts/assistant.ts";
import { purchaseBundle } from "../../bundles/purchase.ts";
import type { ServiceContext } from "../../context.ts";
import { DomainError } from "../../errors.ts";
import { takeAdvance } from "../../kafoo/advance.ts";
import { transferCredit } from "../../kafoo/transfer.ts";
import { setLineSuspended, updateServices } from "../../lines/services.ts";
import { refusalValues } from "./kafoo-replies.ts";
import { switchOf } from "./proposals.ts";
import type { ActionRow } from "./rows.ts";

/** A daily transfer limit (429) and a paused service (503) are refusals too: said, not raised. */
const REFUSALS: DomainError["kind"][] = ["conflict", "invalid", "not_found", "rate_limited", "unavailable"];

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
      case "transfer_credit": {
        const sent = await transferCredit({
          ctx,
          input: {
            lineId,
            recipient: action.params.recipient ?? "",
            amountIqd: action.params.amountIqd ?? 0,
            idempotencyKey: action.idempotencyKey,
          },
        });
        return {
          ok: true,
          outcome: { code: "done", balanceIqd: sent.body.balanceIqd, reference: sent.body.reference },
        };
      }
      case "take_advance": {
        const { body } = await takeAdvance({
          ctx,
          input: { lineId, amountIqd: action.params.amountIqd ?? 0, idempotencyKey: action.idempotencyKey },
        });
        const outcome = { balanceIqd: body.balanceIqd, reference: body.reference, outstandingIqd: body.outstandingIqd };
        return { ok: true, outcome: { code: "done", ...outcome } };
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
    if (error instanceof DomainError && REFUSALS.includes(error.kind)) {
      return { ok: false, outcome: { code: error.code, values: refusalValues(error) } };
    }
    throw error;
  }
}
