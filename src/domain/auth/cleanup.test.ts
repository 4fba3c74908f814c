import { eq, inArray } from "drizzle-orm";
import { expect, test } from "vitest";
import { testConfig } from "../../../tests/config.ts";
import { actorFor, testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeCustomer, makeLine } from "../../../tests/factories/accounts.ts";
import { otpCodes, sessions } from "../../db/schema/index.ts";
import { pruneExpiredCodes } from "./cleanup.ts";
import { startCodeFlow } from "./code-flows.ts";
import { createSession, pruneSessions, revokeOtherSessions } from "./sessions.ts";

const DAY = 24 * 60 * 60_000;
const pepper = testConfig().secrets.sessionPepper;

test("sessions that ended more than a day ago are pruned; the live one stays", () =>
  withRollback(async (_handle, db) => {
    const { account } = await makeCustomer(db);
    const now = new Date();
    const session = (at: Date, device: string) =>
      createSession(db, { accountId: account.id, device, pepper, withRefresh: false, now: at });
    await session(new Date(now.getTime() - 10 * DAY), "expired a while ago");
    await session(new Date(now.getTime() - 3 * DAY), "revoked two days ago");
    await session(now, "this one");
    const [current] = await db.select().from(sessions).where(eq(sessions.device, "this one"));
    if (!current) throw new Error("session not made");
    // Signed out of every other device two days ago: only the current session stays.
    const twoDaysAgo = testContext(db, {
      actor: actorFor(account.id, [], current.id),
      now: new Date(now.getTime() - 2 * DAY),
    });
    expect(await revokeOtherSessions({ ctx: twoDaysAgo })).toEqual({ ended: 2 });

    expect(await pruneSessions({ ctx: testContext(db, { now }) })).toBeGreaterThanOrEqual(2);
    const left = await db.select({ device: sessions.device }).from(sessions).where(eq(sessions.accountId, account.id));
    expect(left).toEqual([{ device: "this one" }]);
  }));

test("codes that expired more than a day ago are pruned; a running one stays", () =>
  withRollback(async (_handle, db) => {
    const now = new Date();
    const [old, fresh] = [await makeLine(db), await makeLine(db)];
    const start = (msisdn: string, at: Date) =>
      startCodeFlow({ ctx: testContext(db, { now: at }), input: { msisdn, purpose: "signup" } });
    const stale = await start(old.msisdn, new Date(now.getTime() - 2 * DAY));
    const running = await start(fresh.msisdn, now);

    expect(await pruneExpiredCodes({ ctx: testContext(db, { now }) })).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ flowId: otpCodes.flowId })
      .from(otpCodes)
      .where(inArray(otpCodes.flowId, [stale.flowId, running.flowId]));
    expect(left).toEqual([{ flowId: running.flowId }]);
  }));
