import { expect, test } from "vitest";
import { testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeCampaign } from "../../../tests/factories/campaigns.ts";
import { readContentVersion } from "./content-version.ts";

test("the next calendar change is the Baghdad midnight after a running campaign's last day", () =>
  withRollback(async (_handle, db) => {
    await makeCampaign(db, "ends-soon", { startsOn: "2026-01-01", endsOn: "2030-06-30" });
    await makeCampaign(db, "starts-later", { startsOn: "2030-08-01", endsOn: null });
    const ctx = testContext(db, { now: new Date("2030-06-20T12:00:00Z") });
    const { nextChangeAt } = await readContentVersion({ ctx, input: undefined });
    // 1 July 00:00 in Baghdad (UTC+3) is 30 June 21:00 UTC, unless the seed has an earlier edge.
    expect(Date.parse(nextChangeAt ?? "")).toBeLessThanOrEqual(Date.parse("2030-06-30T21:00:00.000Z"));
    const later = testContext(db, { now: new Date("2030-07-15T12:00:00Z") });
    expect((await readContentVersion({ ctx: later, input: undefined })).nextChangeAt).toBe("2030-07-31T21:00:00.000Z");
  }));

test("any change to what public pages show moves the version, made by whoever", () =>
  withRollback(async (_handle, db) => {
    const ctx = testContext(db);
    const before = await readContentVersion({ ctx, input: undefined });
    await makeCampaign(db, "new-one");
    const after = await readContentVersion({ ctx, input: undefined });
    expect(after.version).toBeGreaterThan(before.version);
  }));
