import { eq, sql } from "drizzle-orm";
import { rewardCodes, rewards } from "../../db/schema/index.ts";
import type { ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { partnerCodeHash, sealCode } from "./sealed-code.ts";

export type PartnerCodeRow = { code: string; expiresAt: Date | null };

/** Every problem of a partner's file, with its row number, before anything is written. */
function problemsOf(rows: PartnerCodeRow[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const at = `row ${i + 1}`;
    if (!/^[A-Za-z0-9-]{4,40}$/.test(row.code)) problems.push(`${at}: code must be 4-40 letters, digits or -`);
    if (seen.has(row.code)) problems.push(`${at}: code repeated in the file`);
    seen.add(row.code);
    if (row.expiresAt && Number.isNaN(row.expiresAt.getTime())) problems.push(`${at}: expiry is not a date`);
  });
  if (rows.length === 0) problems.push("the file has no codes");
  return problems;
}

/**
 * Adds a partner's codes to a partner-voucher reward's pool, all or nothing, and its stock by as
 * many: codes are sealed and hashed on the way in (docs/decisions/057-rewards.md), and a code
 * already in the pool fails the whole import.
 */
export async function importRewardCodes({
  ctx,
  input,
}: ServiceCall<{ reward: string; rows: PartnerCodeRow[] }>): Promise<{ imported: number; stock: number }> {
  const pepper = ctx.env.config.secrets.voucherPepper;
  const problems = problemsOf(input.rows);
  if (problems.length > 0) throw new DomainError("invalid", "reward_codes_invalid", { problems: problems.join("; ") });
  return ctx.db.transaction(async (tx) => {
    const [reward] = await tx.select().from(rewards).where(eq(rewards.slug, input.reward)).for("update");
    if (!reward) throw new DomainError("not_found", "reward_not_found");
    if (reward.kind !== "partner_voucher") throw new DomainError("invalid", "reward_not_partner_voucher");
    const values = input.rows.map((row) => ({
      rewardSlug: reward.slug,
      codeHash: partnerCodeHash(pepper, reward.slug, row.code),
      codeSealed: sealCode(pepper, row.code),
      expiresAt: row.expiresAt,
      importedAt: ctx.now,
    }));
    for (let i = 0; i < values.length; i += 500) {
      const chunk = values.slice(i, i + 500);
      const written = await tx
        .insert(rewardCodes)
        .values(chunk)
        .onConflictDoNothing()
        .returning({ id: rewardCodes.id });
      if (written.length !== chunk.length) throw new DomainError("conflict", "reward_codes_duplicate");
    }
    const [after] = await tx
      .update(rewards)
      .set({ stock: sql`${rewards.stock} + ${values.length}` })
      .where(eq(rewards.slug, reward.slug))
      .returning({ stock: rewards.stock });
    return { imported: values.length, stock: after?.stock ?? 0 };
  });
}

/** Parses a partner's CSV: a header with `code`, optionally `expires` (YYYY-MM-DD, the last day of use). */
export function parsePartnerCodes(text: string): PartnerCodeRow[] {
  const [header, ...lines] = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .filter((l) => l.trim() !== "" && !l.startsWith("#"));
  if (!header) return [];
  const columns = header.split(",").map((c) => c.trim().toLowerCase());
  const codeAt = columns.indexOf("code");
  const expiresAt = columns.indexOf("expires");
  if (codeAt < 0)
    throw new DomainError("invalid", "reward_codes_invalid", { problems: "the header needs a code column" });
  return lines.map((line) => {
    const cells = line.split(",").map((c) => c.trim());
    const expires = expiresAt >= 0 ? cells[expiresAt] : undefined;
    return { code: cells[codeAt] ?? "", expiresAt: expires ? new Date(`${expires}T23:59:59+03:00`) : null };
  });
}
