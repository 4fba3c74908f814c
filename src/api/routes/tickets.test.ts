import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { pngImage } from "../../../tests/factories/images.ts";
import { auditOf, makeStaff } from "../../../tests/factories/staff.ts";
import {
  careContactTicket,
  complaint,
  json,
  post,
  signedInCustomer,
  solvedChallenge,
} from "../../../tests/factories/tickets.ts";
import { newUploadToken, uploadWhole } from "../../../tests/tus.ts";
import { careTickets, notifications, privateFiles } from "../../db/schema/index.ts";
import { readOutbox } from "../../domain/sms/outbox.ts";

test("a customer opens a ticket with a screenshot, gets the reference by SMS, and sees it in their list", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const me = await signedInCustomer(db);
    const uploadToken = newUploadToken();
    const shot = await uploadWhole(api, pngImage(390, 844), { token: uploadToken, purpose: "screenshot" });
    expect(shot.response.status).toBe(204);
    const res = await post(
      api,
      "/tickets",
      { ...complaint(), screenshots: [{ uploadId: shot.id, uploadToken }] },
      { ...me.headers, "Accept-Language": "ar" },
    );
    expect(res.status).toBe(201);
    const ticket = await res.json();
    expect(ticket).toMatchObject({
      reference: expect.stringMatching(/^ZT-[A-Z2-9]{6}$/),
      type: "complaint",
      status: "new",
      channel: "web",
      severity: "medium",
      messages: [{ author: "customer", text: complaint().text, screenshots: 1 }],
      history: [{ from: null, to: "new", by: "customer" }],
    });
    const [sms] = await readOutbox(db, me.msisdn, 1);
    expect(sms?.body).toContain(ticket.reference);
    expect(sms?.body).toContain("استلمنا طلبك");
    const [file] = await db.select().from(privateFiles).where(eq(privateFiles.id, shot.id));
    expect(file).toMatchObject({
      purpose: "screenshot",
      ownerRef: expect.stringMatching(/^ticket:/),
      deleteAfter: null,
    });
    expect(file?.key).toMatch(/^care\//);

    const list = await (await call(api, "/api/v1/tickets", { headers: me.headers })).json();
    expect(list.tickets.map((t: { reference: string }) => t.reference)).toEqual([ticket.reference]);
  }));

test("another customer's ticket is a 404, exactly like one that does not exist", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const owner = await signedInCustomer(db);
    const other = await signedInCustomer(db);
    const { reference } = await (await post(api, "/tickets", complaint(), owner.headers)).json();
    const seen = await call(api, `/api/v1/tickets/${reference}`, { headers: other.headers });
    expect(seen.status).toBe(404);
    expect(await seen.json()).toMatchObject({ code: "ticket_not_found" });
    const replied = await post(api, `/tickets/${reference}/messages`, { text: "Let me in" }, other.headers);
    expect(replied.status).toBe(404);
    expect((await call(api, `/api/v1/tickets/${reference}`, { headers: owner.headers })).status).toBe(200);
  }));

test("staff reply by the staff API: the customer gets an SMS and a notice, replies, and staff resolve it", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const me = await signedInCustomer(db);
    const care = await makeStaff(db, "care");
    const { reference } = await (await post(api, "/tickets", complaint(), me.headers)).json();
    const staffPost = (path: string, body: unknown) =>
      call(api, `/api/v1/staff/tickets/${reference}${path}`, {
        key: null,
        method: "POST",
        headers: care.headers,
        body: JSON.stringify(body),
      });

    const reply = await staffPost("/messages", { text: "We refunded the second charge; check your balance." });
    expect(reply.status).toBe(201);
    expect(await reply.json()).toMatchObject({ status: "acknowledged", contactMsisdn: me.msisdn });
    const [sms] = await readOutbox(db, me.msisdn, 1);
    expect(sms?.body).toContain(reference);
    const notices = await db.select().from(notifications).where(eq(notifications.accountId, me.account.id));
    expect(notices.map((n) => [n.kind, n.params.reference])).toEqual([["ticket_reply", reference]]);

    const answered = await post(api, `/tickets/${reference}/messages`, { text: "Thank you, it is back." }, me.headers);
    expect(answered.status).toBe(201);
    expect((await staffPost("/status", { status: "resolved", note: "Refunded" })).status).toBe(200);
    const view = await (await call(api, `/api/v1/tickets/${reference}`, { headers: me.headers })).json();
    expect(view.messages.map((m: { author: string }) => m.author)).toEqual(["customer", "staff", "customer"]);
    expect(view).toMatchObject({ status: "resolved", reopenUntil: expect.any(String) });
    const trail = await auditOf(db, reference);
    expect(trail.map((r) => [r.action, r.actor])).toEqual([
      ["ticket.reply", care.member.login],
      ["ticket.status", care.member.login],
    ]);
  }));

test("moves the status table does not allow are refused with 409, and a closed ticket reopens only in time", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const me = await signedInCustomer(db);
    const care = await makeStaff(db, "care");
    const { reference } = await (await post(api, "/tickets", complaint(), me.headers)).json();
    const move = (status: string) =>
      call(api, `/api/v1/staff/tickets/${reference}/status`, {
        key: null,
        method: "POST",
        headers: care.headers,
        body: JSON.stringify({ status }),
      });
    expect((await move("reopened")).status).toBe(409);
    const early = await post(api, `/tickets/${reference}/reopen`, {}, me.headers);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: "ticket_not_reopenable" });
    expect((await move("closed")).status).toBe(200);
    const refused = await move("in_progress");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "ticket_status_invalid" });
    expect((await post(api, `/tickets/${reference}/messages`, { text: "Hello?" }, me.headers)).status).toBe(409);

    const reopened = await post(api, `/tickets/${reference}/reopen`, { text: "It happened again today." }, me.headers);
    expect(reopened.status).toBe(200);
    expect(await reopened.json()).toMatchObject({ status: "reopened" });
    expect((await move("closed")).status).toBe(200);
    // Settled 31 days ago: too late.
    await db
      .update(careTickets)
      .set({ settledAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(careTickets.reference, reference));
    const late = await post(api, `/tickets/${reference}/reopen`, {}, { ...me.headers, "Accept-Language": "ku" });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({
      code: "ticket_reopen_expired",
      message: expect.stringMatching(/[\u0600-\u06FF]/),
    });
  }));

