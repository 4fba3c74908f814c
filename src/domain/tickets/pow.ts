/**
 * The self-hosted proof-of-work challenge of the ticket forms, ALTCHA v1 as altcha-lib makes it:
 * the server issues {algorithm, challenge, salt, signature, maxnumber}, the browser finds the
 * number n with SHA-256(salt + n) = challenge, and the server checks the HMAC, the expiry (in the
 * salt, so it is signed too) and that the challenge was not used before. Nothing leaves the site
 * (docs/decisions/052-tickets.md).
 */
import { createHmac } from "node:crypto";
import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import { lt } from "drizzle-orm";
import { z } from "zod";
import { spentChallenges } from "../../db/schema/index.ts";
import type { ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { consumeRate } from "../limits/rate-limiter.ts";
import { TICKET_RULES } from "./limits.ts";

/** About 50,000 hashes on average: well under a second on a mid-range phone, a cost at scale. */
export const POW_MAX_NUMBER = 100_000;
export const POW_TTL_MS = 10 * 60_000;

export type PowChallenge = {
  algorithm: "SHA-256";
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
};

/** The challenges' own key, derived so the session pepper itself is never an HMAC key twice. */
const powKey = (ctx: ServiceContext) =>
  createHmac("sha256", ctx.env.config.secrets.sessionPepper).update("care-pow-v1").digest("hex");

export async function issueChallenge({ ctx }: { ctx: ServiceContext }): Promise<PowChallenge> {
  await consumeRate(ctx.env.limiter, TICKET_RULES.challengePerClient, ctx.client, ctx.now);
  const made = await createChallenge({
    algorithm: "SHA-256",
    hmacKey: powKey(ctx),
    maxNumber: POW_MAX_NUMBER,
    expires: new Date(ctx.now.getTime() + POW_TTL_MS),
  });
  return {
    algorithm: "SHA-256",
    challenge: made.challenge,
    maxnumber: POW_MAX_NUMBER,
    salt: made.salt,
    signature: made.signature,
  };
}

const payloadSchema = z.object({
  algorithm: z.literal("SHA-256"),
  challenge: z.string().max(200),
  number: z.number().int().min(0),
  salt: z.string().max(500),
  signature: z.string().max(200),
});

function decode(altcha: string) {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(altcha, "base64").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Accepts a solved challenge once: a wrong, forged or expired one is `pow_invalid`, one already
 * used `pow_replayed` (both 422 on the field `altcha`, so the page fetches a new challenge).
 */
export async function spendSolution(ctx: ServiceContext, altcha: string): Promise<void> {
  const payload = decode(altcha);
  const invalid = () => new DomainError("invalid", "pow_invalid", { field: "altcha" });
  if (!payload) throw invalid();
  // Expiry is judged by the request's clock, not altcha-lib's own Date.now().
  if (!(await verifySolution(payload, powKey(ctx), false))) throw invalid();
  const expires = Number(extractParams(payload).expires);
  if (!Number.isFinite(expires) || expires * 1000 <= ctx.now.getTime()) throw invalid();
  await ctx.db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, ctx.now));
  const spent = await ctx.db
    .insert(spentChallenges)
    .values({ signature: payload.signature, expiresAt: new Date(expires * 1000) })
    .onConflictDoNothing()
    .returning({ signature: spentChallenges.signature });
  if (spent.length === 0) throw new DomainError("invalid", "pow_replayed", { field: "altcha" });
}
