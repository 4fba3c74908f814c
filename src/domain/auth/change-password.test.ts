import { expect, test } from "vitest";
import { actorFor, testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeCustomer, TEST_PASSWORD } from "../../../tests/factories/accounts.ts";
import { DomainError } from "../errors.ts";
import { changePassword } from "./accounts.ts";

const NEW_PASSWORD = "a new and longer passphrase";
// One moment in the middle of a 15-minute window, so the whole test counts in one window.
const now = new Date("2026-03-01T10:07:00Z");

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => "changed",
    (error: unknown) => (error instanceof DomainError ? `${error.kind}:${error.code}` : error),
  );

test("five wrong current passwords lock the account's password change for the window; right ones cost nothing", () =>
  withRollback(async (_handle, db) => {
    const { account } = await makeCustomer(db);
    const ctx = testContext(db, { actor: actorFor(account.id), now });
    const change = (currentPassword: string, newPassword = NEW_PASSWORD) =>
      outcome(changePassword({ ctx, input: { currentPassword, newPassword, keepOtherSessions: true } }));

    // A right password does not count: only failures do.
    expect(await change(TEST_PASSWORD, NEW_PASSWORD)).toBe("changed");
    const wrong = [];
    for (let i = 0; i < 5; i++) wrong.push(await change("not my password"));
    expect(wrong).toEqual(Array(5).fill("invalid:password_wrong"));
    expect(await change(NEW_PASSWORD, TEST_PASSWORD)).toBe("rate_limited:password_locked");

    // The next window starts afresh.
    const later = testContext(db, { actor: actorFor(account.id), now: new Date(now.getTime() + 15 * 60_000) });
    const changed = await outcome(
      changePassword({
        ctx: later,
        input: { currentPassword: NEW_PASSWORD, newPassword: TEST_PASSWORD, keepOtherSessions: true },
      }),
    );
    expect(changed).toBe("changed");
  }));
