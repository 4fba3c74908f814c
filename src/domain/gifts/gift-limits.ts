/**
 * How many bundles may be given per Baghdad day: per paying account, and to one number from
 * everyone together (so a number cannot be flooded with gift SMS). Counted in the platform's
 * durable windows (src/domain/limits), charged before the gift runs, so parallel requests cannot
 * outrun the count, and given back when the gift fails or was only a retry.
 */
import type { ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";

const DAY_MS = 24 * 60 * 60_000;
/** Baghdad is UTC+3 all year: shifting the clock by this puts the daily window's edge at local midnight. */
const BAGHDAD_OFFSET_MS = 3 * 60 * 60_000;

type Slot = { key: string; limit: number; code: string };

export type GiftAllowance = { giveBack(): Promise<void> };

/**
 * Takes one gift from the payer's and the recipient's day, or refuses taking none: 429
 * `gift_limit_reached` (the payer's) or `gift_recipient_limit_reached` (the number's).
 */
export async function takeGiftAllowance(
  ctx: ServiceContext,
  payerAccountId: string,
  recipientLineId: string,
): Promise<GiftAllowance> {
  const { perPayerDaily, perRecipientDaily } = ctx.env.config.gifts;
  const slots: Slot[] = [
    { key: `gifts:payer:${payerAccountId}`, limit: perPayerDaily, code: "gift_limit_reached" },
    { key: `gifts:recipient:${recipientLineId}`, limit: perRecipientDaily, code: "gift_recipient_limit_reached" },
  ];
  // The counter's windows start at multiples of a day since the epoch (UTC); the shifted clock
  // makes them start at Baghdad midnight.
  const at = new Date(ctx.now.getTime() + BAGHDAD_OFFSET_MS);
  const counter = ctx.env.limiter.durable;
  const taken: Slot[] = [];
  const giveBack = async () => {
    for (const slot of taken.splice(0)) await counter.hit(slot.key, DAY_MS, at, -1);
  };
  for (const slot of slots) {
    const { count, resetAt } = await counter.hit(slot.key, DAY_MS, at);
    taken.push(slot);
    if (count > slot.limit) {
      await giveBack();
      const retryAfter = Math.max(1, Math.ceil((resetAt - at.getTime()) / 1000));
      throw new DomainError("rate_limited", slot.code, { retryAfter, limit: slot.limit });
    }
  }
  return { giveBack };
}
