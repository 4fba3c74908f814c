import { randomUUID } from "node:crypto";
import { and, eq, inArray, lt } from "drizzle-orm";
import { accountLines, bills, ledgerEntries, lineBalances, lines, notifications } from "../db/schema/index.ts";
import { allocatePayment, issueDueBills } from "../domain/bills/bills.ts";
import { runBundleLifecycle } from "../domain/bundles/lifecycle.ts";
import { startPlan } from "../domain/bundles/plans.ts";
import { purchaseBundle } from "../domain/bundles/purchase.ts";
import type { ServiceContext } from "../domain/context.ts";
import { credit, ensureBalance } from "../domain/lines/money.ts";
import { earnForMoneyIn } from "../domain/points/earn.ts";
import { rateEvent, type UsageEvent } from "../domain/usage/rating.ts";
import { jobServiceContext } from "../jobs/service-context.server.ts";
import { tripEvents } from "./demo-targeting.server.ts";
import type { SeedStep } from "./run-seed.server.ts";

/** Opening balances for the ordinary demo lines, so recharging and paying for others is real. */
export const demoBalancesStep: SeedStep = {
  name: "demo-balances",
  demoOnly: true,
  content: () => ({ version: 1 }),
  run: async ({ db }) => {
    const all = await db.select({ id: lines.id, msisdn: lines.msisdn, billing: lines.billing }).from(lines);
    let opened = 0;
    for (let i = 0; i < all.length; i += 500) {
      const batch = all.slice(i, i + 500);
      const rows = batch.map((l) => {
        const n = Number(l.msisdn.slice(-4));
        const prepaid = l.billing === "prepaid";
        return {
          lineId: l.id,
          balanceIqd: prepaid ? ((n * 7919) % 26) * 1000 : 0,
          creditLimitIqd: prepaid ? 0 : 150_000,
          billCycleDay: prepaid ? null : (n % 28) + 1,
        };
      });
      const inserted = await db.insert(lineBalances).values(rows).onConflictDoNothing().returning();
      const openings = inserted.filter((r) => r.balanceIqd !== 0);
      if (openings.length > 0) {
        await db.insert(ledgerEntries).values(
          openings.map((r) => ({
            lineId: r.lineId,
            kind: "opening" as const,
            amountIqd: r.balanceIqd,
            balanceAfterIqd: r.balanceIqd,
            // Before the 90 days of demo history, so statements read in order.
            createdAt: new Date(Date.now() - 91 * DAY),
          })),
        );
      }
      opened += inserted.length;
    }
    return { balances: opened };
  },
};

