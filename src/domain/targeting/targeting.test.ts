import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { actorFor, testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer } from "../../../tests/factories/money.ts";
import type { Db } from "../../db/client.server.ts";
import { lineServices, lines } from "../../db/schema/index.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import { purchaseBundle } from "../bundles/purchase.ts";
import { accountLinesOf } from "../lines/line-access.ts";
import { rateEvent, type UsageEvent } from "../usage/rating.ts";
import { importSegment } from "./segments.ts";
import { targetedOffers } from "./targeted-offers.ts";

const DAY = 24 * 60 * 60_000;
const MB = 1024;
const prefixes = ["078", "079"];
let n = 0;

type Customer = Awaited<ReturnType<typeof fundedCustomer>>;

const customer = async (db: Db, balance: number, fields: Partial<typeof lines.$inferInsert> = {}) => {
  const c = await fundedCustomer(db, balance, fields.billing === "postpaid" ? { billing: "postpaid" } : {});
  if (Object.keys(fields).length > 0) await db.update(lines).set(fields).where(eq(lines.id, c.lineId));
  return c;
};

/** The slugs offered to the customer's line, best first, with the reason of each. */
async function offersOf(db: Db, c: Customer, locale: LocaleCode = "en", now = new Date()) {
  const [line] = await accountLinesOf(db, actorFor(c.account.id, [c.lineId]));
  if (!line) throw new Error("no line");
  return targetedOffers({ db, locale, now }, line);
}
const slugs = async (db: Db, c: Customer) => (await offersOf(db, c)).map((o) => o.offer.slug);

const rate = (db: Db, msisdn: string, e: Partial<UsageEvent>) =>
  rateEvent({
    ctx: testContext(db),
    input: { id: `tgt-${process.pid}-${++n}`, msisdn, type: "data", occurredAt: new Date(), quantity: MB, ...e },
  });

const buy = (db: Db, c: Customer, offering: string, at: Date) =>
  purchaseBundle({
    ctx: testContext(db, { actor: actorFor(c.account.id, [c.lineId]), now: at }),
    input: { lineId: c.lineId, offering, autoRenew: false, idempotencyKey: `tgt-buy-${++n}` },
  });

test("a BTL segment picks exactly its lines, with the segment as the reason", () =>
  withRollback(async (_h, db) => {
    const member = await customer(db, 0, { governorate: "baghdad" });
    const other = await customer(db, 0, { governorate: "baghdad" });
    await importSegment(db, "btl-3gb", member.national, { prefixes, now: new Date() });
    const [first] = await offersOf(db, member);
    expect(first).toMatchObject({
      offer: { slug: "personal-3gb" },
      personal: true,
      reason: { code: "segment", text: "Sent by SMS to selected lines, and yours is one of them." },
    });
    expect(await slugs(db, other)).not.toContain("personal-3gb");
  }));

test("the Kurdistan offer goes only to prepaid lines registered in the Kurdistan Region, naming where", () =>
  withRollback(async (_h, db) => {
    const erbil = await customer(db, 0, { governorate: "erbil" });
    const halabja = await customer(db, 0, { governorate: "halabja" });
    const baghdad = await customer(db, 0, { governorate: "baghdad" });
    const unknown = await customer(db, 0);
    const postpaidErbil = await customer(db, 0, { governorate: "erbil", billing: "postpaid" });
    const [offer] = (await offersOf(db, erbil, "ku")).filter((o) => o.offer.slug === "kurdistan-unlimited-2-months");
    expect(offer?.reason).toMatchObject({ code: "region", figures: { place: "هەولێر" } });
    expect(offer?.reason.text).toContain("هەولێر");
    expect(await slugs(db, halabja)).toContain("kurdistan-unlimited-2-months");
    for (const c of [baghdad, unknown, postpaidErbil]) {
      expect(await slugs(db, c)).not.toContain("kurdistan-unlimited-2-months");
    }
  }));

test("heavy data without a bundle: the week's real gigabytes in the reason; a line with a bundle or light use is left out", () =>
  withRollback(async (_h, db) => {
    const heavy = await customer(db, 100_000);
    const light = await customer(db, 100_000);
    const bundled = await customer(db, 100_000);
    await buy(db, bundled, "monthly-100gb", new Date(Date.now() - DAY));
    for (const c of [heavy, bundled]) {
      for (const daysAgo of [1, 2, 3]) {
        await rate(db, c.msisdn, { quantity: 1536 * MB, occurredAt: new Date(Date.now() - daysAgo * DAY) });
      }
    }
    // Older than the rule's week: does not count.
    await rate(db, heavy.msisdn, { quantity: 2048 * MB, occurredAt: new Date(Date.now() - 9 * DAY) });
    await rate(db, light.msisdn, { quantity: 1024 * MB, occurredAt: new Date(Date.now() - DAY) });
    const [offer] = (await offersOf(db, heavy)).filter((o) => o.offer.slug === "10gb-10k");
    expect(offer?.reason).toMatchObject({ code: "heavy_data_without_bundle", figures: { gb: 4.5, count: 7 } });
    expect(offer?.reason.text).toBe("You used 4.5 GB in the last 7 days without a data bundle.");
    expect(await slugs(db, light)).not.toContain("10gb-10k");
    expect(await slugs(db, bundled)).not.toContain("10gb-10k");
    const [arabic] = (await offersOf(db, heavy, "ar")).filter((o) => o.offer.slug === "10gb-10k");
    expect(arabic?.reason.text).toBe("استخدمت ٤٫٥ غيغابايت خلال آخر ٧ أيام من دون باقة إنترنت.");
  }));

