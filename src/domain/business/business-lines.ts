import { eq, inArray } from "drizzle-orm";
import type { BusinessLine, BusinessLines } from "../../contracts/api/business.ts";
import type { Db } from "../../db/client.server.ts";
import { lineBalances, lineSpendLimits } from "../../db/schema/index.ts";
import type { ServiceCall } from "../context.ts";
import { accountLinesOf, ownedLine } from "../lines/line-access.ts";
import { businessOwner } from "./access.ts";
import { cycleStart, spentThisCycle } from "./spend-limit.ts";

type Line = {
  id: string;
  msisdn: string;
  billing: "prepaid" | "postpaid";
  kind: "mobile" | "broadband";
  status: "active" | "suspended" | "terminated";
};

/** Each line with its month, its spend so far and its limit. */
async function withSpend(db: Db, lines: readonly Line[], at: Date): Promise<BusinessLine[]> {
  const ids = lines.map((l) => l.id);
  const facts = ids.length
    ? await db
        .select({
          id: lineBalances.lineId,
          cycleDay: lineBalances.billCycleDay,
          limitIqd: lineSpendLimits.monthlyLimitIqd,
        })
        .from(lineBalances)
        .leftJoin(lineSpendLimits, eq(lineSpendLimits.lineId, lineBalances.lineId))
        .where(inArray(lineBalances.lineId, ids))
    : [];
  const byLine = new Map(facts.map((f) => [f.id, f]));
  const cycles = lines.map((l) => ({ id: l.id, cycleDay: byLine.get(l.id)?.cycleDay ?? null }));
  const spent = await spentThisCycle(db, cycles, at);
  return cycles.map(({ id, cycleDay }, i) => {
    const { msisdn, billing, kind, status } = lines[i] as Line;
    return {
      id,
      msisdn,
      billing,
      kind,
      status,
      cycleStartedAt: cycleStart(cycleDay, at).toISOString(),
      spentIqd: spent.get(id) ?? 0,
      limitIqd: byLine.get(id)?.limitIqd ?? null,
    };
  });
}

/** The company's lines with what each spent this month and its limit (the owner's overview). */
export async function listBusinessLines({ ctx }: ServiceCall): Promise<BusinessLines> {
  const owner = await businessOwner(ctx);
  const lines = await withSpend(ctx.db, await accountLinesOf(ctx.db, owner), ctx.now);
  return { lines, spentIqd: lines.reduce((sum, l) => sum + l.spentIqd, 0) };
}

/** Sets (or with null removes) a line's monthly spend limit; it holds from the next charge. */
export async function setSpendLimit({
  ctx,
  input,
}: ServiceCall<{ lineId: string; limitIqd: number | null }>): Promise<BusinessLine> {
  const owner = await businessOwner(ctx);
  const line = await ownedLine(ctx.db, owner, input.lineId);
  if (input.limitIqd === null) {
    await ctx.db.delete(lineSpendLimits).where(eq(lineSpendLimits.lineId, line.id));
  } else {
    await ctx.db
      .insert(lineSpendLimits)
      .values({ lineId: line.id, monthlyLimitIqd: input.limitIqd, updatedAt: ctx.now })
      .onConflictDoUpdate({
        target: lineSpendLimits.lineId,
        set: { monthlyLimitIqd: input.limitIqd, updatedAt: ctx.now },
      });
  }
  const [view] = await withSpend(ctx.db, [line], ctx.now);
  if (!view) throw new Error("line view missing");
  return view;
}
