import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer } from "../../../tests/factories/money.ts";
import { cardCode } from "../../../tests/factories/vouchers.ts";
import { vouchers } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { importVouchers, parseVoucherCsv, voucherReport } from "./batches.ts";
import { redeemVoucher } from "./redeem.ts";

const expiry = new Date("2030-01-01T00:00:00Z");

test("the printer's CSV: header in any order, a BOM, grouped codes, optional serial and expiry", () => {
  const rows = parseVoucherCsv(
    "\uFEFFvalue,code,expires\n5000,1234 5678 9012 34,2027-06-30\n\n10000,98765-43210-9876,\n",
    expiry,
  );
  expect(rows).toEqual([
    { code: "12345678901234", valueIqd: 5000, expiresAt: new Date("2027-06-30T23:59:59+03:00") },
    { code: "98765432109876", valueIqd: 10_000, expiresAt: expiry },
  ]);
  expect(() => parseVoucherCsv("serial,amount\nx,1", expiry)).toThrow(DomainError);
});

test("a batch with bad rows is refused whole, naming every problem; a code already sold fails the import", () =>
  withRollback(async (_handle, db) => {
    const ctx = testContext(db);
    const bad = importVouchers({
      ctx,
      input: {
        id: "T-BAD",
        rows: [
          { code: "123", valueIqd: 5000, expiresAt: expiry },
          { code: "12345678901234", valueIqd: 0, expiresAt: expiry },
        ],
      },
    });
    await expect(bad).rejects.toMatchObject({
      code: "voucher_import_invalid",
      details: { problems: expect.stringMatching(/row 1.*row 2/) },
    });
    const code = cardCode();
    await importVouchers({ ctx, input: { id: "T-ONE", rows: [{ code, valueIqd: 5000, expiresAt: expiry }] } });
    const again = importVouchers({
      ctx,
      input: {
        id: "T-TWO",
        rows: [
          { code: cardCode(), valueIqd: 5000, expiresAt: expiry },
          { code, valueIqd: 5000, expiresAt: expiry },
        ],
      },
    });
    await expect(again).rejects.toMatchObject({ code: "voucher_duplicate" });
    expect(await db.select().from(vouchers).where(eq(vouchers.batchId, "T-TWO"))).toHaveLength(0);
  }));

test("the report counts cards, redemptions and unused expired cards per batch", () =>
  withRollback(async (_handle, db) => {
    const codes = [cardCode(), cardCode(), cardCode()];
    const ctx = testContext(db, { client: "report-test" });
    await importVouchers({
      ctx,
      input: {
        id: "T-REPORT",
        rows: [
          { code: codes[0] ?? "", valueIqd: 5000, expiresAt: expiry },
          { code: codes[1] ?? "", valueIqd: 10_000, expiresAt: expiry },
          { code: codes[2] ?? "", valueIqd: 5000, expiresAt: new Date(Date.now() - 1000) },
        ],
      },
    });
    const c = await fundedCustomer(db, 0);
    await redeemVoucher({
      ctx,
      input: { msisdn: c.msisdn, code: codes[1] ?? "", idempotencyKey: "report-key-0000001" },
    });
    const [row] = (await voucherReport({ ctx: testContext(db) })).filter((r) => r.batch === "T-REPORT");
    expect(row).toMatchObject({
      cards: 3,
      valueIqd: 20_000,
      redeemed: 1,
      redeemedIqd: 10_000,
      active: 1,
      expired: 1,
      voided: 0,
    });
    expect(row?.lastRedeemedAt).toEqual(expect.anything());
  }));
