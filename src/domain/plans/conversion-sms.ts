/**
 * The SMS that tells the holder how their request to move to postpaid ended, in their language and
 * in the decision's transaction (sent by the outbox after it commits): the line is postpaid now, or
 * the request was refused, with the reviewer's reason and where to ask again.
 */
import { eq } from "drizzle-orm";
import { formatMsisdn } from "../../contracts/msisdn.ts";
import type { Db } from "../../db/client.server.ts";
import { accounts, type identityChecks, lines, type postpaidConversions } from "../../db/schema/index.ts";
import { translate } from "../../i18n/catalogue.ts";
import { findOffering } from "../catalogue/offerings.ts";
import type { ServiceContext } from "../context.ts";
import { enqueueSms } from "../sms/outbox.ts";

type Conversion = typeof postpaidConversions.$inferSelect;
type Check = typeof identityChecks.$inferSelect;

export async function conversionOutcomeSms(tx: Db, ctx: ServiceContext, conversion: Conversion, check: Check | null) {
  if (!conversion.accountId || conversion.state === "in_review") return;
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, conversion.accountId));
  const [line] = await tx.select({ msisdn: lines.msisdn }).from(lines).where(eq(lines.id, conversion.lineId));
  if (!account || !line) return;
  const lang = account.language;
  const link = `${ctx.env.config.server.publicOrigin}/${lang}/myzain/change-to-postpaid?line=${conversion.lineId}`;
  const values = { brand: ctx.env.config.brand.names[lang], msisdn: formatMsisdn(line.msisdn), link };
  if (conversion.state === "completed") {
    const plan = await findOffering({ db: tx, locale: lang }, conversion.plan, ctx.now).catch(() => null);
    // Numbers go in as numbers: the translator writes them in the language's digits (decision 066).
    const body = translate(lang, "plans.sms.completed", {
      ...values,
      plan: plan?.name ?? conversion.plan,
      limit: conversion.creditLimitIqd,
    });
    await enqueueSms(tx, line.msisdn, body);
    return;
  }
  const reason = check?.reason ? translate(lang, `orders.rejection.${check.reason}`) : null;
  const body = reason
    ? translate(lang, "plans.sms.rejectedReason", { ...values, reference: conversion.reference, reason })
    : translate(lang, "plans.sms.rejected", { ...values, reference: conversion.reference });
  await enqueueSms(tx, line.msisdn, body);
}
