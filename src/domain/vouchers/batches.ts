import { desc, eq, sql } from "drizzle-orm";
import { VOUCHER_CODE_LENGTH } from "../../contracts/payments.ts";
import { voucherBatches, vouchers } from "../../db/schema/index.ts";
import type { ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { voucherHash } from "./voucher-code.ts";

export type VoucherRow = { code: string; valueIqd: number; serial?: string; expiresAt: Date };

/** Checks a print run before anything is written: every problem, with its row number. */
function problemsOf(rows: VoucherRow[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const at = `row ${i + 1}`;
    if (!new RegExp(`^\\d{${VOUCHER_CODE_LENGTH}}$`).test(row.code)) {
      problems.push(`${at}: code must be ${VOUCHER_CODE_LENGTH} digits`);
    }
    if (seen.has(row.code)) problems.push(`${at}: code repeated in the file`);
    seen.add(row.code);
    if (!Number.isInteger(row.valueIqd) || row.valueIqd <= 0) problems.push(`${at}: value must be whole IQD above 0`);
    if (Number.isNaN(row.expiresAt.getTime())) problems.push(`${at}: expiry is not a date`);
  });
  return problems;
}

/**
 * Imports a batch of cards in one transaction: all or nothing. Codes are stored only as keyed
 * hashes; a code or serial that already exists (another batch) fails the whole import.
 */
export async function importVouchers({
  ctx,
  input: batch,
}: ServiceCall<{ id: string; note?: string; rows: VoucherRow[] }>): Promise<{
  batch: string;
  imported: number;
  valueIqd: number;
}> {
  const pepper = ctx.env.config.secrets.voucherPepper;
  const problems = problemsOf(batch.rows);
  if (batch.rows.length === 0) problems.push("the file has no cards");
  if (problems.length > 0)
    throw new DomainError("invalid", "voucher_import_invalid", { problems: problems.join("; ") });
  await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(voucherBatches)
      .values({ id: batch.id, note: batch.note ?? null })
      .onConflictDoNothing()
      .returning({ id: voucherBatches.id });
    if (!created) throw new DomainError("conflict", "voucher_batch_exists", { batch: batch.id });
    const values = batch.rows.map((row, i) => ({
      codeHash: voucherHash(pepper, row.code),
      serial: row.serial ?? `${batch.id}-${String(i + 1).padStart(6, "0")}`,
      batchId: batch.id,
      valueIqd: row.valueIqd,
      expiresAt: row.expiresAt,
    }));
    for (let i = 0; i < values.length; i += 500) {
      const chunk = values.slice(i, i + 500);
      const written = await tx.insert(vouchers).values(chunk).onConflictDoNothing().returning({ id: vouchers.id });
      if (written.length !== chunk.length) {
        throw new DomainError("conflict", "voucher_duplicate", { batch: batch.id });
      }
    }
  });
  return { batch: batch.id, imported: batch.rows.length, valueIqd: batch.rows.reduce((s, r) => s + r.valueIqd, 0) };
}

/** Per batch: cards, what is redeemed, still active (and of those, past their date), voided. */
export async function voucherReport({ ctx }: ServiceCall) {
  const { now } = ctx;
  return ctx.db
    .select({
      batch: voucherBatches.id,
      note: voucherBatches.note,
      importedAt: voucherBatches.importedAt,
      cards: sql<number>`count(${vouchers.id})::int`,
      valueIqd: sql<number>`coalesce(sum(${vouchers.valueIqd}), 0)::int`,
      redeemed: sql<number>`count(*) filter (where ${vouchers.state} = 'redeemed')::int`,
      redeemedIqd: sql<number>`coalesce(sum(${vouchers.valueIqd}) filter (where ${vouchers.state} = 'redeemed'), 0)::int`,
      active: sql<number>`count(*) filter (where ${vouchers.state} = 'active' and ${vouchers.expiresAt} > ${now})::int`,
      expired: sql<number>`count(*) filter (where ${vouchers.state} = 'active' and ${vouchers.expiresAt} <= ${now})::int`,
      voided: sql<number>`count(*) filter (where ${vouchers.state} = 'void')::int`,
      lastRedeemedAt: sql<Date | null>`max(${vouchers.redeemedAt})`,
    })
    .from(voucherBatches)
    .leftJoin(vouchers, eq(vouchers.batchId, voucherBatches.id))
    .groupBy(voucherBatches.id)
    .orderBy(desc(voucherBatches.importedAt));
}

/** Parses the printer's CSV: a header with `code` and `value`, optionally `serial` and `expires` (YYYY-MM-DD). */
export function parseVoucherCsv(text: string, defaultExpiry: Date): VoucherRow[] {
  const [header, ...lines] = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .filter((l) => l.trim() !== "" && !l.startsWith("#"));
  if (!header) return [];
  const columns = header.split(",").map((c) => c.trim().toLowerCase());
  const at = (name: string) => columns.indexOf(name);
  if (at("code") < 0 || at("value") < 0)
    throw new DomainError("invalid", "voucher_import_invalid", { problems: "the header needs code and value columns" });
  return lines.map((line) => {
    const cells = line.split(",").map((c) => c.trim());
    const expires = at("expires") >= 0 ? cells[at("expires")] : undefined;
    return {
      code: (cells[at("code")] ?? "").replace(/[\s-]/g, ""),
      valueIqd: Number(cells[at("value")]),
      ...(at("serial") >= 0 && cells[at("serial")] ? { serial: cells[at("serial")] } : {}),
      expiresAt: expires ? new Date(`${expires}T23:59:59+03:00`) : defaultExpiry,
    };
  });
}
