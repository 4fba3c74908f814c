import { and, eq, sql } from "drizzle-orm";
import { expect, inject, test } from "vitest";
import { testContext } from "../../../tests/context.ts";
import { onPostgres } from "../../../tests/database.ts";
import { makeLine } from "../../../tests/factories/accounts.ts";
import { makeVouchers } from "../../../tests/factories/vouchers.ts";
import { openPostgres } from "../../db/client.server.ts";
import { ledgerEntries, vouchers } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { redeemVoucher } from "./redeem.ts";

// Committed rows and many connections: a real server only (the run's database is dropped after).
test.runIf(onPostgres())("50 concurrent redemptions of one card: one success, one credit", async () => {
  const database = openPostgres(inject("databaseUrl") ?? "", 25);
  try {
    const [code = ""] = await makeVouchers(database.db, [10_000]);
    const targets = await Promise.all(Array.from({ length: 50 }, () => makeLine(database.db)));
    const attempts = await Promise.allSettled(
      targets.map((line, i) =>
        redeemVoucher({
          ctx: testContext(database.db, { client: `race-client-${i}` }),
          input: { msisdn: line.msisdn, code, idempotencyKey: `race-card-${line.id}` },
        }),
      ),
    );
    const won = attempts.filter((a) => a.status === "fulfilled");
    expect(won).toHaveLength(1);
    const lost = attempts.filter((a) => a.status === "rejected");
    expect(lost.every((a) => a.reason instanceof DomainError && a.reason.code === "voucher_used")).toBe(true);
    const ids = targets.map((t) => t.id);
    const [credits] = await database.db
      .select({ n: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${ledgerEntries.amountIqd}), 0)::int` })
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.lineId} in ${ids}`);
    expect(credits).toEqual({ n: 1, sum: 10_000 });
    const [card] = await database.db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.state, "redeemed"), sql`${vouchers.redeemedLineId} in ${ids}`));
    expect(card?.valueIqd).toBe(10_000);
  } finally {
    await database.close();
  }
});
