/**
 * The browser's half of the contact forms' proof-of-work (docs/decisions/052-tickets.md): solves a
 * challenge from GET /tickets/challenge with altcha-lib's own small v1 solver (Web Crypto, no
 * worker, nothing fetched from elsewhere) and gives the value of the form's `altcha` field. Pages
 * load it lazily (`await import(...)`) once the form is in view, so it costs nothing up front.
 */
import { solveChallenge } from "altcha-lib/v1";
import type { z } from "zod";
import type { powChallenge } from "../contracts/api/tickets.ts";

export type PowChallenge = z.output<typeof powChallenge>;

/** The `altcha` field for a solved challenge, or null if it was not solved in time (the form still works, with the SMS code). */
export async function solvePow(challenge: PowChallenge, timeoutMs = 30_000): Promise<string | null> {
  const { promise, controller } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  );
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const solution = await promise;
    if (!solution) return null;
    const payload = {
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    };
    return btoa(JSON.stringify(payload));
  } finally {
    clearTimeout(timer);
  }
}
