/**
 * Reward points (DESIGN.md "Staff, orders, points and tickets"): what moves a points balance and
 * the tiers a customer account can reach. Shared by the database schema and the API contracts.
 */

/**
 * earn: points credited for an event (a recharge, a bill payment, a bundle, a task), kept as a lot
 * that expires; spend: points paid for a reward; expire: what was left of a lot when it expired;
 * reverse: points taken back because the event that earned them was refunded.
 */
export const pointsEntryKinds = ["earn", "spend", "expire", "reverse"] as const;
export type PointsEntryKind = (typeof pointsEntryKinds)[number];

/** Tiers, lowest first; which points make each one is configuration (earning rules). */
export const pointsTiers = ["silver", "gold", "platinum"] as const;
export type PointsTier = (typeof pointsTiers)[number];
