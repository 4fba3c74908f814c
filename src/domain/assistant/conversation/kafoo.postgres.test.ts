import { expect, inject, test } from "vitest";
import { actorFor, testContext } from "../../../../tests/context.ts";
import { onPostgres } from "../../../../tests/database.ts";
import { makeCustomer } from "../../../../tests/factories/accounts.ts";
import { askAssistant } from "../../../../tests/factories/assistant.ts";
import { kafooCustomer } from "../../../../tests/factories/kafoo.ts";
import { moneyOf } from "../../../../tests/factories/money.ts";
import { openPostgres } from "../../../db/client.server.ts";
import { confirmAction } from "./actions.ts";

// Confirmations at once need committed rows and several connections: a real server only. The
// test database is created for the run and dropped after it, so nothing here is cleaned up.
test.runIf(onPostgres())("eight confirmations of one assistant transfer at once move the money once", async () => {
  const database = openPostgres(inject("databaseUrl") ?? "", 10);
  try {
    const { db } = database;
    const me = await kafooCustomer(db, 10_000);
    const friend = await makeCustomer(db);
    const ctx = testContext(db, { actor: actorFor(me.account.id, [me.lineId]), locale: "en" });
    const { last } = await askAssistant(ctx, `transfer 3000 to ${friend.national}`);
    const id = last.action?.id ?? "";
    const views = await Promise.all(Array.from({ length: 8 }, () => confirmAction({ ctx, input: { id } })));
    for (const view of views) expect(view).toEqual(views[0]);
    expect(await moneyOf(db, me.lineId)).toEqual({ balance: 6750, ledger: 6750 });
    expect(await moneyOf(db, friend.line.id)).toEqual({ balance: 3000, ledger: 3000 });
  } finally {
    await database.close();
  }
});
