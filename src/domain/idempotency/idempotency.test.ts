import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { withRollback } from "../../../tests/database.ts";
import { idempotencyKeys } from "../../db/schema/index.ts";
import { IDEMPOTENCY_KEY_DAYS, once, pruneIdempotencyKeys } from "./idempotency.ts";

const DAY = 86_400_000;

test("a key's first result is replayed, and kept only for its retention period", () =>
  withRollback(async (_handle, db) => {
    const run = () => Promise.resolve({ status: 201, body: { n: Math.random() } });
    const first = await once(db, "test:prune", "key-prune-000000001", { a: 1 }, run);
    const again = await once(db, "test:prune", "key-prune-000000001", { a: 1 }, run);
    expect(again).toEqual({ ...first, replayed: true });
    await db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - (IDEMPOTENCY_KEY_DAYS + 1) * DAY) })
      .where(eq(idempotencyKeys.key, "key-prune-000000001"));
    await once(db, "test:prune", "key-prune-000000002", { a: 2 }, run);
    expect(await pruneIdempotencyKeys(db)).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, "test:prune"));
    expect(left.map((k) => k.key)).toEqual(["key-prune-000000002"]);
  }));
