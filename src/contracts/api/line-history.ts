/**
 * What happened on one of the signed-in customer's lines: usage per day or week, the money
 * statement and a postpaid line's bills. Only the customer's own lines, by opaque id.
 */
import { z } from "zod";
import { ledgerKindNames, statementQuerySchema, usageQuerySchema } from "../myzain.ts";
import { billing, lineParams, tags } from "./lines.ts";
import { defineOperation } from "./operation.ts";

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
  .meta({ id: "Usage" });

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
    /** Pass as `before` for the older entries of the period; null on its last page. */
    next: z.string().nullable(),
  })
  .meta({ id: "Statement" });

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
    planChangeIqd: z.number().int().meta({ description: "Prorated fee differences of plan upgrades in the period" }),
    taxIqd: z.number().int(),
    totalIqd: z.number().int(),
    paidIqd: z.number().int(),
    status: z.enum(["open", "partly_paid", "paid", "overdue"]),
  })
  .meta({ id: "Bill" });

export type UsageView = z.output<typeof usageView>;
export type StatementView = z.output<typeof statementView>;
export type StatementEntry = StatementView["entries"][number];
export type BillView = z.output<typeof billView>;

export const getLineUsageOp = defineOperation({
  method: "get",
  path: "/lines/{lineId}/usage",
  tags,
  auth: "session",
  summary: "Usage per day or week (Baghdad time), by type, destination and app",
  params: lineParams,
  query: usageQuerySchema,
  success: { status: 200, description: "Usage", schema: usageView },
  errors: [401, 404, 422],
});

export const getLineStatementOp = defineOperation({
  method: "get",
  path: "/lines/{lineId}/statement",
  tags,
  auth: "session",
  summary: "Every money movement in a period (default the last 90 days), newest first",
  params: lineParams,
  query: statementQuerySchema,
  success: { status: 200, description: "Statement", schema: statementView },
  errors: [401, 404, 422],
});

export const listLineBillsOp = defineOperation({
  method: "get",
  path: "/lines/{lineId}/bills",
  tags,
  auth: "session",
  summary: "A postpaid line's last twelve bills: charges by kind, tax, total, paid and status",
  params: lineParams,
  success: { status: 200, description: "Bills, newest first", schema: z.array(billView) },
  errors: [401, 404],
});
