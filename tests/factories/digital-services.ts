import { eq } from "drizzle-orm";
import type { RenewalPeriod } from "../../src/contracts/digital-services.ts";
import type { Db } from "../../src/db/client.server.ts";
import { digitalServiceSubscriptions, digitalServices } from "../../src/db/schema/index.ts";
import { readOutbox } from "../../src/domain/sms/outbox.ts";

let counter = 0;

/** A digital service of the test's own, at the price and renewal period it needs. */
export async function makeService(db: Db, options: { priceIqd?: number; renewal?: RenewalPeriod } = {}) {
  counter += 1;
  const slug = `test-service-${process.pid % 1000}-${counter}`;
  const [row] = await db
    .insert(digitalServices)
    .values({
      slug,
      category: "news",
      provider: { en: "Zain Iraq", ar: "زين العراق", ku: "زەین عێراق" },
      priceIqd: options.priceIqd ?? 1000,
      renewal: options.renewal ?? "weekly",
      names: { en: "Test news", ar: "أخبار تجريبية", ku: "هەواڵی تاقیکردنەوە" },
      descriptions: { en: "News by SMS.", ar: "أخبار برسائل نصية.", ku: "هەواڵ بە نامەی کورت." },
    })
    .returning();
  if (!row) throw new Error("service not created");
  return row;
}

/** A line's subscriptions to digital services and the SMS it was sent, oldest first. */
export async function servicesOf(db: Db, line: { id: string; msisdn: string }) {
  return {
    subscriptions: await db
      .select()
      .from(digitalServiceSubscriptions)
      .where(eq(digitalServiceSubscriptions.lineId, line.id)),
    sms: (await readOutbox(db, line.msisdn)).reverse(),
  };
}
