/**
 * Plain values of plan changes and prepaid-to-postpaid requests (issue 21), shared by the
 * database, the domain and the pages.
 */
/** `start`: a postpaid line without a plan takes its first one (charged in full, as a plan fee). */
export const planChangeDirections = ["upgrade", "downgrade", "start"] as const;
export type PlanChangeDirection = (typeof planChangeDirections)[number];

/** `applied` (upgrades at once, downgrades at the next cycle), `pending` (a downgrade waiting), `cancelled`. */
export const planChangeStates = ["applied", "pending", "cancelled"] as const;
export type PlanChangeState = (typeof planChangeStates)[number];

export const conversionStates = ["in_review", "completed", "rejected"] as const;
export type ConversionState = (typeof conversionStates)[number];

/** Why a prepaid line cannot be moved to postpaid online now; each is a message `plans.convert.refusal.<code>`. */
export const conversionRefusals = [
  "not_prepaid",
  "not_mobile",
  "not_active",
  "business_line",
  "request_open",
  "advance_unpaid",
] as const;
export type ConversionRefusal = (typeof conversionRefusals)[number];
