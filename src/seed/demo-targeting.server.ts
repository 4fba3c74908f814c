/**
 * What personal offers need in a demo: each line's home governorate, the BTL segment lists
 * (imported through the operator's own `importSegment`) and a few ordinary lines whose recent
 * usage meets a targeting rule, rated by the rating engine. The README lists them.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { lineServices, lines } from "../db/schema/index.ts";
import { credit, ensureBalance } from "../domain/lines/money.ts";
import { importSegment } from "../domain/targeting/segments.ts";
import { rateEvent, type UsageEvent } from "../domain/usage/rating.ts";
import { jobServiceContext } from "../jobs/service-context.server.ts";
import type { SeedStep } from "./run-seed.server.ts";

/** Roughly where Iraq's mobile customers live (per 100); Kurdistan Region's four governorates among them. */
const SPREAD: [string, number][] = [
  ["baghdad", 24],
  ["basra", 8],
  ["nineveh", 8],
  ["erbil", 6],
  ["sulaymaniyah", 6],
  ["duhok", 4],
  ["halabja", 1],
  ["kirkuk", 4],
  ["anbar", 4],
  ["babil", 5],
  ["karbala", 3],
  ["najaf", 4],
  ["wasit", 3],
  ["diyala", 4],
  ["salah-al-din", 4],
  ["qadisiyyah", 3],
  ["maysan", 3],
  ["dhi-qar", 5],
  ["muthanna", 2],
];

/** Lines whose governorate a test or the README relies on; the rest follow SPREAD. */
const FIXED: Record<string, string> = {
  "9647800000001": "baghdad",
  "9647800000002": "erbil",
  "9647800000003": "basra",
  "9647800000004": "basra",
  "9647800000005": "basra",
  "9647801000800": "baghdad",
  "9647801000801": "erbil",
  "9647801000802": "basra",
  "9647801000803": "sulaymaniyah",
  "9647801000804": "najaf",
  "9647801000805": "duhok",
  "9647801000806": "baghdad",
  "9647801000807": "halabja",
  "9647801000808": "baghdad",
  "9647801000809": "karbala",
};

/** A demo line's home governorate: fixed for the documented lines, else spread by its number. */
export function demoGovernorate(msisdn: string): string {
  const fixed = FIXED[msisdn];
  if (fixed) return fixed;
  // 07801000810-829 stay outside the Kurdistan Region, so their offers are only their usage's.
  if (/^96478010008[1-2]\d$/.test(msisdn)) return "baghdad";
  let slot = (Number(msisdn.slice(-6)) * 7919) % 100;
  for (const [governorate, share] of SPREAD) {
    if (slot < share) return governorate;
    slot -= share;
  }
  return "baghdad";
}

/** The BTL segment lists of the demo, as the operator would send them: one number a line. */
export const DEMO_SEGMENTS: Record<string, string[]> = {
  "btl-3gb": ["07800000001", "07801000800", "07801000801", "07801000807", "07801000809"],
  "btl-6gb": ["07801000802", "07801000808"],
  "btl-25gb": ["07801000803"],
  "btl-100gb": ["07801000804"],
  "btl-ul": ["07801000805", "07801000806"],
};

export const demoSegmentsStep: SeedStep = {
  name: "demo-segments",
  demoOnly: true,
  content: () => DEMO_SEGMENTS,
  run: async ({ db, config }) => {
    let added = 0;
    for (const [segment, numbers] of Object.entries(DEMO_SEGMENTS)) {
      const csv = ["msisdn", ...numbers].join("\n");
      const result = await importSegment(db, segment, csv, { prefixes: config.auth.mobilePrefixes, now: new Date() });
      if (result.problems.length > 0) throw new Error(`segment ${segment}: ${JSON.stringify(result.problems)}`);
      added += result.added;
    }
    return { members: added };
  },
};

const DAY = 24 * 60 * 60_000;
const MB = 1024;

