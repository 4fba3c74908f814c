/**
 * The delivery rules the SMS and email outboxes share: how long a claimed message is left alone,
 * and what a failed attempt does (retried after 1, 2, 4, 8 minutes, given up after five).
 */
import { safeErrorText } from "../../lib/error-text.ts";

const MAX_ATTEMPTS = 5;

/** How long a claimed message is left alone by other instances while it is being sent. */
export const SENDING_LEASE_MS = 2 * 60_000;

/** The row's new state after a failed attempt, and whether that was its last. */
export function failedAttempt(previousAttempts: number, now: Date, error: unknown) {
  const attempts = previousAttempts + 1;
  const givenUp = attempts >= MAX_ATTEMPTS;
  return {
    givenUp,
    set: {
      attempts,
      status: givenUp ? ("failed" as const) : ("pending" as const),
      nextAttemptAt: new Date(now.getTime() + 2 ** (attempts - 1) * 60_000),
      lastError: safeErrorText(error),
      failedAt: givenUp ? now : null,
    },
  };
}
