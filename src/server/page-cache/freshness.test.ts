import { expect, test } from "vitest";
import { ContentFreshness } from "./freshness.server.ts";

test("the version is asked once per interval; callers meanwhile share the answer", async () => {
  let now = 0;
  let asked = 0;
  let version = 7;
  const freshness = new ContentFreshness(
    async () => {
      asked += 1;
      return { version, nextChangeAt: "2026-12-31T21:00:00.000Z" };
    },
    1_000,
    () => undefined,
    () => now,
  );
  const [a, b] = await Promise.all([freshness.current(), freshness.current()]);
  expect(asked).toBe(1);
  expect(a).toEqual({ version: 7, nextChangeAt: Date.parse("2026-12-31T21:00:00.000Z") });
  expect(b).toBe(a);
  version = 8;
  now = 999;
  expect(freshness.current()).toEqual(a);
  now = 1_000;
  expect(await freshness.current()).toMatchObject({ version: 8 });
  expect(asked).toBe(2);
});

test("when the API cannot answer, the last known version stands and it is asked again after the interval", async () => {
  let now = 0;
  let failing = false;
  const errors: unknown[] = [];
  const freshness = new ContentFreshness(
    async () => {
      if (failing) throw new Error("database down");
      return { version: 3, nextChangeAt: null };
    },
    1_000,
    (error) => errors.push(error),
    () => now,
  );
  expect(await freshness.current()).toEqual({ version: 3, nextChangeAt: null });
  failing = true;
  now = 5_000;
  expect(await freshness.current()).toEqual({ version: 3, nextChangeAt: null });
  expect(errors).toHaveLength(1);
  expect(freshness.current()).toEqual({ version: 3, nextChangeAt: null });
  expect(errors).toHaveLength(1);
});

test("never known and not answering: no version, so nothing is served from the cache", async () => {
  const freshness = new ContentFreshness(
    async () => {
      throw new Error("down");
    },
    1_000,
    () => undefined,
  );
  expect(await freshness.current()).toBeNull();
});
