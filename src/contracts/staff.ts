/**
 * The operator's side: staff roles, who can suspend a line and why. Plain data shared by the
 * contracts, the schema and the domain (docs/decisions/034-staff-credentials-and-audit.md,
 * 035-suspension-ownership.md).
 */

/** What a staff member may do; each staff operation lists the roles it admits. */
export const staffRoles = ["support", "ekyc_reviewer", "finance", "admin", "care"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** A staff login: lower-case letters, digits, dots, dashes and underscores. */
export const STAFF_LOGIN = /^[a-z0-9][a-z0-9._-]{1,39}$/;

/** Who suspended a line: its customer (lost or stolen), a staff member, or an operator at the command line. */
export const suspensionActors = ["customer", "staff", "operator"] as const;
export type SuspensionActor = (typeof suspensionActors)[number];

/** The one reason a customer suspends their own line. */
export const customerSuspensionReasons = ["lost_or_stolen"] as const;

/** Why the operator (staff or an operator command) suspends a line. */
export const operatorSuspensionReasons = [
  "fraud_suspected",
  "unpaid_bills",
  "legal_order",
  "identity_not_verified",
  "customer_request",
] as const;
export type OperatorSuspensionReason = (typeof operatorSuspensionReasons)[number];

export const suspensionReasons = [...customerSuspensionReasons, ...operatorSuspensionReasons] as const;
export type SuspensionReason = (typeof suspensionReasons)[number];
