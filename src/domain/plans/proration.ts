/**
 * The prorated charge of a plan upgrade (docs/decisions/072-plan-changes-and-postpaid-conversion.md).
 * Counted in whole days: the day of the change counts as a day left (a started day is a day of the
 * new plan), and the result is rounded down to whole IQD, so the customer is never charged for a
 * fraction of a dinar more than the new plan's share.
 */
const DAY = 24 * 60 * 60_000;

export type PlanPeriod = { startsAt: Date; endsAt: Date };

/** Whole days in the plan period (a 30-day plan: 30). */
export const periodDays = (p: PlanPeriod) => Math.max(1, Math.round((p.endsAt.getTime() - p.startsAt.getTime()) / DAY));

/** Whole days left from `now` to the period's end, a started day counting in full; 0 once it ended. */
export function daysLeft(p: PlanPeriod, now: Date): number {
  const left = Math.ceil((p.endsAt.getTime() - now.getTime()) / DAY);
  return Math.min(periodDays(p), Math.max(0, left));
}

/**
 * floor((new fee − old fee) × days left ÷ days in the period), in integer arithmetic; 0 when the
 * new plan is not dearer.
 */
export function proratedCharge(oldFeeIqd: number, newFeeIqd: number, p: PlanPeriod, now: Date): number {
  const difference = newFeeIqd - oldFeeIqd;
  if (difference <= 0) return 0;
  return Math.floor((difference * daysLeft(p, now)) / periodDays(p));
}

/**
 * The credit limit that comes with a postpaid plan for a line moved from prepaid: three months of
 * its fee, and never below 100,000 IQD, so a month's out-of-bundle use fits beside the fee.
 */
export const creditLimitFor = (feeIqd: number) => Math.max(100_000, feeIqd * 3);
