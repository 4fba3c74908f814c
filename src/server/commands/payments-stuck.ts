/**
 * `node src/server/cli.ts payments-stuck [--older-than MINUTES]`: the payments where money was
 * taken and is neither on the line nor back with the payer (docs/decisions/036). Numbers are
 * masked: the id is what to look up further.
 */
import { parseArgs } from "node:util";
import { stuckPayments } from "../../domain/payments/stuck-payments.ts";
import { jobServiceContext } from "../../jobs/service-context.server.ts";
import type { Command, CommandContext } from "./command.ts";

/** A success the job has not settled in this long is worth a look (it runs every minute or so). */
const DEFAULT_OLDER_THAN_MINUTES = 15;

const time = (d: Date | null) => (d ? d.toISOString().slice(0, 16).replace("T", " ") : "");

async function paymentsStuck({ database, config, log, args }: CommandContext): Promise<number> {
  let olderThan = DEFAULT_OLDER_THAN_MINUTES;
  try {
    const { values } = parseArgs({ args, options: { "older-than": { type: "string" } } });
    if (values["older-than"] !== undefined) olderThan = Number(values["older-than"]);
  } catch {
    olderThan = Number.NaN;
  }
  if (!Number.isInteger(olderThan) || olderThan < 0) {
    console.error("Usage: payments-stuck [--older-than MINUTES]  (a whole number of minutes)");
    return 2;
  }
  const ctx = jobServiceContext({ db: database.db, config, log, now: new Date() }, {}, "cli");
  const rows = await stuckPayments({ ctx, input: { olderThanMinutes: olderThan } });
  if (rows.length === 0) {
    console.log(`No stuck payments (refund_failed, or succeeded for over ${olderThan} minutes).`);
    return 0;
  }
  console.table(
    rows.map((p) => ({
      id: p.id,
      line: p.msisdnMasked,
      gateway: p.provider,
      state: p.state,
      reason: p.reason ?? "",
      "amount IQD": p.amountIqd,
      "paid IQD": p.paidIqd ?? "",
      attempts: p.refundAttempts,
      "next attempt": time(p.nextRefundAt),
      "last error": p.lastRefundError ?? "",
      since: time(p.updatedAt),
    })),
  );
  return 0;
}

export const paymentsStuckCommand: Command = {
  name: "payments-stuck",
  usage: "payments-stuck [--older-than MINUTES]",
  run: paymentsStuck,
};
