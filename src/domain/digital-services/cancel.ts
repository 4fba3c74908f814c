import { and, eq } from "drizzle-orm";
import { digitalServiceSubscriptions } from "../../db/schema/index.ts";
import { actorOf, type ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { ownedLine } from "../lines/line-access.ts";
import { findService, serviceName } from "./services.ts";

/**
 * Ends a subscription at once: the service stops and the renewal job never charges it again.
 * The period already paid is not refunded (the page says so before the customer confirms).
 * Cancelling one that has already ended answers with when it ended, so a repeated request is harmless.
 */
export async function cancelDigitalService({ ctx, input }: ServiceCall<{ lineId: string; subscriptionId: string }>) {
  const line = await ownedLine(ctx.db, actorOf(ctx), input.lineId);
  const mine = and(
    eq(digitalServiceSubscriptions.id, input.subscriptionId),
    eq(digitalServiceSubscriptions.lineId, line.id),
  );
  const [ended] = await ctx.db
    .update(digitalServiceSubscriptions)
    .set({ status: "cancelled", endedAt: ctx.now })
    .where(and(mine, eq(digitalServiceSubscriptions.status, "active")))
    .returning();
  const [row] = ended ? [ended] : await ctx.db.select().from(digitalServiceSubscriptions).where(mine);
  if (!row) throw new DomainError("not_found", "digital_service_subscription_not_found");
  const service = await findService(ctx.db, row.serviceSlug);
  return {
    subscriptionId: row.id,
    service: { slug: service.slug, name: serviceName(service, ctx.locale) },
    endedAt: (row.endedAt ?? ctx.now).toISOString(),
  };
}
