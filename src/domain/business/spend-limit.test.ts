import { expect, test } from "vitest";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import { lineSpendLimits } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { debit, debitUpTo } from "../lines/money.ts";
import { cycleStart } from "./spend-limit.ts";

test("a line's month begins at Baghdad midnight of its cycle day, or of the 1st for prepaid", () => {
  // 2026-11-27 10:00 in Baghdad.
  const at = new Date("2026-11-27T07:00:00Z");
  expect(cycleStart(null, at).toISOString()).toBe("2026-10-31T21:00:00.000Z");
  expect(cycleStart(15, at).toISOString()).toBe("2026-11-14T21:00:00.000Z");
  expect(cycleStart(28, at).toISOString()).toBe("2026-10-27T21:00:00.000Z");
  // Just after midnight in Baghdad on the 1st of January is already the new month.
  expect(cycleStart(null, new Date("2026-12-31T21:30:00Z")).toISOString()).toBe("2026-12-31T21:00:00.000Z");
});

test("every charge a user starts is held to the limit, whatever path calls debit; usage and renewals are not", () =>
  withRollback(async (_handle, db) => {
    const c = await fundedCustomer(db, 50_000);
    await db.insert(lineSpendLimits).values({ lineId: c.lineId, monthlyLimitIqd: 10_000 });
    await debit(db, c.lineId, 6000, { kind: "transfer_out" });
    for (const kind of ["purchase", "transfer_fee", "transfer_out"] as const) {
      const refused = await debit(db, c.lineId, 4001, { kind }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(DomainError);
      expect(refused).toMatchObject({ code: "spend_limit_reached", details: { limit: 10_000, left: 4000 } });
    }
    await debit(db, c.lineId, 4000, { kind: "purchase" });
    // The network's usage and the renewal job go on past the limit.
    expect(await debitUpTo(db, c.lineId, 2500, { kind: "usage" })).toBe(2500);
    await debit(db, c.lineId, 1000, { kind: "renewal" });
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 36_500, ledger: 36_500 });
  }));
