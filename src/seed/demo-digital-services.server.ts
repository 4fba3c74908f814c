import { eq } from "drizzle-orm";
import { renewalDays } from "../contracts/digital-services.ts";
import { digitalServiceSubscriptions, digitalServices, lines } from "../db/schema/index.ts";
import type { SeedStep } from "./run-seed.server.ts";

const DAY = 24 * 60 * 60_000;

/**
 * The demo customers' subscriptions, so myzain's digital services list is not empty on first
 * sight: Layla (prepaid) has caller tunes and the verse of the day, Karwan (postpaid) music.
 * Their first charges predate the demo's ledger, so no entry is written for them.
 */
const demoSubscriptions = [
  { msisdn: "9647800000001", service: "zain-tunes", daysAgo: 12 },
  { msisdn: "9647800000001", service: "daily-verse", daysAgo: 0 },
  { msisdn: "9647800000002", service: "maqam-music", daysAgo: 20 },
];

export const demoDigitalServicesStep: SeedStep = {
  name: "demo-digital-services",
  demoOnly: true,
  content: () => ({ version: 1, demoSubscriptions }),
  run: async ({ db }) => {
    const now = Date.now();
    let added = 0;
    for (const demo of demoSubscriptions) {
      const [line] = await db.select({ id: lines.id }).from(lines).where(eq(lines.msisdn, demo.msisdn));
      const [service] = await db.select().from(digitalServices).where(eq(digitalServices.slug, demo.service));
      if (!line || !service) continue;
      const startedAt = new Date(now - demo.daysAgo * DAY);
      const inserted = await db
        .insert(digitalServiceSubscriptions)
        .values({
          lineId: line.id,
          serviceSlug: service.slug,
          priceIqd: service.priceIqd,
          startedAt,
          paidUntil: new Date(startedAt.getTime() + renewalDays[service.renewal] * DAY),
        })
        .onConflictDoNothing()
        .returning({ id: digitalServiceSubscriptions.id });
      added += inserted.length;
    }
    return { subscriptions: added };
  },
};
