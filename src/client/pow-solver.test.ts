import { expect, test } from "vitest";
import { testContext } from "../../tests/context.ts";
import { withRollback } from "../../tests/database.ts";
import { issueChallenge, spendSolution } from "../domain/tickets/pow.ts";
import { solvePow } from "./pow-solver.ts";

test("the browser solver's answer is accepted by the server once", () =>
  withRollback(async (_handle, db) => {
    const ctx = testContext(db);
    const altcha = await solvePow(await issueChallenge({ ctx }));
    expect(altcha).not.toBeNull();
    await expect(spendSolution(ctx, altcha ?? "")).resolves.toBeUndefined();
    await expect(spendSolution(ctx, altcha ?? "")).rejects.toMatchObject({ code: "pow_replayed" });
  }));
