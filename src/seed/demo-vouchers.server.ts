import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { importVouchers, parseVoucherCsv } from "../domain/vouchers/batches.ts";
import { jobServiceContext } from "../jobs/service-context.server.ts";
import type { SeedStep } from "./run-seed.server.ts";

/** The demo cards, listed in clear in the docs so that anyone trying the demo can recharge. */
export const DEMO_VOUCHERS_FILE = "docs/demo-vouchers.csv";

import { DEMO_VOUCHER_BATCH as BATCH } from "../domain/vouchers/redeem.ts";

const csv = () => readFileSync(DEMO_VOUCHERS_FILE, "utf8");

export const demoVouchersStep: SeedStep = {
  name: "demo-vouchers",
  demoOnly: true,
  content: () => ({ version: 1, file: createHash("sha256").update(csv()).digest("hex") }),
  run: async (seed) => {
    const rows = parseVoucherCsv(csv(), new Date("2027-12-31T23:59:59+03:00"));
    const ctx = jobServiceContext({ ...seed, now: new Date() });
    // A batch is imported once; cards already redeemed in this database stay redeemed.
    const imported = await importVouchers({ ctx, input: { id: BATCH, note: "demo", rows } }).catch((error: unknown) => {
      if (error instanceof Error && error.message === "voucher_batch_exists") return null;
      throw error;
    });
    return { vouchers: imported?.imported ?? 0 };
  },
};
