import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { actorFor, testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeService, servicesOf } from "../../../tests/factories/digital-services.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import type { Db } from "../../db/client.server.ts";
import { ledgerEntries, lines } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { credit } from "../lines/money.ts";
import { cancelDigitalService } from "./cancel.ts";
import { runDigitalServiceRenewals } from "./renewals.ts";
import { listLineDigitalServices } from "./services.ts";
import { subscribeDigitalService } from "./subscribe.ts";

type Customer = Awaited<ReturnType<typeof fundedCustomer>>;
const DAY = 24 * 60 * 60_000;
const START = new Date("2026-11-01T09:00:00Z");

const as = (db: Db, c: Customer, now = START) =>
  testContext(db, { actor: actorFor(c.account.id, [c.lineId]), now, locale: "ar" });

const subscribe = (db: Db, c: Customer, service: string, key: string, now = START) =>
  subscribeDigitalService({ ctx: as(db, c, now), input: { lineId: c.lineId, service, idempotencyKey: key } });

const renew = (db: Db, now: Date) => runDigitalServiceRenewals({ ctx: testContext(db, { now }) });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof DomainError ? error.code : error),
  );

const chargesOf = (db: Db, lineId: string) =>
  db
    .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amountIqd, details: ledgerEntries.details })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.lineId, lineId));

test("subscribing charges the first period once: a retry with the key replays it, another key is refused", () =>
  withRollback(async (_h, db) => {
    const c = await fundedCustomer(db, 5000);
    const service = await makeService(db, { priceIqd: 1000, renewal: "weekly" });
    const first = await subscribe(db, c, service.slug, "vas-key-000000000001");
    expect(first).toMatchObject({
      replayed: false,
      body: { chargedIqd: 1000, balanceIqd: 4000, service: { slug: service.slug, name: "أخبار تجريبية" } },
    });
    expect(first.body.renewsAt).toBe(new Date(START.getTime() + 7 * DAY).toISOString());
    expect(await subscribe(db, c, service.slug, "vas-key-000000000001")).toEqual({ ...first, replayed: true });
    expect(await refusal(subscribe(db, c, service.slug, "vas-key-000000000002"))).toBe(
      "digital_service_already_active",
    );
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 4000, ledger: 4000 });
    const mine = await servicesOf(db, c.line);
    expect(mine.subscriptions).toHaveLength(1);
    // The page promises an SMS after every charge, in the account's language (Arabic here).
    expect(mine.sms.filter((m) => m.body.includes("أخبار تجريبية"))).toHaveLength(1);
    const listed = await listLineDigitalServices({ ctx: as(db, c), input: { lineId: c.lineId } });
    expect(listed.find((s) => s.slug === service.slug)?.subscription?.id).toBe(first.body.subscriptionId);
  }));

test("a prepaid balance never goes below zero; a postpaid line takes the charge on its bill", () =>
  withRollback(async (_h, db) => {
    const poor = await fundedCustomer(db, 500);
    const service = await makeService(db, { priceIqd: 1000 });
    expect(await refusal(subscribe(db, poor, service.slug, "vas-key-000000000003"))).toBe("insufficient_balance");
    expect(await moneyOf(db, poor.lineId)).toEqual({ balance: 500, ledger: 500 });
    expect((await servicesOf(db, poor.line)).subscriptions).toEqual([]);
    // The key was rolled back with the refusal: after a recharge the same key subscribes.
    await credit(db, poor.lineId, 1000, { kind: "recharge" });
    expect((await subscribe(db, poor, service.slug, "vas-key-000000000003")).body.balanceIqd).toBe(500);
    const postpaid = await fundedCustomer(db, 0, { billing: "postpaid" });
    const billed = await subscribe(db, postpaid, service.slug, "vas-key-000000000004");
    expect(billed.body.balanceIqd).toBe(-1000);
    expect(await moneyOf(db, postpaid.lineId)).toEqual({ balance: -1000, ledger: -1000 });
  }));

test("a home internet line and a suspended line cannot subscribe", () =>
  withRollback(async (_h, db) => {
    const c = await fundedCustomer(db, 5000);
    const service = await makeService(db);
    await db.update(lines).set({ status: "suspended" }).where(eq(lines.id, c.lineId));
    expect(await refusal(subscribe(db, c, service.slug, "vas-key-000000000005"))).toBe("line_not_in_service");
    await db.update(lines).set({ status: "active", kind: "broadband" }).where(eq(lines.id, c.lineId));
    expect(await refusal(subscribe(db, c, service.slug, "vas-key-000000000006"))).toBe("digital_service_not_for_line");
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 5000, ledger: 5000 });
  }));

