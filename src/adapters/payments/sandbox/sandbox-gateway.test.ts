import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { withRollback } from "../../../../tests/database.ts";
import { sandboxGatewayPayments } from "../../../db/schema/payments.ts";
import { card, SHOP, sandboxFor, submit, wallet } from "./test-support.ts";

test("create makes one payment per merchant reference and points at the hosted page", () =>
  withRollback(async (_h, db) => {
    const s = sandboxFor(db);
    const request = s.request();
    const first = await s.gateway.create(request);
    expect(first.providerRef).toMatch(/^sbx_[A-Za-z0-9_-]{32}$/);
    expect(first.redirectUrl).toBe(`${SHOP}/sandbox-gateway/pay/${first.providerRef}`);
    expect(await s.gateway.create(request)).toEqual(first);
    await expect(s.gateway.create({ ...request, amountIqd: 1_000 })).rejects.toThrow(/another amount/);
    expect(await s.gateway.query(first.providerRef)).toEqual({ status: "awaiting", amountIqd: 25_000 });
    await expect(s.gateway.query("sbx_unknown")).rejects.toThrow(/no payment/);
    expect(s.gateway.name).toBe("sandbox");
  }));

test("pending then success: pending until the settle time, then succeeded, with one callback each", () =>
  withRollback(async (_h, db) => {
    const s = sandboxFor(db);
    const { providerRef, redirectUrl } = await s.gateway.create(s.request());
    expect((await submit(s.app, redirectUrl, card("4000 0000 0000 0259"))).status).toBe(303);
    expect(s.statuses()).toEqual(["pending"]);
    expect(await s.gateway.query(providerRef)).toMatchObject({ status: "pending" });
    expect(await s.gateway.refund(providerRef, 25_000)).toEqual({ outcome: "refused", reason: "not_captured:pending" });

    s.clock.now = s.later(10_000);
    expect(await s.gateway.deliverDue()).toBe(1);
    expect(s.statuses()).toEqual(["pending", "succeeded"]);
    expect(await s.gateway.query(providerRef)).toEqual({ status: "succeeded", amountIqd: 25_000 });
    // Settled once: the job running again owes nothing.
    expect(await s.gateway.deliverDue(s.later(60_000))).toBe(0);
    expect(s.callbacks).toHaveLength(2);
  }));

test("a status query settles a due pending payment even when no timer or job ran (a restart)", () =>
  withRollback(async (_h, db) => {
    const s = sandboxFor(db);
    const { providerRef, redirectUrl } = await s.gateway.create(s.request());
    await submit(s.app, redirectUrl, wallet("0780 999 0059"));
    s.clock.now = s.later(11_000);
    expect(await s.gateway.query(providerRef)).toMatchObject({ status: "succeeded" });
    // The merchant still hears of it, from the job, once the first try is no longer in flight.
    expect(await s.gateway.deliverDue(s.later(60_000))).toBe(1);
    expect(s.statuses()).toEqual(["pending", "succeeded"]);
  }));