/** A small deterministic random source, so every seeded demo looks the same. */
export function randomFrom(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const APPS = ["whatsapp", "youtube", "instagram", "tiktok", "snapchat", "facebook", "telegram", "web"];
export const DAY = 24 * 60 * 60_000;

/**
 * The people a demo line calls and texts, by network: a few Zain numbers, other Iraqi networks and
 * family abroad (Türkiye, the UAE). Picked by the draw that chose the destination, so the demo's
 * random sequence (and so its history) is the same as before numbers were recorded.
 */
const CONTACTS = {
  on_net: ["9647801234512", "9647815550147", "9647902221980", "9647830004471"],
  off_net: ["9647701234588", "9647501112263", "9647719870034"],
  international: ["905321234577", "971501234519"],
  roaming: ["905321234577"],
} as const;

export const contactFor = (destination: keyof typeof CONTACTS, draw: number): string => {
  const list = CONTACTS[destination];
  return list[Math.floor(draw * 1000) % list.length] ?? list[0];
};

/** One day of a person's phone: some data sessions by app, calls and a text or two. */
export function dayOfUsage(msisdn: string, day: Date, rand: () => number, scale: number): UsageEvent[] {
  const events: UsageEvent[] = [];
  const at = (hour: number) => new Date(day.getTime() + (hour + rand()) * 60 * 60_000);
  const sessions = Math.round((1 + rand() * 2) * scale);
  for (let i = 0; i < sessions; i++) {
    const app = APPS[Math.floor(rand() * APPS.length)] ?? "web";
    events.push({
      id: randomUUID(),
      msisdn,
      type: "data",
      occurredAt: at(8 + i * 3),
      quantity: Math.round((20_000 + rand() * 200_000) * (app === "youtube" || app === "tiktok" ? 2 : 1)),
      app: app === "web" ? undefined : app,
    });
  }
  const calls = Math.round((0.5 + rand() * 2) * scale);
  for (let i = 0; i < calls; i++) {
    const r = rand();
    const destination = r < 0.55 ? "on_net" : r < 0.97 ? "off_net" : "international";
    events.push({
      id: randomUUID(),
      msisdn,
      type: "voice",
      occurredAt: at(10 + i * 2),
      quantity: Math.round(30 + rand() * 420),
      destination,
      peer: contactFor(destination, r),
    });
  }
  if (rand() < 0.6) {
    const r = rand();
    const destination = r < 0.5 ? "on_net" : "off_net";
    events.push({
      id: randomUUID(),
      msisdn,
      type: "sms",
      occurredAt: at(19),
      quantity: 1,
      destination,
      peer: contactFor(destination, r),
    });
  }
  return events;
}

type DemoLine = { id: string; msisdn: string; billing: "prepaid" | "postpaid"; accountId: string };

/**
 * 90 days of life for the demo customers' lines, through the same code as production: bundles
 * bought in myzain, plans renewed by the bundle job, usage rated by the rating engine, recharges
 * and bill payments on the ledger. Notices older than three days are marked read.
 */
export const demoUsageStep: SeedStep = {
  name: "demo-usage",
  demoOnly: true,
  content: () => ({ version: 2, days: 90 }),
  run: async ({ db, config, log }) => {
    const demo = await db
      .select({ id: lines.id, msisdn: lines.msisdn, billing: lines.billing, accountId: accountLines.accountId })
      .from(lines)
      .innerJoin(accountLines, eq(accountLines.lineId, lines.id))
      .where(
        inArray(lines.msisdn, ["9647800000001", "9647800000002", "9647800000003", "9647800000004", "9647800000005"]),
      );
    const now = new Date();
    const start = new Date(Math.floor((now.getTime() - 90 * DAY) / DAY) * DAY);
    // The demo's bills carry no tax, whatever this deployment charges; no payment goes online.
    const ctx = jobServiceContext(
      { db, config: { ...config, billing: { taxPercent: 0, dueDays: 14 } }, log, now },
      { gateways: null },
      "cli",
    );
    let events = 0;
    for (const line of demo) events += await simulate(ctx, line, start);
    await db
      .update(notifications)
      .set({ readAt: now })
      .where(
        and(
          inArray(notifications.accountId, [...new Set(demo.map((l) => l.accountId))]),
          lt(notifications.createdAt, new Date(now.getTime() - 3 * DAY)),
        ),
      );
    return { lines: demo.length, events };
  },
};

/** Trips abroad in the demo history (days before today): Karwan to Türkiye, the business's field line to the UAE. */
const TRIPS: Record<string, { country: string; daysAgo: number[] }> = {
  "9647800000002": { country: "TR", daysAgo: [12, 11, 10] },
  "9647800000003": { country: "AE", daysAgo: [20, 19] },
};

/** The demo line whose latest bill the history leaves unpaid. */
const LINE_WITH_OPEN_BILL = "9647800000004";

/** The line's customer, as myzain would see them signed in. */
const customerOf = (line: DemoLine) => ({
  userId: line.accountId,
  accountId: line.accountId,
  sessionId: "demo-seed",
  role: "owner" as const,
  lineIds: [line.id],
});

async function simulate(ctx: ServiceContext, line: DemoLine, start: Date): Promise<number> {
  const { db, now } = ctx;
  const at = (moment: Date): ServiceContext => ({ ...ctx, now: moment });
  const rand = randomFrom(Number(line.msisdn.slice(-7)));
  const lead = line.msisdn === "9647800000001" || line.msisdn === "9647800000002";
  await ensureBalance(db, line);
  let count = 0;
  if (line.billing === "postpaid") {
    await startPlan({ ctx: at(start), input: { lineId: line.id, plan: lead ? "power-40" : "power-25" } });
  }
  for (let day = new Date(start); day < now; day = new Date(day.getTime() + DAY)) {
    await runBundleLifecycle({ ctx: at(day) });
    const [money] = await db.select().from(lineBalances).where(eq(lineBalances.lineId, line.id));
    const balance = money?.balanceIqd ?? 0;
    const dayNumber = Math.floor((day.getTime() - start.getTime()) / DAY);
    if (line.billing === "prepaid" && dayNumber % 7 === 0) {
      // A weekly top-up at the shop, then the month's data and the week's minutes.
      if (balance < 20_000) {
        await db.transaction(async (tx) => {
          await credit(tx, line.id, 25_000, { kind: "recharge", details: { method: "card" }, at: day });
          const event = `seed-recharge:${line.id}:${dayNumber}`;
          await earnForMoneyIn(tx, {
            lineId: line.id,
            amountIqd: 25_000,
            event,
            source: "recharge",
            online: false,
            at: day,
          });
        });
      }
      const buy = (offering: string, hour: number) =>
        purchaseBundle({
          ctx: { ...at(new Date(day.getTime() + hour * 60 * 60_000)), actor: customerOf(line) },
          input: {
            lineId: line.id,
            offering,
            autoRenew: false,
            idempotencyKey: `seed-${line.id}-${offering}-${dayNumber}`,
          },
        });
      if (dayNumber % 28 === 0) await buy("10gb-10k", 9);
      await buy("bikaifi-210", 10);
    }
    if (line.billing === "postpaid") {
      await issueDueBills({ ctx: at(day), input: { lines: [line.id] } });
      // Bills are paid ten days after they are issued; the newest may still be open.
      const due = await db
        .select()
        .from(bills)
        .where(
          and(
            eq(bills.lineId, line.id),
            lt(bills.paidIqd, bills.totalIqd),
            lt(bills.issuedAt, new Date(day.getTime() - 10 * DAY)),
          ),
        );
      for (const bill of due) {
        // One business line leaves its newest bill open, so paying someone's bill online can be tried at once.
        if (line.msisdn === LINE_WITH_OPEN_BILL && now.getTime() - bill.issuedAt.getTime() < 35 * DAY) continue;
        const amount = bill.totalIqd - bill.paidIqd;
        await db.transaction(async (tx) => {
          await credit(tx, line.id, amount, { kind: "payment", details: { method: "card", bill: bill.id }, at: day });
          await allocatePayment(tx, line.id, amount, { source: "payment", reference: "card", at: day });
          const event = `seed-bill:${bill.id}`;
          await earnForMoneyIn(tx, {
            lineId: line.id,
            amountIqd: amount,
            event,
            source: "bill",
            online: false,
            at: day,
          });
        });
      }
    }
    // The business account's extra lines are quieter: usage in the last 30 days only.
    const quiet = !lead && line.msisdn !== "9647800000003" && now.getTime() - day.getTime() > 30 * DAY;
    const trip = TRIPS[line.msisdn];
    const away = trip?.daysAgo.includes(Math.round((now.getTime() - day.getTime()) / DAY)) ?? false;
    const usage = quiet
      ? []
      : away && trip
        ? tripEvents(line.msisdn, day, trip.country)
        : dayOfUsage(line.msisdn, day, rand, lead ? 1 : 0.5);
    for (const event of usage) {
      if (event.occurredAt >= now) continue;
      await rateEvent({ ctx, input: event });
      count += 1;
    }
  }
  return count;
}