test("a bundle ending within a day is offered again by name; one ending later, or renewing itself, is not", () =>
  withRollback(async (_h, db) => {
    const ending = await customer(db, 20_000);
    const later = await customer(db, 20_000);
    await buy(db, ending, "weekly-3gb", new Date(Date.now() - 6.5 * DAY));
    await buy(db, later, "weekly-3gb", new Date(Date.now() - 3 * DAY));
    const [offer] = (await offersOf(db, ending)).filter((o) => o.offer.slug === "weekly-3gb");
    expect(offer?.reason.code).toBe("bundle_ending");
    expect(offer?.reason.text).toContain("Weekly 3 GB");
    expect(await slugs(db, later)).not.toContain("weekly-3gb");
  }));

test("a low prepaid balance that still covers the day pass gets it; empty, comfortable or postpaid lines do not", () =>
  withRollback(async (_h, db) => {
    const low = await customer(db, 2_000);
    const empty = await customer(db, 500);
    const comfortable = await customer(db, 10_000);
    const postpaid = await customer(db, 0, { billing: "postpaid" });
    const [offer] = (await offersOf(db, low)).filter((o) => o.offer.slug === "daily-1gb");
    expect(offer?.reason.text).toBe(
      "Your balance is 2,000 IQD. A small bundle keeps you online until your next recharge.",
    );
    for (const c of [empty, comfortable, postpaid]) expect(await slugs(db, c)).not.toContain("daily-1gb");
  }));

test("roaming: switched on, or used abroad in the last 30 days (the bundle of that country); neither, nothing", () =>
  withRollback(async (_h, db) => {
    const switchedOn = await customer(db, 50_000);
    const inTurkey = await customer(db, 50_000);
    const inIranLongAgo = await customer(db, 50_000, { billing: "postpaid" });
    const home = await customer(db, 50_000);
    await db.insert(lineServices).values({ lineId: switchedOn.lineId, roaming: true });
    await rate(db, inTurkey.msisdn, {
      destination: "roaming",
      country: "TR",
      occurredAt: new Date(Date.now() - 4 * DAY),
    });
    await rate(db, inIranLongAgo.msisdn, {
      destination: "roaming",
      country: "IR",
      occurredAt: new Date(Date.now() - 40 * DAY),
    });
    await rate(db, home.msisdn, { quantity: 10 * MB });
    const switched = await offersOf(db, switchedOn);
    expect(switched.find((o) => o.offer.slug === "turkey-roaming-3gb")?.reason.code).toBe("roaming_on");
    const travelled = (await offersOf(db, inTurkey)).find((o) => o.offer.slug === "turkey-roaming-10gb");
    expect(travelled?.reason).toMatchObject({ code: "usage_abroad", figures: { count: 30 } });
    expect(travelled?.reason.text).toMatch(/^You used your line in Türkiye in the last 30 days\./);
    expect(await slugs(db, inTurkey)).not.toContain("iran-roaming-bundle");
    const roamingSlugs = ["turkey-roaming-3gb", "turkey-roaming-10gb", "iran-roaming-bundle", "gcc-roaming"];
    for (const c of [inIranLongAgo, home]) {
      expect((await slugs(db, c)).filter((s) => roamingSlugs.includes(s))).toEqual([]);
    }
  }));

test("off-net minutes: 150 or more to other networks in 30 days picks the all-network minutes bundle", () =>
  withRollback(async (_h, db) => {
    const caller = await customer(db, 50_000);
    const onNet = await customer(db, 50_000);
    const few = await customer(db, 50_000);
    for (let i = 0; i < 8; i++) {
      const at = new Date(Date.now() - (i + 1) * DAY);
      await rate(db, caller.msisdn, { type: "voice", destination: "off_net", quantity: 20 * 60, occurredAt: at });
      await rate(db, onNet.msisdn, { type: "voice", destination: "on_net", quantity: 20 * 60, occurredAt: at });
      await rate(db, few.msisdn, { type: "voice", destination: "off_net", quantity: 10 * 60, occurredAt: at });
    }
    const [offer] = (await offersOf(db, caller)).filter((o) => o.offer.slug === "bikaifi-720");
    expect(offer?.reason.text).toBe("You called other networks for 160 minutes in the last 30 days.");
    expect(await slugs(db, onNet)).not.toContain("bikaifi-720");
    expect(await slugs(db, few)).not.toContain("bikaifi-720");
  }));

test("offers are ranked by score: a segment offer before a low-balance day pass", () =>
  withRollback(async (_h, db) => {
    const c = await customer(db, 2_000, { governorate: "baghdad" });
    await importSegment(db, "btl-ul", c.national, { prefixes, now: new Date() });
    const offers = await offersOf(db, c);
    expect(offers.map((o) => o.offer.slug)).toEqual(["personal-unlimited", "daily-1gb"]);
    expect(offers[0]?.score).toBeGreaterThan(offers[1]?.score ?? 0);
  }));