test("this process's timer settles a pending payment and calls back on its own", () =>
  withRollback(async (_h, db) => {
    const s = sandboxFor(db, { clock: false, settleDelayMs: 30 });
    const { providerRef, redirectUrl } = await s.gateway.create(s.request());
    await submit(s.app, redirectUrl, card("4000000000000259"));
    for (let i = 0; i < 100 && s.callbacks.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(s.statuses()).toEqual(["pending", "succeeded"]);
    expect(await s.gateway.query(providerRef)).toMatchObject({ status: "succeeded" });
    expect(await s.gateway.deliverDue()).toBe(0);
  }));

test("the never-calls-back card pays without a callback: only a status query reveals it", () =>
  withRollback(async (_h, db) => {
    const s = sandboxFor(db);
    const { providerRef, redirectUrl } = await s.gateway.create(s.request());
    await submit(s.app, redirectUrl, card("4000 0000 0000 0119"));
    expect(await s.gateway.deliverDue(s.later(3600_000))).toBe(0);
    expect(s.callbacks).toEqual([]);
    expect(await s.gateway.query(providerRef)).toEqual({ status: "succeeded", amountIqd: 25_000 });
  }));

test("a refund gives back the whole captured amount once; partial, excess and uncaptured refunds are refused", () =>
  withRollback(async (_h, db) => {
    const s = sandboxFor(db);
    expect(s.gateway.partialRefunds).toBe(false);
    const { providerRef, redirectUrl } = await s.gateway.create(s.request());
    expect(await s.gateway.refund(providerRef, 25_000)).toEqual({
      outcome: "refused",
      reason: "not_captured:awaiting",
    });
    await submit(s.app, redirectUrl, card("4111 1111 1111 1111"));
    expect(await s.gateway.refund(providerRef, 1_000)).toEqual({
      outcome: "refused",
      reason: "partial_refund_not_supported",
    });
    expect(await s.gateway.refund(providerRef, 30_000)).toEqual({ outcome: "refused", reason: "exceeds_captured" });
    expect(await s.gateway.query(providerRef)).toEqual({ status: "succeeded", amountIqd: 25_000 });
    expect(await s.gateway.refund(providerRef, 25_000)).toEqual({ outcome: "refunded", amountIqd: 25_000 });
    expect(await s.gateway.refund(providerRef, 25_000)).toEqual({ outcome: "refunded", amountIqd: 25_000 });
    expect(await s.gateway.query(providerRef)).toEqual({ status: "refunded", amountIqd: 25_000 });

    const declined = await s.gateway.create(s.request());
    await submit(s.app, declined.redirectUrl, card("4000 0000 0000 0002"));
    expect(await s.gateway.refund(declined.providerRef, 25_000)).toEqual({
      outcome: "refused",
      reason: "not_captured:declined",
    });
    expect(await s.gateway.refund("sbx_unknown", 25_000)).toEqual({ outcome: "refused", reason: "unknown_payment" });
  }));

test("cancel stops an awaiting payment: the page then cannot pay it; the merchant hears 'failed' from the job", () =>
  withRollback(async (_h, db) => {
    const s = sandboxFor(db);
    const { providerRef, redirectUrl } = await s.gateway.create(s.request());
    await s.gateway.cancel(providerRef);
    expect(await s.gateway.query(providerRef)).toMatchObject({ status: "failed" });
    const response = await submit(s.app, redirectUrl, card("4111 1111 1111 1111"));
    expect(response.status).toBe(303);
    expect(await s.gateway.query(providerRef)).toMatchObject({ status: "failed" });
    expect(await s.gateway.deliverDue(s.later(60_000))).toBe(1);
    expect(s.statuses()).toEqual(["failed"]);

    // Cancelling a paid payment changes nothing.
    const paid = await s.gateway.create(s.request());
    await submit(s.app, paid.redirectUrl, card("4111 1111 1111 1111"));
    await s.gateway.cancel(paid.providerRef);
    expect(await s.gateway.query(paid.providerRef)).toMatchObject({ status: "succeeded" });
    await expect(s.gateway.cancel("sbx_unknown")).rejects.toThrow();
  }));

test("an awaiting payment past its expiry reads as failed and cannot be paid", () =>
  withRollback(async (_h, db) => {
    const s = sandboxFor(db);
    const { providerRef, redirectUrl } = await s.gateway.create(s.request());
    s.clock.now = s.later(31 * 60_000);
    expect(await s.gateway.query(providerRef)).toMatchObject({ status: "failed" });
    const response = await submit(s.app, redirectUrl, card("4111 1111 1111 1111"));
    expect(response.status).toBe(410);
    expect(await response.text()).toContain("This payment link has expired.");
    expect(s.callbacks).toEqual([]);
  }));

test("deliverDue re-delivers a callback the merchant refused (500) and stops after a 2xx", () =>
  withRollback(async (_h, db) => {
    const s = sandboxFor(db);
    const { providerRef, redirectUrl } = await s.gateway.create(s.request());
    s.answer.status = 500;
    await submit(s.app, redirectUrl, card("4111 1111 1111 1111"));
    const row = async () =>
      (await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.ref, providerRef)))[0];
    expect((await row())?.callbackSentAt).toBeNull();
    // Not beside a first try that may still be in flight.
    expect(await s.gateway.deliverDue(s.later(1_000))).toBe(0);
    expect(s.callbacks).toHaveLength(1);

    expect(await s.gateway.deliverDue(s.later(60_000))).toBe(0);
    expect(s.callbacks).toHaveLength(2);
    s.answer.status = 204;
    expect(await s.gateway.deliverDue(s.later(120_000))).toBe(1);
    expect((await row())?.callbackSentAt).toBeInstanceOf(Date);
    expect(await s.gateway.deliverDue(s.later(180_000))).toBe(0);
    expect(s.callbacks).toHaveLength(3);
    // Every try is the same event, so the merchant can drop repeats.
    expect(new Set(s.callbacks.map((c) => JSON.parse(c.body).eventId)).size).toBe(1);
    expect(s.gateway.verifyCallback(s.callbacks[2] ?? { headers: new Headers(), body: "" })).toMatchObject({
      status: "succeeded",
    });
  }));

test("a merchant that never answers does not hold the customer: delivery gives up after a few seconds", () =>
  withRollback(async (_h, db) => {
    const s = sandboxFor(db, { hang: true });
    const { providerRef, redirectUrl } = await s.gateway.create(s.request());
    const started = performance.now();
    expect((await submit(s.app, redirectUrl, card("4111 1111 1111 1111"))).status).toBe(303);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await s.gateway.query(providerRef)).toMatchObject({ status: "succeeded" });
  }));
