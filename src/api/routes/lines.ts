import { createRoute, z } from "@hono/zod-openapi";
import {
  baghdadDayStart,
  idempotencyKeySchema,
  purchaseSchema,
  servicesPatchSchema,
  statementQuerySchema,
  usageQuerySchema,
} from "../../contracts/myzain.ts";
import { listBills } from "../../domain/bills/bills.ts";
import { purchaseBundle } from "../../domain/bundles/purchase.ts";
import { offersForLine } from "../../domain/catalogue/personal-offers.ts";
import { lineBalance, listLines } from "../../domain/lines/line-view.ts";
import { getServices, setAutoRenew, setLineSuspended, updateServices } from "../../domain/lines/services.ts";
import { statement } from "../../domain/lines/statement.ts";
import { usageHistory } from "../../domain/usage/history.ts";
import { ApiError, errorResponses } from "../errors.ts";
import { requireActor } from "../middleware/session.ts";
import { newRouter } from "../router.ts";
import { offering } from "./catalogue.ts";
import * as s from "./lines-schemas.ts";

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});
const security = [{ apiKey: [], bearer: [] }];
const lineParam = z.object({ lineId: z.uuid().openapi({ description: "Opaque line id from GET /lines" }) });
const DAY = 24 * 60 * 60_000;

/** A period from the query, in Baghdad days; by default the last `days` days up to today. */
function period(q: { from?: string | undefined; to?: string | undefined }, days: number) {
  const to = q.to ? new Date(baghdadDayStart(q.to).getTime() + DAY) : new Date();
  const from = q.from ? baghdadDayStart(q.from) : new Date(to.getTime() - days * DAY);
  if (from >= to || to.getTime() - from.getTime() > 400 * DAY) throw new ApiError(422, "period_invalid");
  return { from, to };
}