test("a signed-out visitor proves the contact number by SMS code and gets the reference by SMS", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const national = "0770 123 4567";
    const contactTicket = await careContactTicket(api, db, national);
    const body = {
      topic: "network",
      details: {
        type: "fault_report",
        kind: "slow_data",
        place: { governorate: "baghdad", area: "Karrada" },
        happenedAt: new Date().toISOString(),
      },
      text: "Data is very slow every evening.",
      contact: national,
      contactTicket,
    };
    const res = await post(api, "/tickets/public", body);
    expect(res.status).toBe(201);
    const receipt = await res.json();
    const [sms] = await readOutbox(db, "9647701234567", 1);
    expect(sms?.body).toContain(receipt.reference);
    const [row] = await db.select().from(careTickets).where(eq(careTickets.reference, receipt.reference));
    expect(row).toMatchObject({ accountId: null, contactMsisdn: "9647701234567", type: "fault_report" });
    // The code's ticket is single use.
    expect((await post(api, "/tickets/public", body)).status).toBe(422);
    // Without a code a complaint is refused, whatever else it carries.
    const unproved = await post(api, "/tickets/public", {
      ...body,
      contactTicket: undefined,
      altcha: await solvedChallenge(api),
    });
    expect(unproved.status).toBe(422);
    expect(await unproved.json()).toMatchObject({ code: "contact_unverified" });
  }));

test("a business lead comes in with a solved challenge alone; the same solution twice is refused", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const altcha = await solvedChallenge(api);
    const lead = {
      topic: "business",
      details: {
        type: "business_lead",
        company: "Rafidain Logistics",
        size: "51-200",
        need: "iot",
        city: "Basra",
        contactName: "Ali Kareem",
      },
      text: "We want trackers for 80 trucks.",
      contact: "0750 987 6543",
      altcha,
    };
    const res = await post(api, "/tickets/public", lead);
    expect(res.status).toBe(201);
    const replay = await post(api, "/tickets/public", lead, { ...json, "Accept-Language": "ar" });
    expect(replay.status).toBe(422);
    expect(await replay.json()).toMatchObject({
      code: "pow_replayed",
      message: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(altcha, "base64").toString()), number: 1 }),
    ).toString("base64");
    expect(await (await post(api, "/tickets/public", { ...lead, altcha: forged })).json()).toMatchObject({
      code: "pow_invalid",
    });
    const rows = await db.select().from(careTickets).where(eq(careTickets.contactMsisdn, "9647509876543"));
    expect(rows).toHaveLength(1);
  }));

test("the hidden field is answered like a success, but nothing is stored and no SMS goes out", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const altcha = await solvedChallenge(api);
    const res = await post(api, "/tickets/public", {
      topic: "business",
      details: {
        type: "business_lead",
        company: "Spam Co",
        size: "1-10",
        need: "other",
        city: "Erbil",
        contactName: "Bot",
      },
      text: "Buy followers now",
      contact: "0751 000 1111",
      altcha,
      website: "http://spam.example",
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ reference: expect.stringMatching(/^ZT-/) });
    expect(await db.select().from(careTickets).where(eq(careTickets.contactMsisdn, "9647510001111"))).toEqual([]);
    expect(await readOutbox(db, "9647510001111")).toEqual([]);
    const code = await post(api, "/tickets/contact-code", { msisdn: "0751 000 1111", website: "x" });
    expect(code.status).toBe(200);
    expect(await readOutbox(db, "9647510001111")).toEqual([]);
  }));

test("without JavaScript the per-address limit is tighter: the fourth code request is a localized 429", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const headers = { ...json, "Accept-Language": "ar", "X-Forwarded-For": "198.51.100.23" };
    for (let i = 0; i < 3; i++) {
      const ok = await post(api, "/tickets/contact-code", { msisdn: `0770 555 000${i}` }, headers);
      expect(ok.status).toBe(200);
    }
    const limited = await post(api, "/tickets/contact-code", { msisdn: "0770 555 0009" }, headers);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({
      code: "rate_limited",
      message: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    // With a solved challenge the same address still gets its code.
    const solved = await post(
      api,
      "/tickets/contact-code",
      { msisdn: "0770 555 0009", altcha: await solvedChallenge(api) },
      headers,
    );
    expect(solved.status).toBe(200);
  }));

test("bad input is a 422 with fields, never a 500; staff without a care role are refused", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const me = await signedInCustomer(db);
    const bad = await post(
      api,
      "/tickets",
      { topic: "billing", details: { type: "feedback", rating: 9 }, text: "" },
      me.headers,
    );
    expect(bad.status).toBe(422);
    const fields = (await bad.json()).fields.map((f: { path: string }) => f.path);
    expect(fields).toEqual(expect.arrayContaining(["details.rating", "text"]));
    expect((await call(api, "/api/v1/tickets/not-a-ref", { headers: me.headers })).status).toBe(422);
    const finance = await makeStaff(db, "finance");
    expect((await call(api, "/api/v1/staff/tickets", { key: null, headers: finance.headers })).status).toBe(403);
  }));
