import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import {
  careContactTicket,
  complaint,
  json,
  post,
  signedInCustomer,
  solvedChallenge,
} from "../../../tests/factories/tickets.ts";
import { careTickets } from "../../db/schema/index.ts";
import { readOutbox } from "../../domain/sms/outbox.ts";

test("a customer's form sent twice with one Idempotency-Key opens one ticket and one SMS", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const me = await signedInCustomer(db);
    const headers = { ...me.headers, "Idempotency-Key": randomUUID() };
    const first = await post(api, "/tickets", complaint(), headers);
    const again = await post(api, "/tickets", complaint(), headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const [a, b] = [await first.json(), await again.json()];
    expect(b.reference).toBe(a.reference);
    const list = await (await call(api, "/api/v1/tickets", { headers: me.headers })).json();
    expect(list.tickets).toHaveLength(1);
    expect(await readOutbox(db, me.msisdn, 10)).toHaveLength(1);
    // The same key for a different form is a mistake, not a replay.
    const reused = await post(api, "/tickets", complaint("Another matter entirely, my roaming."), headers);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ code: "idempotency_key_reused" });
  }));

test("creating a ticket without an Idempotency-Key is refused with a field error", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const me = await signedInCustomer(db);
    const res = await call(api, "/api/v1/tickets", {
      method: "POST",
      headers: me.headers,
      body: JSON.stringify(complaint()),
    });
    expect(res.status).toBe(422);
    expect((await res.json()).fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: "idempotency-key" })]),
    );
  }));

test("a visitor's refresh-resubmit answers with the first receipt although its code ticket and challenge are spent", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const national = "0771 555 0190";
    const altcha = await solvedChallenge(api);
    const contactTicket = await careContactTicket(api, db, national, altcha);
    const body = {
      topic: "billing",
      details: { type: "question" },
      text: "Why was my bill higher this month?",
      contact: national,
      contactTicket,
      altcha: await solvedChallenge(api),
    };
    const headers = { ...json, "Idempotency-Key": randomUUID() };
    const first = await post(api, "/tickets/public", body, headers);
    expect(first.status).toBe(201);
    const again = await post(api, "/tickets/public", body, headers);
    expect(again.status).toBe(201);
    expect((await again.json()).reference).toBe((await first.json()).reference);
    const rows = await db.select().from(careTickets).where(eq(careTickets.contactMsisdn, "9647715550190"));
    expect(rows).toHaveLength(1);
    // A new key is a new request: the spent code ticket no longer proves the number.
    const fresh = await post(api, "/tickets/public", { ...body, altcha: undefined });
    expect(fresh.status).toBe(422);
  }));
