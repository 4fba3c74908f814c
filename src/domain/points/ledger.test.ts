import { asc, eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { withRollback } from "../../../tests/database.ts";
import { makeCustomer } from "../../../tests/factories/accounts.ts";
import { pointsBooks } from "../../../tests/factories/points.ts";
import { pointsEntries } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { earnPoints, expireDuePoints, spendPoints, takeBackPoints } from "./ledger.ts";

const day = (d: string) => new Date(`${d}T12:00:00+03:00`);
const inAYear = (at: Date) => new Date(at.getTime() + 365 * 86_400_000);

test("an event earns once: a retried recharge adds its points one time", () =>
  withRollback(async (_h, db) => {
    const { account } = await makeCustomer(db);
    const at = day("2026-01-10");
    const first = await earnPoints(db, {
      accountId: account.id,
      event: "payment:p1",
      points: 25,
      at,
      expiresAt: inAYear(at),
    });
    const again = await earnPoints(db, {
      accountId: account.id,
      event: "payment:p1",
      points: 25,
      at,
      expiresAt: inAYear(at),
    });
    expect(first).toEqual({ recorded: true, balance: 25 });
    expect(again).toEqual({ recorded: false, balance: 25 });
    expect(await pointsBooks(db, account.id)).toEqual({ balance: 25, entries: 25, lots: 25 });
  }));

test("spending takes the oldest points first and is refused, changing nothing, when short", () =>
  withRollback(async (_h, db) => {
    const { account } = await makeCustomer(db);
    const jan = day("2026-01-10");
    const mar = day("2026-03-10");
    await earnPoints(db, { accountId: account.id, event: "payment:old", points: 30, at: jan, expiresAt: inAYear(jan) });
    await earnPoints(db, { accountId: account.id, event: "payment:new", points: 50, at: mar, expiresAt: inAYear(mar) });
    await spendPoints(db, { accountId: account.id, event: "redemption:r1", points: 40, at: mar });
    const lots = await db
      .select({ event: pointsEntries.event, remaining: pointsEntries.remaining })
      .from(pointsEntries)
      .where(eq(pointsEntries.kind, "earn"))
      .orderBy(asc(pointsEntries.id));
    expect(lots.filter((l) => l.event.startsWith("payment:"))).toEqual([
      { event: "payment:old", remaining: 0 },
      { event: "payment:new", remaining: 40 },
    ]);
    const short = spendPoints(db, { accountId: account.id, event: "redemption:r2", points: 41, at: mar });
    await expect(short).rejects.toBeInstanceOf(DomainError);
    await expect(short).rejects.toMatchObject({ code: "insufficient_points" });
    expect(await pointsBooks(db, account.id)).toEqual({ balance: 40, entries: 40, lots: 40 });
  }));

test("expiry takes what is left of the oldest lots only, once", () =>
  withRollback(async (_h, db) => {
    const { account } = await makeCustomer(db);
    const jan = day("2025-01-10");
    const jun = day("2025-06-10");
    await earnPoints(db, { accountId: account.id, event: "payment:jan", points: 30, at: jan, expiresAt: inAYear(jan) });
    await earnPoints(db, { accountId: account.id, event: "payment:jun", points: 20, at: jun, expiresAt: inAYear(jun) });
    await spendPoints(db, { accountId: account.id, event: "redemption:r1", points: 10, at: jun });
    expect(await expireDuePoints(db, account.id, day("2026-01-11"))).toBe(20);
    expect(await expireDuePoints(db, account.id, day("2026-01-12"))).toBe(0);
    expect(await pointsBooks(db, account.id)).toEqual({ balance: 20, entries: 20, lots: 20 });
    expect(await expireDuePoints(db, account.id, day("2026-06-11"))).toBe(20);
    expect(await pointsBooks(db, account.id)).toEqual({ balance: 0, entries: 0, lots: 0 });
  }));

test("a refund takes its points back, its own lot first, never below zero, once", () =>
  withRollback(async (_h, db) => {
    const { account } = await makeCustomer(db);
    const at = day("2026-02-01");
    const expiresAt = inAYear(at);
    await earnPoints(db, { accountId: account.id, event: "payment:a", points: 10, at, expiresAt });
    await earnPoints(db, { accountId: account.id, event: "payment:b", points: 50, at, expiresAt });
    const back = await takeBackPoints(db, { accountId: account.id, earnedBy: "payment:b", at });
    expect(back).toEqual({ recorded: true, balance: 10, taken: 50 });
    expect(await takeBackPoints(db, { accountId: account.id, earnedBy: "payment:b", at })).toMatchObject({ taken: 0 });
    // Points already spent stay spent: only what the balance holds is taken back.
    await spendPoints(db, { accountId: account.id, event: "redemption:r", points: 8, at });
    const partial = await takeBackPoints(db, { accountId: account.id, earnedBy: "payment:a", at });
    expect(partial).toEqual({ recorded: true, balance: 0, taken: 2 });
    expect(await pointsBooks(db, account.id)).toEqual({ balance: 0, entries: 0, lots: 0 });
    expect(await takeBackPoints(db, { accountId: account.id, earnedBy: "payment:none", at })).toMatchObject({
      taken: 0,
    });
  }));
