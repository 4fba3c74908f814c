import { maskMsisdn } from "../../contracts/msisdn.ts";
import type { PaidFrom } from "../../contracts/usage-records.ts";

/**
 * What paid for a rated event: bundles alone, the balance (or a postpaid bill) alone, both, or
 * nothing at all (a free rate). A charge the balance could not cover (overage) still counts as the
 * balance's: that is where the customer was charged.
 */
export function paidFromOf(r: { fromBuckets: number; charged: number; overage: number }): PaidFrom {
  const fromBalance = r.charged + r.overage > 0;
  if (r.fromBuckets > 0) return fromBalance ? "bundle_and_balance" : "bundle";
  return fromBalance ? "balance" : "free";
}

/** ITU country codes of one and two digits; every other code has three (ITU-T E.164 annex). */
const SHORT_CODES = new Set(
  "1 7 20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98".split(
    " ",
  ),
);

/** The country code an international number starts with. */
function countryCode(digits: string): string {
  if (SHORT_CODES.has(digits.slice(0, 1))) return digits.slice(0, 1);
  if (SHORT_CODES.has(digits.slice(0, 2))) return digits.slice(0, 2);
  return digits.slice(0, 3);
}

/**
 * The other party's number partly hidden, as the usage page promises: an Iraqi mobile as
 * "0770 ••• ••12" (its network shows), anything else as its country and last two digits,
 * "+90 ••• ••12". Only this form is stored.
 */
export function maskPeer(digits: string): string {
  const clean = digits.replace(/\D/g, "");
  if (/^9647\d{9}$/.test(clean)) return maskMsisdn(clean);
  if (clean.length < 6) return "•••";
  return `+${countryCode(clean)} ••• ••${clean.slice(-2)}`;
}