type Profile = { recharge: number; roamingOn?: boolean; events: (msisdn: string, now: Date) => UsageEvent[] };

const event = (msisdn: string, at: Date, fields: Omit<UsageEvent, "id" | "msisdn" | "occurredAt">): UsageEvent => ({
  id: `demo-targeting-${randomUUID()}`,
  msisdn,
  occurredAt: at,
  ...fields,
});

/** Ordinary lines with a recent life that a targeting rule picks out (README, "Personal offers"). */
const PROFILES: Record<string, Profile> = {
  // About 9 GB at home in the last six days, paid from the balance: no data bundle.
  "9647801000810": {
    recharge: 150_000,
    events: (msisdn, now) =>
      Array.from({ length: 18 }, (_, i) =>
        event(msisdn, new Date(now.getTime() - (6 * DAY * (i + 1)) / 19), {
          type: "data",
          quantity: 512 * MB,
          app: i % 2 === 0 ? "youtube" : "tiktok",
        }),
      ),
  },
  // Back from Türkiye: a few roaming sessions and a call there five days ago; roaming still on.
  "9647801000811": {
    recharge: 25_000,
    roamingOn: true,
    events: (msisdn, now) => [
      ...[0, 1, 2].map((i) =>
        event(msisdn, new Date(now.getTime() - (5 * DAY + i * 3_600_000)), {
          type: "data",
          quantity: 2 * MB,
          destination: "roaming",
          country: "TR",
          app: "whatsapp",
        }),
      ),
      event(msisdn, new Date(now.getTime() - 5 * DAY + 7_200_000), {
        type: "voice",
        quantity: 120,
        destination: "roaming",
        country: "TR",
      }),
    ],
  },
  // A seven-minute call to another network every day for a month: 210 minutes.
  "9647801000812": {
    recharge: 25_000,
    events: (msisdn, now) =>
      Array.from({ length: 30 }, (_, i) =>
        event(msisdn, new Date(now.getTime() - (i + 0.5) * DAY), {
          type: "voice",
          quantity: 420,
          destination: "off_net",
        }),
      ),
  },
};

export const demoTargetingStep: SeedStep = {
  name: "demo-targeting",
  demoOnly: true,
  content: () => ({ version: 1, lines: Object.keys(PROFILES) }),
  run: async ({ db, config, log }) => {
    const now = new Date();
    const ctx = jobServiceContext({ db, config, log, now }, { gateways: null }, "cli");
    let events = 0;
    for (const [msisdn, profile] of Object.entries(PROFILES)) {
      const [line] = await db
        .select({ id: lines.id, billing: lines.billing })
        .from(lines)
        .where(eq(lines.msisdn, msisdn));
      if (!line) continue;
      await ensureBalance(db, line);
      await credit(db, line.id, profile.recharge, {
        kind: "recharge",
        details: { method: "card" },
        at: new Date(now.getTime() - 30 * DAY),
      });
      if (profile.roamingOn) {
        await db
          .insert(lineServices)
          .values({ lineId: line.id, roaming: true })
          .onConflictDoUpdate({ target: lineServices.lineId, set: { roaming: true } });
      }
      for (const e of profile.events(msisdn, now)) {
        await rateEvent({ ctx, input: e });
        events += 1;
      }
    }
    return { lines: Object.keys(PROFILES).length, events };
  },
};

/** A short trip abroad in the demo customers' history: a few sessions and a call, rated as roaming. */
export function tripEvents(msisdn: string, day: Date, country: string): UsageEvent[] {
  const at = (hour: number) => new Date(day.getTime() + hour * 3_600_000);
  return [
    event(msisdn, at(9), { type: "data", quantity: 3 * MB, destination: "roaming", country, app: "whatsapp" }),
    event(msisdn, at(14), { type: "data", quantity: 2 * MB, destination: "roaming", country }),
    event(msisdn, at(18), { type: "voice", quantity: 90, destination: "roaming", country, peer: "9647801234512" }),
  ];
}
