import type { SubscribedResult } from "../../contracts/api/digital-services.ts";
import { renewalDays } from "../../contracts/digital-services.ts";
import { digitalServiceSubscriptions } from "../../db/schema/index.ts";
import { actorOf, type ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { once, type Stored } from "../idempotency/idempotency.ts";
import { ownedLine } from "../lines/line-access.ts";
import { debit } from "../lines/money.ts";
import { sendServiceSms } from "./charge-sms.ts";
import { checkServiceLine, findService, serviceName } from "./services.ts";

const DAY = 24 * 60 * 60_000;

export type SubscribeInput = { lineId: string; service: string; idempotencyKey: string };

/**
 * Subscribes a line to a digital service, once per idempotency key: the subscription, the first
 * period's charge (prepaid balance, or a postpaid bill within its credit limit) and the SMS in one
 * transaction. A line that already has the service is refused by the database's one-active index,
 * so two different keys cannot subscribe it twice either.
 */
export async function subscribeDigitalService({
  ctx,
  input,
}: ServiceCall<SubscribeInput>): Promise<Stored<SubscribedResult>> {
  const { now } = ctx;
  const { accountId } = actorOf(ctx);
  const line = await ownedLine(ctx.db, actorOf(ctx), input.lineId);
  const service = await findService(ctx.db, input.service);
  const request = { digitalService: service.slug, lineId: line.id };
  return ctx.db.transaction((tx) =>
    once<SubscribedResult>(tx, `account:${accountId}`, input.idempotencyKey, request, async () => {
      checkServiceLine(line);
      if (!service.onSale) throw new DomainError("conflict", "digital_service_not_on_sale");
      const paidUntil = new Date(now.getTime() + renewalDays[service.renewal] * DAY);
      const [subscription] = await tx
        .insert(digitalServiceSubscriptions)
        .values({ lineId: line.id, serviceSlug: service.slug, priceIqd: service.priceIqd, startedAt: now, paidUntil })
        .onConflictDoNothing()
        .returning({ id: digitalServiceSubscriptions.id });
      if (!subscription) throw new DomainError("conflict", "digital_service_already_active");
      const balanceIqd = await debit(tx, line.id, service.priceIqd, {
        kind: "purchase",
        details: { digitalService: service.slug, serviceSubscription: subscription.id },
        at: now,
      });
      await sendServiceSms(tx, line, "subscribed", service, { price: service.priceIqd, renewsAt: paidUntil });
      return {
        status: 201,
        body: {
          subscriptionId: subscription.id,
          service: { slug: service.slug, name: serviceName(service, ctx.locale) },
          chargedIqd: service.priceIqd,
          balanceIqd,
          renewsAt: paidUntil.toISOString(),
        },
      };
    }),
  );
}
