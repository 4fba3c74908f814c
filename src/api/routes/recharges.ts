import { createRoute, z } from "@hono/zod-openapi";
import { idempotencyKeySchema } from "../../contracts/myzain.ts";
import { voucherRedeemSchema } from "../../contracts/payments.ts";
import { parseMsisdn } from "../../domain/auth/lines.ts";
import { redeemVoucher } from "../../domain/vouchers/redeem.ts";
import { errorResponses } from "../errors.ts";
import { limiterOf } from "../middleware/rate-limit.ts";
import { clientAddress } from "../middleware/session.ts";
import { jsonBody, jsonResponse, keyAndBearer } from "../openapi-parts.ts";
import { newRouter } from "../router.ts";
import { voucherRecharge } from "./payments-schemas.ts";

/** Scratch-card recharge of any line of the network, signed in or not. */
export function rechargeRoutes() {
  const r = newRouter();
  r.openapi(
    createRoute({
      method: "post",
      path: "/voucher",
      tags: ["Payments"],
      summary: "Recharge a number with a scratch card, once per Idempotency-Key",
      description:
        "Wrong codes count against the number and the client; after repeated failures both are locked out for a while (429 voucher_locked with Retry-After).",
      security: keyAndBearer,
      request: { headers: z.object({ "idempotency-key": idempotencyKeySchema }), ...jsonBody(voucherRedeemSchema) },
      responses: {
        201: jsonResponse(voucherRecharge, "Recharged (or the first result of this key)"),
        ...errorResponses(409, 422, 429),
      },
    }),
    async (c) => {
      const { config, database } = c.var.deps;
      const input = c.req.valid("json");
      const result = await redeemVoucher(
        {
          db: database.db,
          locale: c.var.locale,
          pepper: config.secrets.voucherPepper,
          limiter: limiterOf(c),
          client: clientAddress(c),
          demoMode: config.demoMode,
        },
        {
          msisdn: parseMsisdn(input.msisdn, config.auth.mobilePrefixes),
          code: input.code,
          idempotencyKey: c.req.valid("header")["idempotency-key"],
          accountId: c.var.actor?.accountId ?? null,
        },
      );
      if (result.replayed) c.header("Idempotent-Replayed", "true");
      return c.json(result.body, 201);
    },
  );
  return r;
}
