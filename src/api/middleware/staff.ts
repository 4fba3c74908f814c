import type { Context } from "hono";
import type { StaffRole } from "../../contracts/staff.ts";
import type { StaffActor } from "../../domain/context.ts";
import { failureBudget, type RateRule } from "../../domain/limits/rate-limiter.ts";
import { resolveStaffToken } from "../../domain/staff/credentials.ts";
import type { ApiEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { domainEnvOf } from "../service-context.ts";
import { clientAddress } from "./session.ts";

/**
 * Wrong staff tokens per client. Durable (a reset would restart guessing); a right token gives
 * its attempt back, so only failures count.
 */
export const STAFF_TOKEN_RULE = {
  name: "staff-token:client",
  limit: 20,
  windowMs: 15 * 60_000,
  durable: true,
} satisfies RateRule;

/**
 * The staff member behind `X-Staff-Token`, checked on every request (a revoked token stops at
 * once): 401 without a valid one, 403 when their role is not among `roles`, 429 after too many
 * wrong tokens from one client (docs/decisions/034-staff-credentials-and-audit.md).
 */
export async function requireStaff(c: Context<ApiEnv>, roles: readonly StaffRole[]): Promise<StaffActor> {
  const token = c.req.header("x-staff-token")?.trim();
  if (!token) throw new ApiError(401, "staff_unauthenticated");
  const { deps } = c.var;
  const now = new Date();
  const budget = failureBudget(domainEnvOf(deps).limiter, STAFF_TOKEN_RULE, clientAddress(c), "rate_limited");
  await budget.take(now);
  const staff = await resolveStaffToken(deps.database.db, deps.config.secrets.sessionPepper, token, now);
  if (!staff) throw new ApiError(401, "staff_token_invalid");
  await budget.giveBack(now);
  if (!roles.includes(staff.role)) throw new ApiError(403, "staff_role_forbidden");
  c.set("staff", staff);
  return staff;
}
