/** Response shapes of the lines API (OpenAPI). */
import { z } from "@hono/zod-openapi";
import { ledgerKindNames } from "../../contracts/myzain.ts";

const billing = z.enum(["prepaid", "postpaid"]);

export const lineSummary = z
  .object({
    id: z.string(),
    msisdn: z.string().openapi({ example: "9647800000001" }),
    billing,
    kind: z.enum(["mobile", "broadband"]),
    status: z.enum(["active", "suspended", "terminated"]),
    balanceIqd: z.number().int(),
    creditLimitIqd: z.number().int(),
  })
  .openapi("LineWithBalance");

export const bucket = z
  .object({
    id: z.string(),
    kind: z.enum(["data", "on_net_voice", "off_net_voice", "sms", "app_data"]),
    apps: z.array(z.string()),
    roaming: z.boolean(),
    unlimited: z.boolean(),
    total: z.number().int().nullable().openapi({ description: "Kilobytes, seconds or messages; null: unlimited" }),
    used: z.number().int(),
    remaining: z.number().int().nullable(),
    startsAt: z.string(),
    expiresAt: z.string().nullable(),
    subscription: z
      .object({ id: z.string(), offering: z.string(), name: z.string(), autoRenew: z.boolean() })
      .nullable(),
  })
  .openapi("Bucket");

export const balanceView = z
  .object({
    line: z.object({
      id: z.string(),
      msisdn: z.string(),
      billing,
      kind: z.enum(["mobile", "broadband"]),
      status: z.enum(["active", "suspended", "terminated"]),
    }),
    balanceIqd: z.number().int().openapi({ description: "Signed: below zero is what a postpaid line owes" }),
    creditLimitIqd: z.number().int(),
    owedIqd: z.number().int(),
    billCycleDay: z.number().int().nullable(),
    buckets: z.array(bucket),
  })
  .openapi("Balance");

export const purchaseResult = z
  .object({
    subscriptionId: z.string(),
    offering: z.object({ slug: z.string(), name: z.string() }),
    chargedIqd: z.number().int(),
    balanceIqd: z.number().int(),
    startsAt: z.string(),
    endsAt: z.string().nullable(),
    autoRenew: z.boolean(),
  })
  .openapi("BundlePurchase");

export const usageView = z
  .object({
    line: z.object({ id: z.string(), msisdn: z.string() }),
    granularity: z.enum(["day", "week"]),
    series: z.array(
      z.object({
        period: z.string(),
        dataKb: z.number(),
        voiceSeconds: z.number(),
        sms: z.number(),
        chargedIqd: z.number(),
      }),
    ),
    byApp: z.array(z.object({ app: z.string(), dataKb: z.number() })),
    byDestination: z.array(
      z.object({
        type: z.string(),
        destination: z.string(),
        quantity: z.number(),
        chargedIqd: z.number(),
        events: z.number(),
      }),
    ),
  })
  .openapi("Usage");

export const statementView = z
  .object({
    line: z.object({ id: z.string(), msisdn: z.string(), billing }),
    from: z.string(),
    to: z.string(),
    totals: z.object({ inIqd: z.number().int(), outIqd: z.number().int() }),
    entries: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(ledgerKindNames),
        amountIqd: z.number().int(),
        balanceAfterIqd: z.number().int(),
        description: z.string().nullable(),
        details: z.record(z.string(), z.union([z.string(), z.number()])),
        createdAt: z.string(),
      }),
    ),
  })
  .openapi("Statement");

export const servicesView = z
  .object({
    mobileData: z.boolean(),
    roaming: z.boolean(),
    internationalCalls: z.boolean(),
    usageAlertPercent: z.number().int().nullable(),
  })
  .openapi("LineServices");

export const billView = z
  .object({
    id: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    issuedAt: z.string(),
    dueAt: z.string(),
    planIqd: z.number().int(),
    bundlesIqd: z.number().int(),
    usageIqd: z.number().int(),
    taxIqd: z.number().int(),
    totalIqd: z.number().int(),
    paidIqd: z.number().int(),
    status: z.enum(["open", "partly_paid", "paid", "overdue"]),
  })
  .openapi("Bill");
