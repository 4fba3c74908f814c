import { eq, inArray } from "drizzle-orm";
import { accountLines, lines } from "../db/schema/index.ts";
import { runPointsDaily } from "../domain/points/daily.ts";
import { earnForMoneyIn } from "../domain/points/earn.ts";
import { jobServiceContext } from "../jobs/service-context.server.ts";
import { DAY } from "./demo-usage.server.ts";
import type { SeedStep } from "./run-seed.server.ts";

/** The demo customers' lines that get a points history older than the 90 days of demo-usage. */
const DEMO_LINES = ["9647800000001", "9647800000002", "9647800000003"];

/**
 * The points the demo customers earned before the money history demo-usage writes (which covers
 * 90 days): a recharge or bill payment every four weeks from about a year ago, earned through the
 * same hook as production with those past dates. The oldest of them fall due within the month, so
 * the daily points job, run once here, sends the expiry notice and the rewards page shows them as
 * expiring soon; the tiers come out of the same figures.
 */
export const demoPointsStep: SeedStep = {
  name: "demo-points",
  demoOnly: true,
  content: () => ({ version: 1, lines: DEMO_LINES }),
  run: async ({ db, config, log }) => {
    const now = new Date();
    const held = await db
      .select({ id: lines.id, msisdn: lines.msisdn, billing: lines.billing })
      .from(lines)
      .innerJoin(accountLines, eq(accountLines.lineId, lines.id))
      .where(inArray(lines.msisdn, DEMO_LINES));
    let events = 0;
    for (const line of held) {
      const base = line.billing === "prepaid" ? 30_000 : 42_500;
      // From 350 days ago (due in about two weeks) to just before the 90 days of demo-usage.
      for (let daysAgo = 350, n = 0; daysAgo > 92; daysAgo -= 28, n += 1) {
        const at = new Date(now.getTime() - daysAgo * DAY);
        const amountIqd = base + (n % 3) * 5_000;
        await earnForMoneyIn(db, {
          lineId: line.id,
          amountIqd,
          event: `seed-history:${line.msisdn}:${n}`,
          source: line.billing === "prepaid" ? "recharge" : "bill",
          online: false,
          at,
        });
        events += 1;
      }
    }
    const daily = await runPointsDaily({ ctx: jobServiceContext({ db, config, log, now }, {}, "cli") });
    return { events, ...daily };
  },
};
