import { createHmac } from "node:crypto";

/**
 * The lookup key of a scratch-card code: an HMAC with the voucher pepper (DESIGN.md). Without
 * the pepper a leaked table cannot be turned back into codes, even though codes are only 14 digits.
 */
export function voucherHash(pepper: string, code: string): string {
  return createHmac("sha256", pepper).update(`voucher:${code}`).digest("hex");
}