test("unsubscribing ends the service at once and no renewal is charged afterwards", () =>
  withRollback(async (_h, db) => {
    const c = await fundedCustomer(db, 5000);
    const service = await makeService(db, { priceIqd: 250, renewal: "daily" });
    const { body } = await subscribe(db, c, service.slug, "vas-key-000000000007");
    const input = { lineId: c.lineId, subscriptionId: body.subscriptionId };
    const later = new Date(START.getTime() + 3_600_000);
    const ended = await cancelDigitalService({ ctx: as(db, c, later), input });
    expect(ended).toMatchObject({ service: { slug: service.slug }, endedAt: later.toISOString() });
    // Asked again (a double click), the same answer.
    expect(await cancelDigitalService({ ctx: as(db, c, new Date(later.getTime() + 1000)), input })).toEqual(ended);
    expect(await renew(db, new Date(START.getTime() + 2 * DAY))).toEqual({ renewed: 0, lapsed: 0 });
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 4750, ledger: 4750 });
    const listed = await listLineDigitalServices({ ctx: as(db, c), input: { lineId: c.lineId } });
    expect(listed.find((s) => s.slug === service.slug)?.subscription).toBeNull();
    // Another customer's subscription is not found on this customer's line.
    const other = await fundedCustomer(db, 0);
    await expect(
      cancelDigitalService({
        ctx: as(db, other),
        input: { lineId: other.lineId, subscriptionId: body.subscriptionId },
      }),
    ).rejects.toMatchObject({ code: "digital_service_subscription_not_found" });
  }));

test("the renewal job charges each period once, however often it runs", () =>
  withRollback(async (_h, db) => {
    const c = await fundedCustomer(db, 5000);
    const service = await makeService(db, { priceIqd: 1000, renewal: "weekly" });
    await subscribe(db, c, service.slug, "vas-key-000000000008");
    // Not due yet: nothing happens.
    expect(await renew(db, new Date(START.getTime() + 6 * DAY))).toEqual({ renewed: 0, lapsed: 0 });
    const due = new Date(START.getTime() + 7 * DAY + 60_000);
    expect(await renew(db, due)).toEqual({ renewed: 1, lapsed: 0 });
    expect(await renew(db, due)).toEqual({ renewed: 0, lapsed: 0 });
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 3000, ledger: 3000 });
    const charges = (await chargesOf(db, c.lineId)).filter((e) => e.kind === "renewal");
    expect(charges).toEqual([
      {
        kind: "renewal",
        amount: -1000,
        details: expect.objectContaining({ digitalService: service.slug }),
      },
    ]);
    const [sub] = (await servicesOf(db, c.line)).subscriptions;
    expect(sub?.paidUntil.toISOString()).toBe(new Date(START.getTime() + 14 * DAY).toISOString());
    expect((await servicesOf(db, c.line)).sms.some((m) => m.body.includes("جُدّد"))).toBe(true);
  }));

test("a renewal the balance cannot pay lapses the subscription with an SMS and charges nothing", () =>
  withRollback(async (_h, db) => {
    const c = await fundedCustomer(db, 1500);
    const service = await makeService(db, { priceIqd: 1000, renewal: "daily" });
    await subscribe(db, c, service.slug, "vas-key-000000000009");
    const due = new Date(START.getTime() + DAY);
    expect(await renew(db, due)).toEqual({ renewed: 0, lapsed: 1 });
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 500, ledger: 500 });
    const { subscriptions, sms } = await servicesOf(db, c.line);
    expect(subscriptions[0]).toMatchObject({ status: "lapsed", endedAt: due });
    expect(sms.some((m) => m.body.includes("توقف اشتراك أخبار تجريبية"))).toBe(true);
    expect(await renew(db, new Date(due.getTime() + DAY))).toEqual({ renewed: 0, lapsed: 0 });
    // The line may subscribe again once it has the money.
    const again = await refusal(subscribe(db, c, service.slug, "vas-key-000000000010", due));
    expect(again).toBe("insufficient_balance");
  }));
