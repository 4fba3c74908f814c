/**
 * `npm run vouchers:import -- <file.csv> --batch <name> [--expires YYYY-MM-DD] [--note "..."]`
 * and `npm run vouchers:report`. The CSV is the printer's: a header with code and value, and
 * optionally serial and expires; codes are hashed on the way in and never stored.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { ServiceContext } from "../../domain/context.ts";
import { DomainError } from "../../domain/errors.ts";
import { importVouchers, parseVoucherCsv, voucherReport } from "../../domain/vouchers/batches.ts";
import { jobServiceContext } from "../../jobs/service-context.server.ts";
import type { Command, CommandContext } from "./command.ts";

/** A year from now, the usual shelf life of a printed card. */
const defaultExpiry = () => new Date(Date.now() + 365 * 24 * 60 * 60_000);

async function voucherImportCommand(ctx: ServiceContext, args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { batch: { type: "string" }, expires: { type: "string" }, note: { type: "string" } },
  });
  const [file] = positionals;
  if (!file || !values.batch || !/^[A-Za-z0-9_-]{2,40}$/.test(values.batch)) {
    console.error(
      "Usage: vouchers:import -- <file.csv> --batch <name: letters, digits, - or _> [--expires YYYY-MM-DD] [--note text]",
    );
    return 2;
  }
  const expiry = values.expires ? new Date(`${values.expires}T23:59:59+03:00`) : defaultExpiry();
  if (Number.isNaN(expiry.getTime())) {
    console.error(`--expires: "${values.expires}" is not a date (YYYY-MM-DD)`);
    return 2;
  }
  try {
    const rows = parseVoucherCsv(readFileSync(file, "utf8"), expiry);
    const result = await importVouchers({
      ctx,
      input: { id: values.batch, rows, ...(values.note ? { note: values.note } : {}) },
    });
    console.log(`Imported batch ${result.batch}: ${result.imported} cards worth ${result.valueIqd} IQD.`);
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const why: Record<string, string> = {
      voucher_duplicate: "a code or serial in the file already exists (imported before?)",
      voucher_batch_exists: `batch ${values.batch} was imported already; use a new --batch name`,
    };
    console.error(`Nothing imported: ${why[error.code] ?? String(error.details.problems ?? error.code)}`);
    return 1;
  }
}

async function voucherReportCommand(ctx: ServiceContext): Promise<number> {
  const rows = await voucherReport({ ctx });
  if (rows.length === 0) {
    console.log("No voucher batches.");
    return 0;
  }
  console.table(
    rows.map((r) => ({
      batch: r.batch,
      imported: r.importedAt.toISOString().slice(0, 10),
      cards: r.cards,
      "value IQD": r.valueIqd,
      redeemed: r.redeemed,
      "redeemed IQD": r.redeemedIqd,
      active: r.active,
      "expired unused": r.expired,
      void: r.voided,
      "last redeemed": r.lastRedeemedAt ? new Date(r.lastRedeemedAt).toISOString().slice(0, 16) : "",
    })),
  );
  return 0;
}

const cliContext = ({ database, config, log }: CommandContext) =>
  jobServiceContext({ db: database.db, config, log, now: new Date() }, {}, "cli");

export const voucherImportCmd: Command = {
  name: "vouchers-import",
  usage: "vouchers-import <file.csv> --batch <name> [--expires YYYY-MM-DD] [--note text]",
  run: (ctx) => voucherImportCommand(cliContext(ctx), ctx.args),
};

export const voucherReportCmd: Command = {
  name: "vouchers-report",
  usage: "vouchers-report",
  run: (ctx) => voucherReportCommand(cliContext(ctx)),
};
