import { expect, test } from "vitest";
import { DEFAULT_MOBILE_PREFIXES } from "../../contracts/msisdn.ts";
import { demoNumbers } from "../../seed/number-pool-step.server.ts";
import { priceOf, TIER_PRICES_IQD, tierOf } from "./number-pricing.ts";

const n = (subscriber: string) => `964782${subscriber}`;

test("numbers people remember cost more: gold for long repeats and runs, premium for years, 777 and pairs", () => {
  expect(tierOf(n("3477777"))).toBe("gold");
  expect(tierOf(n("9123456"))).toBe("gold");
  expect(tierOf(n("7770777"))).toBe("gold");
  expect(tierOf(n("3052026"))).toBe("premium");
  expect(tierOf(n("1777043"))).toBe("premium");
  expect(tierOf(n("3048888"))).toBe("premium");
  expect(tierOf(n("3046789"))).toBe("premium");
  expect(tierOf(n("3041212"))).toBe("premium");
  expect(tierOf(n("3041000"))).toBe("premium");
  expect(tierOf(n("3041966"))).toBe("standard");
  // The prefix is every number's: 0777 or 0782 alone makes nothing premium.
  expect(tierOf("9647771234580")).toBe("standard");
  expect(priceOf(n("3052026"))).toEqual({ tier: "premium", priceIqd: TIER_PRICES_IQD.premium });
  expect(priceOf(n("3041966"))).toEqual({ tier: "standard", priceIqd: 0 });
});

test("the demo pool: thousands of distinct numbers, mostly standard, hundreds priced, the same every time", () => {
  const pool = demoNumbers(DEFAULT_MOBILE_PREFIXES);
  expect(pool.length).toBeGreaterThan(2_900);
  expect(new Set(pool.map((p) => p.msisdn)).size).toBe(pool.length);
  const count = (tier: string) => pool.filter((p) => p.tier === tier).length;
  expect(count("premium")).toBeGreaterThan(300);
  expect(count("gold")).toBeGreaterThan(100);
  expect(count("standard")).toBeGreaterThan(2_000);
  expect(pool.some((p) => p.msisdn.endsWith("2026"))).toBe(true);
  expect(pool.every((p) => /^9647(8[1-9]|9[5-7])\d{7}$/.test(p.msisdn))).toBe(true);
  expect(demoNumbers(DEFAULT_MOBILE_PREFIXES)).toEqual(pool);
});
