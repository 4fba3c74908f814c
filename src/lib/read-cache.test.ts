import { expect, test } from "vitest";
import { ReadCache } from "./read-cache.ts";

function setup(checkEveryMs = 1000) {
  const state = { version: 1, versionReads: 0, loads: 0, now: 0 };
  const cache = new ReadCache(
    async () => {
      state.versionReads += 1;
      return state.version;
    },
    { checkEveryMs, now: () => state.now },
  );
  const read = (key = "page|en") =>
    cache.get(key, async () => {
      state.loads += 1;
      return `${key}@${state.version}`;
    });
  return { state, cache, read };
}

test("a repeated read is answered from the cache while the version stands", async () => {
  const { state, read } = setup();
  expect(await read()).toBe("page|en@1");
  state.now = 5000;
  expect(await read()).toBe("page|en@1");
  expect(state.loads).toBe(1);
});

test("a new version empties the cache once the check interval has passed, not before", async () => {
  const { state, read } = setup(1000);
  await read();
  state.version = 2;
  state.now = 500;
  expect(await read()).toBe("page|en@1");
  state.now = 1000;
  expect(await read()).toBe("page|en@2");
  expect(state.versionReads).toBe(2);
});

test("with no interval every read asks for the version, so a change shows at once", async () => {
  const { state, read } = setup(0);
  await read();
  state.version = 2;
  expect(await read()).toBe("page|en@2");
});

test("concurrent misses for one key share one load; other keys load on their own", async () => {
  const { state, read } = setup();
  const answers = await Promise.all([read(), read(), read("page|ar"), read()]);
  expect(answers).toEqual(["page|en@1", "page|en@1", "page|ar@1", "page|en@1"]);
  expect(state.loads).toBe(2);
  expect(state.versionReads).toBe(1);
});

test("a failed load is not kept: the next read tries again", async () => {
  const { cache } = setup();
  let calls = 0;
  const load = async () => {
    calls += 1;
    if (calls === 1) throw new Error("not found");
    return "found";
  };
  await expect(cache.get("k", load)).rejects.toThrow("not found");
  expect(await cache.get("k", load)).toBe("found");
});

test("when the version cannot be read nothing is served from the cache", async () => {
  let failing = false;
  let loads = 0;
  const cache = new ReadCache(
    async () => {
      if (failing) throw new Error("database down");
      return 1;
    },
    { checkEveryMs: 0 },
  );
  const load = async () => ++loads;
  await cache.get("k", load);
  failing = true;
  expect(await cache.get("k", load)).toBe(2);
});

test("beyond its bound the cache forgets its oldest answer first", async () => {
  let loads = 0;
  const cache = new ReadCache(async () => 1, { checkEveryMs: 60_000, maxEntries: 2 });
  const load = async () => ++loads;
  await cache.get("a", load);
  await cache.get("b", load);
  await cache.get("c", load);
  expect(await cache.get("c", load)).toBe(3);
  expect(await cache.get("a", load)).toBe(4);
});
