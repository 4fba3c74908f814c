import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { actorFor, testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeCustomer } from "../../../tests/factories/accounts.ts";
import { operatorCtx } from "../../../tests/factories/staff.ts";
import { canMoveTicket, TICKET_MOVES, ticketStatuses } from "../../contracts/tickets.ts";
import { careTicketMessages } from "../../db/schema/index.ts";
import { readOutbox } from "../sms/outbox.ts";
import { createTicket } from "./create-ticket.ts";
import { issueChallenge, POW_TTL_MS, spendSolution } from "./pow.ts";
import { staffTransition } from "./staff-tickets.ts";

test("every status can be reached from new, reopened only after resolved or closed, and closed only reopens", () => {
  const reached = new Set(["new"]);
  for (let round = 0; round < ticketStatuses.length; round++) {
    for (const from of [...reached]) for (const to of TICKET_MOVES[from as keyof typeof TICKET_MOVES]) reached.add(to);
  }
  expect([...reached].sort()).toEqual([...ticketStatuses].sort());
  const intoReopened = ticketStatuses.filter((s) => canMoveTicket(s, "reopened"));
  expect(intoReopened).toEqual(["resolved", "closed"]);
  expect(TICKET_MOVES.closed).toEqual(["reopened"]);
  for (const s of ticketStatuses) expect(canMoveTicket(s, s)).toBe(false);
});

test("the assistant's hand-over opens a ticket with the transcript as its first message and texts the reference", () =>
  withRollback(async (_handle, db) => {
    const customer = await makeCustomer(db);
    const ctx = testContext(db, { actor: actorFor(customer.account.id, [customer.line.id]), locale: "ku" });
    const view = await createTicket({
      ctx,
      input: {
        via: "assistant",
        form: {
          topic: "roaming",
          details: { type: "question" },
          transcript: [
            { from: "customer", text: "ڕۆمینگ لە تورکیا چۆن چالاک بکەم؟" },
            { from: "assistant", text: "I could not find an answer; I am passing you to a person." },
          ],
        },
      },
    });
    expect(view).toMatchObject({ channel: "assistant", status: "new", severity: "low", line: null });
    const [first] = await db
      .select()
      .from(careTicketMessages)
      .orderBy(careTicketMessages.id)
      .where(eq(careTicketMessages.kind, "transcript"));
    expect(first?.body).toContain("ڕۆمینگ لە تورکیا");
    expect(first?.body.split("\n")).toHaveLength(2);
    const [sms] = await readOutbox(db, customer.msisdn, 1);
    expect(sms?.body).toContain(view.reference);
    expect(sms?.body).toMatch(/[\u0600-\u06FF]/);
  }));

test("an operator's move is refused when the table does not allow it and the ticket stays where it was", () =>
  withRollback(async (_handle, db) => {
    const customer = await makeCustomer(db);
    const ctx = testContext(db, { actor: actorFor(customer.account.id, [customer.line.id]) });
    const { reference } = await createTicket({
      ctx,
      input: {
        via: "customer",
        form: { topic: "other", details: { type: "feedback", rating: 5 }, text: "Great shop staff", screenshots: [] },
      },
    });
    await expect(
      staffTransition({ ctx: operatorCtx(db), input: { reference, status: "reopened" } }),
    ).rejects.toMatchObject({
      code: "ticket_status_invalid",
    });
    const moved = await staffTransition({ ctx: operatorCtx(db), input: { reference, status: "in_progress" } });
    expect(moved.history.map((h) => h.to)).toEqual(["new", "in_progress"]);
  }));

test("a solved challenge is refused once its ten minutes are over", () =>
  withRollback(async (_handle, db) => {
    const ctx = testContext(db);
    const c = await issueChallenge({ ctx });
    let number = 0;
    while (createHash("sha256").update(`${c.salt}${number}`).digest("hex") !== c.challenge) number++;
    const altcha = Buffer.from(JSON.stringify({ ...c, number })).toString("base64");
    const later = testContext(db, { now: new Date(ctx.now.getTime() + POW_TTL_MS + 1000) });
    await expect(spendSolution(later, altcha)).rejects.toMatchObject({ code: "pow_invalid" });
    await spendSolution(ctx, altcha);
    await expect(spendSolution(ctx, altcha)).rejects.toMatchObject({ code: "pow_replayed" });
  }));