/** The signed-in customer's lines (`/api/v1/lines/...`): only their own, by opaque id. */
export function lineRoutes() {
  const r = newRouter();
  const ctx = (c: Parameters<Parameters<typeof r.openapi>[1]>[0]) => ({
    db: c.var.deps.database.db,
    locale: c.var.locale,
  });

  r.openapi(
    createRoute({
      method: "get",
      path: "/",
      tags: ["Lines"],
      summary: "The customer's lines with their balance",
      security,
      responses: { 200: json(z.array(s.lineSummary), "Lines"), ...errorResponses(401) },
    }),
    async (c) => c.json(await listLines(c.var.deps.database.db, requireActor(c).accountId), 200),
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/{lineId}/balance",
      tags: ["Lines"],
      summary: "Balance (prepaid) or amount owed against the credit limit (postpaid), and every running bucket",
      security,
      request: { params: lineParam },
      responses: { 200: json(s.balanceView, "Balance and buckets"), ...errorResponses(401, 404) },
    }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      const view = await lineBalance(ctx(c), requireActor(c).accountId, c.req.valid("param").lineId);
      return c.json(view as z.infer<typeof s.balanceView>, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/{lineId}/offers",
      tags: ["Lines"],
      summary: "Bundles this line can buy today, the operator's picks first",
      security,
      request: { params: lineParam },
      responses: { 200: json(z.array(offering), "Offerings"), ...errorResponses(401, 404) },
    }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      const rows = await offersForLine(ctx(c), requireActor(c).accountId, c.req.valid("param").lineId);
      return c.json(rows as z.infer<typeof offering>[], 200);
    },
  );

  r.openapi(
    createRoute({
      method: "post",
      path: "/{lineId}/bundle-purchases",
      tags: ["Lines"],
      summary: "Buy a bundle for the line, once per Idempotency-Key (a retry returns the first result)",
      security,
      request: {
        params: lineParam,
        // The shared schema is used as is: contract schemas may be built before the OpenAPI
        // extension of zod is loaded, so they cannot carry .openapi() metadata.
        headers: z.object({ "idempotency-key": idempotencyKeySchema }),
        ...body(purchaseSchema),
      },
      responses: {
        201: json(s.purchaseResult, "Bought (or the first result of this key)"),
        ...errorResponses(401, 404, 409, 422),
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      const result = await purchaseBundle(ctx(c), requireActor(c).accountId, {
        lineId: c.req.valid("param").lineId,
        offering: input.offering,
        autoRenew: input.autoRenew,
        idempotencyKey: c.req.valid("header")["idempotency-key"],
      });
      if (result.replayed) c.header("Idempotent-Replayed", "true");
      return c.json(result.body, 201);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/{lineId}/usage",
      tags: ["Lines"],
      summary: "Usage per day or week (Baghdad time), by type, destination and app",
      security,
      request: { params: lineParam, query: usageQuerySchema },
      responses: { 200: json(s.usageView, "Usage"), ...errorResponses(401, 404, 422) },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const range = { ...period(q, 30), granularity: q.granularity };
      const view = await usageHistory(ctx(c), requireActor(c).accountId, c.req.valid("param").lineId, range);
      return c.json(view, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/{lineId}/statement",
      tags: ["Lines"],
      summary: "Every money movement in a period (default the last 90 days), newest first",
      security,
      request: { params: lineParam, query: statementQuerySchema },
      responses: { 200: json(s.statementView, "Statement"), ...errorResponses(401, 404, 422) },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const view = await statement(ctx(c), requireActor(c).accountId, c.req.valid("param").lineId, {
        ...period(q, 90),
        kinds: q.kind ? [q.kind] : undefined,
      });
      return c.json(view as z.infer<typeof s.statementView>, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/{lineId}/bills",
      tags: ["Lines"],
      summary: "A postpaid line's last twelve bills: charges by kind, tax, total, paid and status",
      security,
      request: { params: lineParam },
      responses: { 200: json(z.array(s.billView), "Bills, newest first"), ...errorResponses(401, 404) },
    }),
    async (c) => {
      c.header("Cache-Control", "private, no-store");
      return c.json(await listBills(ctx(c), requireActor(c).accountId, c.req.valid("param").lineId), 200);
    },
  );

  r.openapi(
    createRoute({
      method: "get",
      path: "/{lineId}/services",
      tags: ["Lines"],
      summary: "Mobile data, roaming and international calls switches, and the usage alert",
      security,
      request: { params: lineParam },
      responses: { 200: json(s.servicesView, "Services"), ...errorResponses(401, 404) },
    }),
    async (c) =>
      c.json(await getServices(c.var.deps.database.db, requireActor(c).accountId, c.req.valid("param").lineId), 200),
  );

  r.openapi(
    createRoute({
      method: "patch",
      path: "/{lineId}/services",
      tags: ["Lines"],
      summary: "Switch services on or off, or set the usage alert",
      security,
      request: { params: lineParam, ...body(servicesPatchSchema) },
      responses: { 200: json(s.servicesView, "Services after the change"), ...errorResponses(401, 404, 422) },
    }),
    async (c) => {
      const patch = c.req.valid("json");
      const view = await updateServices(
        c.var.deps.database.db,
        requireActor(c).accountId,
        c.req.valid("param").lineId,
        patch,
      );
      return c.json(view, 200);
    },
  );

  r.openapi(
    createRoute({
      method: "patch",
      path: "/{lineId}/subscriptions/{subscriptionId}",
      tags: ["Lines"],
      summary: "Turn a bundle's auto-renewal on or off",
      security,
      request: {
        params: lineParam.extend({ subscriptionId: z.uuid() }),
        ...body(z.object({ autoRenew: z.boolean() })),
      },
      responses: {
        200: json(z.object({ subscriptionId: z.string(), autoRenew: z.boolean() }), "Changed"),
        ...errorResponses(401, 404, 422),
      },
    }),
    async (c) => {
      const { lineId, subscriptionId } = c.req.valid("param");
      const db = c.var.deps.database.db;
      return c.json(
        await setAutoRenew(db, requireActor(c).accountId, lineId, subscriptionId, c.req.valid("json").autoRenew),
        200,
      );
    },
  );

  r.openapi(
    createRoute({
      method: "put",
      path: "/{lineId}/suspension",
      tags: ["Lines"],
      summary: "Suspend a lost or stolen SIM at once, or resume it",
      security,
      request: { params: lineParam, ...body(z.object({ suspended: z.boolean() })) },
      responses: {
        200: json(z.object({ status: z.enum(["active", "suspended"]) }), "Line status"),
        ...errorResponses(401, 404, 409, 422),
      },
    }),
    async (c) => {
      const db = c.var.deps.database.db;
      const { suspended } = c.req.valid("json");
      return c.json(await setLineSuspended(db, requireActor(c).accountId, c.req.valid("param").lineId, suspended), 200);
    },
  );

  return r;
}
