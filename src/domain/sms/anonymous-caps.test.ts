import { eq } from "drizzle-orm";
import { pino } from "pino";
import { expect, test } from "vitest";
import { testConfig } from "../../../tests/config.ts";
import { testContext, testEnv } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeLine } from "../../../tests/factories/accounts.ts";
import type { Db } from "../../db/client.server.ts";
import { otpCodes, smsOutbox } from "../../db/schema/index.ts";
import { counterValue } from "../../lib/metrics.server.ts";
import { startCodeFlow } from "../auth/code-flows.ts";
import { DomainError } from "../errors.ts";

/**
 * A block of numbers of its own (the first six national digits, 79xxxx), so no other test shares
 * its cap; 0790 1xx xxxx and 078x hold the seed's and the factories' numbers.
 */
const block = () => `96479${1000 + Math.floor(Math.random() * 9000)}`;
let serial = 0;
function numberIn(prefix: string) {
  serial += 1;
  return `${prefix}${String(serial % 10_000).padStart(4, "0")}`;
}

/** Error-level log lines, as an operator's log collector would see them. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: "error" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

function contextFor(db: Db, env: Record<string, string>, now: Date) {
  const captured = capturedLog();
  const config = testConfig(env);
  return { ctx: testContext(db, { now, env: testEnv(db, config, { log: captured.log }) }), logs: captured.lines };
}

const signup = async (ctx: ReturnType<typeof contextFor>["ctx"], msisdn: string) => {
  try {
    await startCodeFlow({
      ctx: { ...ctx, client: `198.51.100.${serial % 250}` },
      input: { msisdn, purpose: "signup" },
    });
    return "sent";
  } catch (error) {
    if (error instanceof DomainError) return `${error.code}:${error.details.retryAfter}`;
    throw error;
  }
};

const queued = async (db: Db, msisdn: string) =>
  (await db.select().from(smsOutbox).where(eq(smsOutbox.msisdn, msisdn))).length +
  (await db.select().from(otpCodes).where(eq(otpCodes.msisdn, msisdn))).length;

test("a number block takes its hourly cap of codes and not one more; the refusal leaves nothing behind", () =>
  withRollback(async (_handle, db) => {
    // 10:15 UTC: the hour's window ends in 45 minutes.
    const { ctx, logs } = contextFor(db, { SMS_PREFIX_HOURLY_CAP: "3" }, new Date("2026-03-01T10:15:00Z"));
    const prefix = block();
    const numbers = await Promise.all(Array.from({ length: 5 }, () => makeLine(db, { msisdn: numberIn(prefix) })));
    const hits = counterValue("sms_cap_hit_total", { cap: "prefix" });
    const outcomes = [];
    for (const line of numbers) outcomes.push(await signup(ctx, line.msisdn));
    expect(outcomes).toEqual(["sent", "sent", "sent", "sms_cap_reached:2700", "sms_cap_reached:2700"]);
    expect(await queued(db, numbers[2]?.msisdn ?? "")).toBe(2);
    expect(await queued(db, numbers[3]?.msisdn ?? "")).toBe(0);
    expect(counterValue("sms_cap_hit_total", { cap: "prefix" }) - hits).toBe(2);
    // One error-level line for the window, however many refusals follow.
    expect(logs).toEqual([
      expect.objectContaining({ level: 50, event: "sms_cap_hit", cap: "prefix", prefix: prefix.slice(3) }),
    ]);

    // Another block is not held back, and the next hour starts afresh.
    const elsewhere = await makeLine(db, { msisdn: numberIn(block()) });
    expect(await signup(ctx, elsewhere.msisdn)).toBe("sent");
    const nextHour = { ...ctx, now: new Date("2026-03-01T11:00:00Z") };
    expect(await signup(nextHour, numbers[4]?.msisdn ?? "")).toBe("sent");
  }));

test("the daily budget counts every block together and renews at midnight in Baghdad (21:00 UTC)", () =>
  withRollback(async (_handle, db) => {
    const { ctx, logs } = contextFor(db, { SMS_DAILY_ANONYMOUS_BUDGET: "2" }, new Date("2026-03-01T20:00:00Z"));
    const lines = await Promise.all(Array.from({ length: 4 }, () => makeLine(db, { msisdn: numberIn(block()) })));
    const hits = counterValue("sms_cap_hit_total", { cap: "daily" });
    const outcomes = [];
    for (const line of lines.slice(0, 3)) outcomes.push(await signup(ctx, line.msisdn));
    // 20:00 UTC is 23:00 in Baghdad: an hour to the new day.
    expect(outcomes).toEqual(["sent", "sent", "sms_cap_reached:3600"]);
    expect(counterValue("sms_cap_hit_total", { cap: "daily" }) - hits).toBe(1);
    expect(logs).toEqual([
      expect.objectContaining({ level: 50, cap: "daily", windowEndsAt: "2026-03-01T21:00:00.000Z" }),
    ]);
    const newDay = { ...ctx, now: new Date("2026-03-01T21:00:00Z") };
    expect(await signup(newDay, lines[3]?.msisdn ?? "")).toBe("sent");
  }));

test("codes to add a line to a signed-in account are not anonymous and do not count", () =>
  withRollback(async (_handle, db) => {
    const { ctx } = contextFor(db, { SMS_PREFIX_HOURLY_CAP: "1" }, new Date("2026-03-01T10:15:00Z"));
    const prefix = block();
    const signedIn = {
      ...ctx,
      actor: { userId: "a", accountId: "a", sessionId: "s", role: "owner" as const, lineIds: [] },
    };
    for (let i = 0; i < 2; i++) {
      const line = await makeLine(db, { msisdn: numberIn(prefix) });
      await startCodeFlow({ ctx: signedIn, input: { msisdn: line.msisdn, purpose: "add_line" } });
    }
    const line = await makeLine(db, { msisdn: numberIn(prefix) });
    expect(await signup(ctx, line.msisdn)).toBe("sent");
  }));
