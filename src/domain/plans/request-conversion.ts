/**
 * A customer's request to move a prepaid line to postpaid, keeping the number (issue 21). With an
 * identity check already passed the request completes at once; otherwise it carries one (the
 * orders' eKYC photos and details) and a reviewer decides both (conversion-review.ts). Exactly
 * once per idempotency key.
 */
import { desc, eq } from "drizzle-orm";
import type { ConversionOptions, ConversionView } from "../../contracts/api/postpaid-conversions.ts";
import type { IdentityInput } from "../../contracts/orders.ts";
import { postpaidConversions } from "../../db/schema/index.ts";
import { actorOf, type ServiceCall, withDb } from "../context.ts";
import { DomainError } from "../errors.ts";
import { once, type Stored } from "../idempotency/idempotency.ts";
import { ownedLine } from "../lines/line-access.ts";
import { humanReference } from "../references.ts";
import { completeConversion } from "./complete-conversion.ts";
import { conversionRefusals, identityConfirmed, lineMoney } from "./conversion-eligibility.ts";
import { type ConversionIdentity, fileConversionIdentity, identityOfConversion } from "./conversion-identity.ts";
import { conversionOutcomeSms } from "./conversion-sms.ts";
import { powerPlans } from "./current-plan.ts";
import { creditLimitFor } from "./proration.ts";

export function conversionView(
  row: typeof postpaidConversions.$inferSelect,
  identity: ConversionIdentity | null,
): ConversionView {
  return {
    reference: row.reference,
    plan: row.plan,
    creditLimitIqd: row.creditLimitIqd,
    state: row.state,
    advanceSettledIqd: row.advanceSettledIqd,
    carriedIqd: row.carriedIqd,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    identity: identity && { state: identity.state, reason: identity.reason, note: identity.note },
  };
}

export async function getConversionOptions({
  ctx,
  input,
}: ServiceCall<{ lineId: string }>): Promise<ConversionOptions> {
  const { accountId } = actorOf(ctx);
  const line = await ownedLine(ctx.db, actorOf(ctx), input.lineId);
  const money = await lineMoney(ctx.db, line.id);
  const [latest] = await ctx.db
    .select()
    .from(postpaidConversions)
    .where(eq(postpaidConversions.lineId, line.id))
    .orderBy(desc(postpaidConversions.createdAt))
    .limit(1);
  const plans = await powerPlans(ctx);
  return {
    billing: line.billing,
    ...money,
    refusals: await conversionRefusals(ctx.db, line, money),
    identityConfirmed: await identityConfirmed(ctx.db, accountId),
    plans: plans.map((p) => ({
      slug: p.slug,
      name: p.name,
      priceIqd: p.priceIqd,
      creditLimitIqd: creditLimitFor(p.priceIqd),
    })),
    latest: latest ? conversionView(latest, await identityOfConversion(ctx.db, latest.id)) : null,
  };
}

type RequestInput = { lineId: string; plan: string; identity?: IdentityInput | undefined; idempotencyKey: string };

export async function requestConversion({ ctx, input }: ServiceCall<RequestInput>): Promise<Stored<ConversionView>> {
  const { accountId } = actorOf(ctx);
  const line = await ownedLine(ctx.db, actorOf(ctx), input.lineId);
  const request = { lineId: line.id, plan: input.plan };
  return ctx.db.transaction((tx) =>
    once(tx, `postpaid-conversion:account:${accountId}`, input.idempotencyKey, request, async () => {
      // Every read inside the transaction goes through it: the embedded database has one connection.
      const plan = (await powerPlans(withDb(ctx, tx))).find((p) => p.slug === input.plan);
      if (!plan) throw new DomainError("invalid", "plan_change_unknown_plan", { field: "plan" });
      const [refusal] = await conversionRefusals(tx, line, await lineMoney(tx, line.id));
      if (refusal) throw new DomainError("conflict", `conversion_${refusal}`);
      const confirmed = await identityConfirmed(tx, accountId);
      if (!confirmed && !input.identity) {
        throw new DomainError("invalid", "conversion_identity_required", { field: "identity" });
      }
      const [created] = await tx
        .insert(postpaidConversions)
        .values({
          reference: humanReference("PC"),
          lineId: line.id,
          accountId,
          plan: plan.slug,
          creditLimitIqd: creditLimitFor(plan.priceIqd),
          state: "in_review",
          createdAt: ctx.now,
        })
        .returning();
      if (!created) throw new Error("conversion not recorded");
      if (confirmed) {
        const done = await completeConversion(tx, ctx, created, "automatic:identity_confirmed");
        await conversionOutcomeSms(tx, ctx, done, null);
        return { status: 201, body: conversionView(done, null) };
      }
      if (input.identity) await fileConversionIdentity(tx, ctx, created.id, input.identity);
      return { status: 201, body: conversionView(created, await identityOfConversion(tx, created.id)) };
    }),
  );
}
