/**
 * The recharge page without JavaScript (issue 14): a number that strangers' wrong card codes have
 * locked offers "get a code by SMS to recharge anyway"; the code, then the card, recharge it.
 */
import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { toPublicConfig } from "../../src/config/public-config.ts";
import { signClientIp } from "../../src/lib/client-ip.ts";
import { call, testApi } from "../../tests/api.ts";
import { withRollback } from "../../tests/database.ts";
import { lastCode, makeLine } from "../../tests/factories/accounts.ts";
import { fundedCustomer, moneyOf } from "../../tests/factories/money.ts";
import { makeVouchers } from "../../tests/factories/vouchers.ts";
import { webEnvContext } from "../context.ts";
import { mintFormToken } from "../lib/form-token.server.ts";
import type { PaymentFormResult } from "../lib/payments.ts";
import { action } from "./recharge-page.tsx";

type Api = ReturnType<typeof testApi>;
const PAGE = "http://localhost/ku/prepaid/recharge-my-prepaid-line";
const national = (msisdn: string) => `0${msisdn.slice(3)}`;

function pageContext(api: Api) {
  const context = new RouterContextProvider();
  context.set(webEnvContext, {
    config: toPublicConfig(api.config),
    apiBaseUrl: "http://localhost/api/v1",
    apiTransport: api.fetch,
    requestId: "recharge-proof-test",
    clientIp: "127.0.0.1",
    clientIpSignature: signClientIp(api.config.secrets.sessionPepper, "127.0.0.1"),
    secureCookies: false,
    cookieSecret: "recharge-proof-test-cookie-secret-0123",
    build: { id: "test", timestamp: "2026-01-01T00:00:00.000Z" },
    contentVersion: null,
    log: () => undefined,
  });
  return context;
}

/** One of the page's forms, posted url-encoded as a browser without JavaScript posts it. */
async function post(context: RouterContextProvider, fields: Record<string, string>) {
  const request = new Request(PAGE, { method: "POST", body: new URLSearchParams(fields) });
  const result = await action({ request, params: { lang: "ku" }, context, url: new URL(PAGE), pattern: "" });
  if (!result || !("data" in result)) throw new Error("the action answered with a redirect");
  return { status: result.init?.status ?? 200, result: result.data as PaymentFormResult };
}

/** Twenty wrong codes from four other addresses: the number's own lock. */
async function lockOut(api: Api, msisdn: string) {
  for (let a = 1; a <= 4; a++) {
    for (let i = 0; i < 5; i++) {
      await call(api, "/api/v1/recharges/voucher", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Idempotency-Key": `page-lock-${a}-${i}-000000000`,
          "X-Client-IP": `198.51.100.${a}`,
        },
        body: JSON.stringify({ msisdn, code: `6666666666${a}${i}00` }),
      });
    }
  }
}

test("a locked number offers a code by SMS; the code, then the card, recharge it without JavaScript", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    // Someone else's line: the page's visitor is not signed in.
    const { line } = await fundedCustomer(db, 0);
    const [card = ""] = await makeVouchers(db, [5000]);
    await lockOut(api, national(line.msisdn));
    const context = pageContext(api);
    const token = mintFormToken(context, "voucher");
    const number = national(line.msisdn);

    const locked = await post(context, { intent: "voucher", token, msisdn: number, code: card });
    expect(locked.status).toBe(429);
    expect(locked.result.code).toBe("voucher_number_locked");
    expect(locked.result.proof).toEqual({ step: "offer", msisdn: number });

    const sent = await post(context, { intent: "proof-start", msisdn: number, code: card });
    expect(sent.result.errors).toBeNull();
    expect(sent.result.proof).toMatchObject({ step: "code", msisdn: number });
    const flowId = sent.result.proof?.step === "code" ? sent.result.proof.flowId : "";

    const wrong = await post(context, { intent: "proof-verify", flowId, msisdn: number, smsCode: "000000" });
    expect(wrong.status).toBe(422);
    expect(wrong.result.proof).toMatchObject({ step: "code", flowId });
    expect(wrong.result.errors?.fields.code).toBeDefined();

    const smsCode = (await lastCode(db, line.msisdn)) ?? "";
    const proved = await post(context, { intent: "proof-verify", flowId, msisdn: number, code: card, smsCode });
    expect(proved.result.proof).toMatchObject({ step: "proved", msisdn: number, ticket: expect.any(String) });
    expect(proved.result.values.code).toBe(card);
    const ticket = proved.result.proof?.step === "proved" ? proved.result.proof.ticket : "";

    const recharged = await post(context, { intent: "voucher", token, msisdn: number, code: card, proof: ticket });
    expect(recharged.status).toBe(200);
    expect(recharged.result.recharge).toMatchObject({ amountIqd: 5000 });
    expect(await moneyOf(db, line.id)).toEqual({ balance: 5000, ledger: 5000 });
  }));

test("a made-up proof does not lift the lock: the page offers the code again", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const line = await makeLine(db);
    const [card = ""] = await makeVouchers(db, [5000]);
    await lockOut(api, national(line.msisdn));
    const context = pageContext(api);
    const token = mintFormToken(context, "voucher");
    const number = national(line.msisdn);
    const forged = await post(context, { intent: "voucher", token, msisdn: number, code: card, proof: "x".repeat(43) });
    expect(forged.status).toBe(429);
    expect(forged.result.proof).toEqual({ step: "offer", msisdn: number });
  }));
