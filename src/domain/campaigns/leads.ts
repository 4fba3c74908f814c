import { and, lt, or, sql } from "drizzle-orm";
import type { DeviceLead } from "../../contracts/api/campaigns.ts";
import { type DeviceLeadInput, IRAQI_MOBILE_PREFIXES } from "../../contracts/campaign.ts";
import { normalizeMsisdn } from "../../contracts/msisdn.ts";
import { deviceOrderLeads } from "../../db/schema/index.ts";
import { translate } from "../../i18n/catalogue.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import { findOffering } from "../catalogue/offerings.ts";
import type { ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { consumeRate, type RateRule } from "../limits/rate-limiter.ts";
import { humanReference } from "../references.ts";
import { chargeAnonymousSms } from "../sms/anonymous-caps.ts";
import { enqueueSms } from "../sms/outbox.ts";
import { activeDeviceCampaign } from "./campaigns.ts";

/** Each request may text a number, so both the sender and the number are limited (SMS pumping). */
export const LEAD_RATE_RULES = {
  perClient: { name: "lead:client", limit: 10, windowMs: 60 * 60_000, durable: true },
  perNumber: { name: "lead:msisdn", limit: 3, windowMs: 24 * 60 * 60_000, durable: true },
} satisfies Record<string, RateRule>;

/** How long a request's name and number are kept: the privacy notice on the form promises this. */
export const LEAD_RETENTION_DAYS = 90;

const newReference = () => humanReference("ZL");

/** A phone's storage in the request's language; the translator prints the number in its digits. */
const storageLabel = (gb: number, locale: LocaleCode) =>
  gb >= 1024
    ? translate(locale, "devices.storage.tb", { amount: gb / 1024 })
    : translate(locale, "devices.storage.gb", { amount: gb });

/**
 * Records a visitor's request to buy a device from a campaign, for sales to call back, and texts
 * the reference. Asking again for the same device from the same number (a double submit, or a
 * changed mind about the colour) updates the open request: one request, one SMS.
 */
export async function requestDevice({
  ctx,
  input,
}: ServiceCall<DeviceLeadInput & { campaign: string }>): Promise<DeviceLead & { msisdn: string }> {
  const { now } = ctx;
  const msisdn = normalizeMsisdn(input.msisdn, IRAQI_MOBILE_PREFIXES);
  if (!msisdn) throw new DomainError("invalid", "msisdn_invalid", { field: "msisdn" });
  await activeDeviceCampaign(ctx.db, input.campaign, input.offering, now);
  const device = await findOffering(ctx, input.offering, now);
  const option = device.device?.options.find((o) => o.storageGb === input.storageGb);
  if (!option) throw new DomainError("invalid", "device_option_unknown", { field: "storageGb" });
  if (!option.colours.includes(input.colour)) {
    throw new DomainError("invalid", "device_option_unknown", { field: "colour" });
  }
  if (option.availability === "out_of_stock") {
    throw new DomainError("conflict", "device_option_unavailable", { field: "storageGb" });
  }
  await consumeRate(ctx.env.limiter, LEAD_RATE_RULES.perClient, ctx.client, now);
  await consumeRate(ctx.env.limiter, LEAD_RATE_RULES.perNumber, msisdn, now);
  await chargeAnonymousSms(ctx, msisdn);

  return ctx.db.transaction(async (tx) => {
    const details = {
      campaign: input.campaign,
      storageGb: input.storageGb,
      colour: input.colour,
      fullName: input.fullName,
      locale: ctx.locale,
      updatedAt: now,
    };
    const [lead] = await tx
      .insert(deviceOrderLeads)
      .values({ reference: newReference(), offering: input.offering, msisdn, createdAt: now, ...details })
      .onConflictDoUpdate({
        target: [deviceOrderLeads.msisdn, deviceOrderLeads.offering],
        targetWhere: sql`${deviceOrderLeads.status} <> 'closed'`,
        set: details,
      })
      // xmax is 0 on a row this statement inserted, and set when it updated an existing one.
      .returning({ reference: deviceOrderLeads.reference, created: sql<boolean>`(xmax = 0)` });
    if (!lead) throw new Error("device order request not saved");
    if (lead.created) {
      const body = translate(ctx.locale, "sms.deviceLead", {
        brand: ctx.env.config.brand.names[ctx.locale],
        device: device.name,
        option: `${storageLabel(input.storageGb, ctx.locale)}, ${translate(ctx.locale, `devices.colour.${input.colour}`)}`,
        reference: lead.reference,
      });
      await enqueueSms(tx, msisdn, body);
    }
    return { reference: lead.reference, created: lead.created, msisdn };
  });
}

/** Forgets requests past the retention period, and closed ones after a week (cleanup job). */
export async function pruneDeviceLeads({ ctx }: ServiceCall): Promise<number> {
  const day = 24 * 60 * 60_000;
  const { now } = ctx;
  const rows = await ctx.db
    .delete(deviceOrderLeads)
    .where(
      or(
        lt(deviceOrderLeads.createdAt, new Date(now.getTime() - LEAD_RETENTION_DAYS * day)),
        and(
          sql`${deviceOrderLeads.status} = 'closed'`,
          lt(deviceOrderLeads.updatedAt, new Date(now.getTime() - 7 * day)),
        ),
      ),
    )
    .returning({ id: deviceOrderLeads.id });
  return rows.length;
}
