import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { silentLogger, testConfig } from "../../../tests/config.ts";
import { testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeLine } from "../../../tests/factories/accounts.ts";
import { makePoolNumber, makeStockedDevice, uniquePoolMsisdn } from "../../../tests/factories/inventory.ts";
import type { Db } from "../../db/client.server.ts";
import { deviceStock, numberPool } from "../../db/schema/index.ts";
import { jobList } from "../../jobs/jobs.server.ts";
import { DomainError } from "../errors.ts";
import { commitHolds, holdDevice, holdNumber, keepHolds, NUMBER_HOLD_MINUTES, releaseHolds } from "./holds.ts";
import { searchNumbers } from "./search.ts";

const minutes = (m: number, from = new Date()) => new Date(from.getTime() + m * 60_000);

const rejects = (promise: Promise<unknown>, code: string) =>
  expect(promise).rejects.toSatisfy((e) => e instanceof DomainError && e.code === code);

/** Whether a search for the number's last seven digits lists it. */
async function listed(db: Db, msisdn: string) {
  const found = await searchNumbers({ ctx: testContext(db), input: { endsWith: msisdn.slice(-7), limit: 50 } });
  return found.some((n) => n.msisdn === msisdn);
}

const runHoldsJob = (db: Db, now: Date) => {
  const job = jobList.find((j) => j.name === "inventory-holds");
  if (!job) throw new Error("inventory-holds job missing");
  return job.run({ db, now, config: testConfig(), log: silentLogger() });
};

test("a held number is hidden from search and refused to a second order until the job frees its lapsed hold", () =>
  withRollback(async (_, db) => {
    const msisdn = await makePoolNumber(db, { tier: "premium", priceIqd: 50_000 });
    const [first, second] = [randomUUID(), randomUUID()];
    const now = new Date();
    const held = await holdNumber(db, { msisdn, holderId: first, now });
    expect(held).toEqual({ msisdn, tier: "premium", priceIqd: 50_000, heldUntil: minutes(NUMBER_HOLD_MINUTES, now) });
    expect(await listed(db, msisdn)).toBe(false);
    await rejects(holdNumber(db, { msisdn, holderId: second, now: minutes(5, now) }), "number_unavailable");

    expect(await runHoldsJob(db, minutes(14, now))).toEqual({ numbers: 0 });
    expect(await runHoldsJob(db, minutes(16, now))).toEqual({ numbers: 1 });
    expect(await listed(db, msisdn)).toBe(true);
    await holdNumber(db, { msisdn, holderId: second, now: minutes(16, now) });
    expect(await commitHolds(db, first)).toEqual({ msisdn: null });
  }));

test("a lapsed hold the job has not freed yet may be taken by another order", () =>
  withRollback(async (_, db) => {
    const msisdn = await makePoolNumber(db);
    const now = new Date();
    await holdNumber(db, { msisdn, holderId: randomUUID(), now });
    const taker = randomUUID();
    await holdNumber(db, { msisdn, holderId: taker, now: minutes(NUMBER_HOLD_MINUTES + 1, now) });
    expect(await commitHolds(db, taker)).toEqual({ msisdn });
  }));

test("an order keeps one number: choosing another gives the first back", () =>
  withRollback(async (_, db) => {
    const [a, b] = [await makePoolNumber(db), await makePoolNumber(db)];
    const order = randomUUID();
    await holdNumber(db, { msisdn: a, holderId: order, now: new Date() });
    await holdNumber(db, { msisdn: b, holderId: order, now: new Date() });
    expect(await listed(db, a)).toBe(true);
    expect(await listed(db, b)).toBe(false);
  }));

test("a hold kept open (order being paid) outlives the 15 minutes; sold once however often it is committed", () =>
  withRollback(async (_, db) => {
    const msisdn = await makePoolNumber(db);
    const order = randomUUID();
    const now = new Date();
    await holdNumber(db, { msisdn, holderId: order, now });
    await keepHolds(db, order, null);
    expect(await runHoldsJob(db, minutes(60, now))).toEqual({ numbers: 0 });
    expect(await commitHolds(db, order)).toEqual({ msisdn });
    expect(await commitHolds(db, order)).toEqual({ msisdn });
    await releaseHolds(db, order);
    const [row] = await db.select().from(numberPool).where(eq(numberPool.msisdn, msisdn));
    expect(row).toMatchObject({ state: "sold", holderId: order, heldUntil: null });
  }));

test("a number that became somebody's line cannot be held, and a line's number cannot enter the pool", () =>
  withRollback(async (_, db) => {
    const msisdn = await makePoolNumber(db);
    await makeLine(db, { msisdn });
    await rejects(holdNumber(db, { msisdn, holderId: randomUUID(), now: new Date() }), "number_unavailable");
    expect(await listed(db, msisdn)).toBe(false);
    const line = await makeLine(db, { msisdn: uniquePoolMsisdn() });
    await expect(db.transaction((tx) => makePoolNumber(tx, { msisdn: line.msisdn }))).rejects.toThrow();
  }));

const stockOf = async (db: Db, offering: string) => {
  const [row] = await db.select().from(deviceStock).where(eq(deviceStock.offering, offering));
  return row && { onHand: row.onHand, held: row.held, sold: row.sold, preordered: row.preordered };
};

test("phones: the last unit goes to one order; commit and release each count once", () =>
  withRollback(async (_, db) => {
    const option = await makeStockedDevice(db, 2);
    const [buyer, quitter, late] = [randomUUID(), randomUUID(), randomUUID()];
    const now = new Date();
    expect(await holdDevice(db, { ...option, holderId: buyer, now })).toMatchObject({ preorder: false });
    await holdDevice(db, { ...option, holderId: quitter, now });
    await rejects(holdDevice(db, { ...option, holderId: late, now }), "out_of_stock");
    expect(await stockOf(db, option.offering)).toEqual({ onHand: 2, held: 2, sold: 0, preordered: 0 });

    await commitHolds(db, buyer);
    await commitHolds(db, buyer);
    await releaseHolds(db, quitter);
    await releaseHolds(db, quitter);
    expect(await stockOf(db, option.offering)).toEqual({ onHand: 1, held: 0, sold: 1, preordered: 0 });
    await releaseHolds(db, buyer);
    expect(await stockOf(db, option.offering)).toEqual({ onHand: 1, held: 0, sold: 1, preordered: 0 });
    await holdDevice(db, { ...option, holderId: late, now });
  }));

test("phones before their release day: pre-orders only where allowed, counted apart from stock", () =>
  withRollback(async (_, db) => {
    const now = new Date("2026-11-20T10:00:00+03:00");
    const open = await makeStockedDevice(db, 0, { availableFrom: "2027-01-01", preorder: true });
    const closed = await makeStockedDevice(db, 5, { availableFrom: "2027-01-01", preorder: false });
    const order = randomUUID();
    expect(await holdDevice(db, { ...open, holderId: order, now })).toMatchObject({ preorder: true });
    await rejects(holdDevice(db, { ...closed, holderId: randomUUID(), now }), "out_of_stock");
    expect(await stockOf(db, open.offering)).toEqual({ onHand: 0, held: 0, sold: 0, preordered: 1 });
    await commitHolds(db, order);
    expect(await stockOf(db, open.offering)).toEqual({ onHand: 0, held: 0, sold: 1, preordered: 0 });
    const released = new Date("2027-01-01T09:00:00+03:00");
    expect(await holdDevice(db, { ...closed, holderId: randomUUID(), now: released })).toMatchObject({
      preorder: false,
    });
  }));
