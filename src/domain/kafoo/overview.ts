import { eq } from "drizzle-orm";
import type { KafooOverview } from "../../contracts/api/kafoo.ts";
import { lineBalances } from "../../db/schema/index.ts";
import { actorOf, type ServiceCall } from "../context.ts";
import { ownedLine } from "../lines/line-access.ts";
import { ensureBalance } from "../lines/money.ts";
import { advanceOffers, advanceRefusal } from "./advance.ts";
import { debtHistory, outstandingOf } from "./advance-debt.ts";
import { pausedServices } from "./service-switch.ts";
import { sentToday } from "./transfer-limits.ts";

/** The line's Kafoo at a glance: transfer rules and today's use, the advance owed, eligibility, history. */
export async function kafooOverview({ ctx, input }: ServiceCall<{ lineId: string }>): Promise<KafooOverview> {
  const line = await ownedLine(ctx.db, actorOf(ctx), input.lineId);
  const { transfer, advance } = ctx.env.config.kafoo;
  await ensureBalance(ctx.db, line);
  const [paused, today, outstandingIqd, refusal, history, [money]] = await Promise.all([
    pausedServices(ctx.db),
    sentToday(ctx.db, line.id, ctx.now),
    outstandingOf(ctx.db, line.id),
    advanceRefusal(ctx.db, advance, line, ctx.now),
    debtHistory(ctx.db, line.id),
    ctx.db.select({ balance: lineBalances.balanceIqd }).from(lineBalances).where(eq(lineBalances.lineId, line.id)),
  ]);
  return {
    balanceIqd: money?.balance ?? 0,
    paused,
    transfer: {
      minIqd: transfer.minIqd,
      maxIqd: transfer.maxIqd,
      feeIqd: transfer.feeIqd,
      choices: [1000, 2000, 5000, 10_000].filter((a) => a >= transfer.minIqd && a <= transfer.maxIqd),
      codeAboveIqd: transfer.codeAboveIqd,
      dailyCount: transfer.dailyCount,
      dailyIqd: transfer.dailyIqd,
      todayCount: today.count,
      todayIqd: today.amountIqd,
    },
    advance: {
      outstandingIqd,
      eligible: refusal === null,
      refusal,
      minDays: advance.minDays,
      minRecharges: advance.minRecharges,
      offers: advanceOffers(advance),
      history,
    },
  };
}
