/**
 * Real values for path parameters, found by asking the API itself: every documented GET without
 * path parameters is called as the signed-in customer, and every string under a key such as
 * `slug` or `id` is kept. A case can then name a real line, session or article, and get past
 * "not found" into the code behind it.
 */

import type { FuzzOperation } from "./openapi-operations.ts";
import type { KnownValues } from "./schema-values.ts";

const MAX_PER_KEY = 20;

export async function discoverKnownValues(
  operations: FuzzOperation[],
  fetchJson: (path: string) => Promise<unknown>,
): Promise<Record<string, string[]>> {
  const found = new Map<string, Set<string>>();
  const collect = (value: unknown, key: string) => {
    if (typeof value === "string" && key) {
      const set = found.get(key) ?? new Set<string>();
      if (set.size < MAX_PER_KEY && value.length < 200) set.add(value);
      found.set(key, set);
    } else if (Array.isArray(value)) {
      for (const item of value) collect(item, key);
    } else if (typeof value === "object" && value !== null) {
      for (const [k, v] of Object.entries(value)) collect(v, k);
    }
  };
  for (const op of operations) {
    if (op.method !== "GET" || op.path.includes("{")) continue;
    collect(await fetchJson(op.path).catch(() => null), "");
  }
  return Object.fromEntries([...found].map(([key, values]) => [key, [...values]]));
}

/** The found values a parameter may take: those under its own name, and ids for an `…Id`. */
export function valuesForParameters(found: Record<string, string[]>, extra: KnownValues): KnownValues {
  const ids = found.id ?? [];
  return new Proxy(extra, {
    get(target, name) {
      if (typeof name !== "string") return undefined;
      const own = [...(target[name] ?? []), ...(found[name] ?? [])];
      return /(^id|Id)$/.test(name) ? [...own, ...ids] : own;
    },
  });
}
