/**
 * Who may recharge a number by card while strangers' wrong codes have locked it (issue 14): the
 * per-number lock-out protects the number's cards from a spread-out guessing attack, but it must not
 * let a stranger with a few addresses keep the line's own holder from recharging.
 */
import { peekTicket } from "../auth/code-flows.ts";
import { findLineHolder } from "../auth/lines.ts";
import type { ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";

/**
 * True for a signed-in customer who may act on the line, or for a payer showing a recharge ticket
 * (from an SMS code sent to this very number, valid 10 minutes). The ticket is only looked at, not
 * used up: a payer who mistypes the card may try again while it lasts. A ticket that is unknown,
 * expired or for another number proves nothing, and the caller is treated like anyone else.
 */
export async function provesLine(ctx: ServiceContext, msisdn: string, proof: string | undefined): Promise<boolean> {
  if (ctx.actor) {
    const holder = await findLineHolder(ctx.db, msisdn);
    if (holder && ctx.actor.lineIds.includes(holder.lineId)) return true;
  }
  if (!proof) return false;
  try {
    return (await peekTicket(ctx, proof, "recharge")) === msisdn;
  } catch (error) {
    if (error instanceof DomainError && error.code === "ticket_invalid") return false;
    throw error;
  }
}
