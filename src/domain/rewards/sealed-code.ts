import { createHmac } from "node:crypto";
import { type SealKey, seal, unseal } from "../crypto/seal.ts";

/**
 * Reward codes (partner vouchers, free vouchers) are sealed (src/domain/crypto/seal.ts) under a key
 * derived from the voucher pepper (docs/decisions/057-rewards.md).
 */
const rewardKey = (pepper: string): SealKey => ({ secret: pepper, salt: "zain-rewards", info: "reward-codes:v1" });

export const sealCode = (pepper: string, code: string) => seal(rewardKey(pepper), code);

export const openCode = (pepper: string, sealed: string) => unseal(rewardKey(pepper), sealed);

/** A partner code's lookup key, so one code is never imported twice (without storing it in clear). */
export const partnerCodeHash = (pepper: string, reward: string, code: string) =>
  createHmac("sha256", pepper).update(`reward-code:${reward}:${code}`).digest("hex");
