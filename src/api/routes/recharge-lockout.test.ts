/**
 * Issue 14: a stranger with four addresses can lock a number out of card recharge (twenty wrong
 * codes). The lock stays for strangers; the line's signed-in holder and a payer who proves the
 * number by an SMS code recharge anyway.
 */
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { lastCode, makeLine } from "../../../tests/factories/accounts.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import { makeVouchers } from "../../../tests/factories/vouchers.ts";

type Api = ReturnType<typeof testApi>;
const national = (msisdn: string) => `0${msisdn.slice(3)}`;
let keys = 0;

const redeem = (api: Api, body: { msisdn: string; code: string; proof?: string }, headers: Record<string, string>) => {
  keys += 1;
  return call(api, "/api/v1/recharges/voucher", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": `lockout-key-${keys}-0000000`, ...headers },
    body: JSON.stringify(body),
  });
};

const postJson = (api: Api, path: string, json: unknown, ip: string) =>
  call(api, `/api/v1${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Client-IP": ip },
    body: JSON.stringify(json),
  });

/** Twenty wrong codes for the number, five from each of four addresses: the number's lock. */
async function lockOut(api: Api, msisdn: string) {
  const statuses = [];
  for (let a = 1; a <= 4; a++) {
    for (let i = 0; i < 5; i++) {
      const res = await redeem(api, { msisdn, code: `7777777777${a}${i}00` }, { "X-Client-IP": `198.51.100.${a}` });
      statuses.push(res.status);
    }
  }
  expect(statuses).toEqual(Array(20).fill(422));
}

/** A recharge ticket for the number, from the code the SMS carried. */
async function proveNumber(api: Api, db: Parameters<typeof lastCode>[0], msisdn: string, ip: string) {
  const started = await postJson(api, "/recharges/voucher/proof", { msisdn: national(msisdn) }, ip);
  expect(started.status).toBe(202);
  const { flowId } = await started.json();
  const verified = await postJson(api, "/auth/verify-code", { flowId, code: await lastCode(db, msisdn) }, ip);
  expect(verified.status).toBe(200);
  const ticket = await verified.json();
  expect(ticket.purpose).toBe("recharge");
  return ticket.ticket as string;
}

test("four addresses lock a number; a stranger stays locked out, the signed-in holder still recharges", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const [forStranger = "", forHolder = ""] = await makeVouchers(db, [5000, 3000]);
    await lockOut(api, national(c.msisdn));

    const stranger = await redeem(
      api,
      { msisdn: national(c.msisdn), code: forStranger },
      { "X-Client-IP": "198.51.100.9" },
    );
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await stranger.json()).code).toBe("voucher_number_locked");

    const holder = await redeem(
      api,
      { msisdn: national(c.msisdn), code: forHolder },
      { "X-Client-IP": "203.0.113.30", Authorization: `Bearer ${c.token}` },
    );
    expect(holder.status).toBe(201);
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 3000, ledger: 3000 });
  }));

test("a payer who proves the number by an SMS code recharges it while it is locked; a proof for another number does not help", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const other = await makeLine(db);
    const [card = ""] = await makeVouchers(db, [5000]);
    await lockOut(api, national(c.msisdn));

    const elsewhere = await proveNumber(api, db, other.msisdn, "198.51.100.9");
    const wrongProof = await redeem(
      api,
      { msisdn: national(c.msisdn), code: card, proof: elsewhere },
      { "X-Client-IP": "198.51.100.9" },
    );
    expect(wrongProof.status).toBe(429);
    expect((await wrongProof.json()).code).toBe("voucher_number_locked");

    const proof = await proveNumber(api, db, c.msisdn, "203.0.113.31");
    const payer = await redeem(
      api,
      { msisdn: national(c.msisdn), code: card, proof },
      { "X-Client-IP": "203.0.113.31" },
    );
    expect(payer.status).toBe(201);
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 5000, ledger: 5000 });
  }));
