import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../../src/db/client.server.ts";
import { rewardCodes, rewardRedemptions, rewards } from "../../src/db/schema/index.ts";
import { earnPoints } from "../../src/domain/points/ledger.ts";
import { actorFor, testContext } from "../context.ts";
import { fundedCustomer } from "./money.ts";

let made = 0;
const texts = (name: string) => ({
  en: { name, description: `${name}, for tests`, partner: "Test Partner" },
  ar: { name, description: `${name}, for tests`, partner: "Test Partner" },
  ku: { name, description: `${name}, for tests`, partner: "Test Partner" },
});

/** A reward of its own (never a seeded one): a bundle of bikaifi-210 for 40 points, stock 100, by default. */
export async function makeReward(db: Db, overrides: Partial<typeof rewards.$inferInsert> = {}) {
  made += 1;
  const slug = `test-reward-${process.pid}-${made}-${Date.now().toString(36)}`;
  const kind = overrides.kind ?? "bundle";
  const [row] = await db
    .insert(rewards)
    .values({
      slug,
      kind,
      pointsCost: 40,
      stock: 100,
      perCustomerLimit: null,
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: null,
      offeringSlug: kind === "bundle" ? "bikaifi-210" : null,
      creditIqd: kind === "bill_discount" ? 5000 : null,
      texts: texts(slug),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("reward not created");
  return row;
}

/** A customer with a funded line and `points` points, and a service context acting as them. */
export async function pointedCustomer(db: Db, points: number, options: { billing?: "prepaid" | "postpaid" } = {}) {
  const c = await fundedCustomer(db, 0, options);
  const now = new Date();
  if (points > 0) {
    await earnPoints(db, {
      accountId: c.account.id,
      event: `test:${c.account.id}`,
      points,
      at: now,
      expiresAt: new Date(now.getTime() + 365 * 86_400_000),
    });
  }
  const ctx = testContext(db, { actor: actorFor(c.account.id, [c.lineId]) });
  return { ...c, ctx };
}

/** What a redemption could change: the reward's stock, its redemptions, its codes still free. */
export async function rewardState(db: Db, slug: string) {
  const [reward] = await db.select({ stock: rewards.stock }).from(rewards).where(eq(rewards.slug, slug));
  const [done] = await db.select({ n: count() }).from(rewardRedemptions).where(eq(rewardRedemptions.rewardSlug, slug));
  const [free] = await db
    .select({ n: count() })
    .from(rewardCodes)
    .where(and(eq(rewardCodes.rewardSlug, slug), isNull(rewardCodes.redemptionId)));
  return { stock: reward?.stock ?? 0, redemptions: done?.n ?? 0, freeCodes: free?.n ?? 0 };
}
