import { expect, test, vi } from "vitest";
import { silentLogger, testConfig } from "../../../tests/config.ts";
import { actorFor, testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeCustomer } from "../../../tests/factories/accounts.ts";
import { auditOf } from "../../../tests/factories/staff.ts";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { listNotifications } from "../../domain/notifications/notifications.ts";
import { readOutbox } from "../../domain/sms/outbox.ts";
import { createTicket } from "../../domain/tickets/create-ticket.ts";
import { getMyTicket } from "../../domain/tickets/customer-tickets.ts";
import { operatorName } from "./operator-context.ts";
import { ticketsCmd } from "./tickets.ts";

async function run(handle: DatabaseHandle, ...args: string[]) {
  const out: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...a: unknown[]) => void out.push(a.join(" ")));
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  try {
    const code = await ticketsCmd.run({ database: handle, config: testConfig(), log: silentLogger(), args });
    return { code, out: out.join("\n"), err: errors.mock.calls.map((a) => a.join(" ")).join("\n") };
  } finally {
    errors.mockRestore();
    log.mockRestore();
  }
}

test("tickets reply answers the customer as the operator: the reply, an SMS and a notice reach them, audited", () =>
  withRollback(async (handle, db) => {
    const customer = await makeCustomer(db);
    const ctx = testContext(db, { actor: actorFor(customer.account.id, [customer.line.id]), locale: "ar" });
    const { reference } = await createTicket({
      ctx,
      input: {
        via: "customer",
        form: { topic: "recharge", details: { type: "question" }, text: "كيف أحول رصيد؟", screenshots: [] },
      },
    });
    expect((await run(handle, "list", "--status", "new")).out).toContain(reference);

    const replied = await run(
      handle,
      "reply",
      reference.toLowerCase(),
      "Dial *123# and choose 3.",
      "--status",
      "resolved",
    );
    expect(replied).toMatchObject({ code: 0, out: `${reference}: replied, resolved` });
    const view = await getMyTicket({ ctx, input: { reference } });
    expect(view.messages.at(-1)).toMatchObject({ author: "staff", text: "Dial *123# and choose 3." });
    expect(view.status).toBe("resolved");
    const [sms] = await readOutbox(db, customer.msisdn, 1);
    expect(sms?.body).toContain(reference);
    expect((await listNotifications({ ctx })).items[0]).toMatchObject({ kind: "ticket_reply", params: { reference } });
    const [audit] = await auditOf(db, reference);
    expect(audit).toMatchObject({
      action: "ticket.reply",
      actor: `cli:${operatorName()}`,
      after: { status: "resolved" },
    });

    expect((await run(handle, "show", reference)).out).toContain("Dial *123#");
    const refused = await run(handle, "move", reference, "in_progress");
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("ticket_status_invalid");
    expect((await run(handle, "move", reference, "closed", "--note", "No answer")).code).toBe(0);
    expect((await run(handle, "move", reference, "sideways")).code).toBe(2);
  }));
