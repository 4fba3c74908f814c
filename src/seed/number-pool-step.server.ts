/**
 * Demo numbers for sale: a few thousand ordinary ones and several hundred that people pay for
 * (years, repeats, runs, 777, …000), priced by the rule in src/domain/inventory/number-pricing.ts.
 * The same numbers every time (a fixed pseudo-random sequence), so running the seed again adds
 * nothing; a production pool comes from `numbers-import`.
 */
import { normalizeMsisdn } from "../contracts/msisdn.ts";
import { addNumbers, type NumberRow } from "../domain/inventory/number-import.ts";
import { priceOf } from "../domain/inventory/number-pricing.ts";
import type { SeedStep } from "./run-seed.server.ts";

/** Bump when the generated numbers change. */
const VERSION = 1;
const ORDINARY = 2_500;
const PATTERNED = 500;
/** Not 0780 and 0790: the demo lines live there (src/seed/demo-customers.server.ts). */
const PREFIXES = ["0781", "0782", "0783", "0784", "0785", "0786", "0787", "0788", "0789", "0795", "0796", "0797"];

/** mulberry32: a small, fixed sequence of pseudo-random numbers in [0, 1). */
function sequence(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The seven digits after the prefix, in the shapes people ask for. */
const shapes: ((digit: () => string, digits: (n: number) => string) => string)[] = [
  (_, digits) => `${digits(3)}${["2025", "2026", "2026", "2027", "2028"][Number(digits(1)) % 5]}`,
  (_, digits) => `${digits(1)}777${digits(3)}`,
  (_, digits) => `${digits(3)}${digits(1)}777`,
  (_, digits) => `${digits(4)}000`,
  (digit, digits) => `${digits(3)}${digit().repeat(4)}`,
  (digit, digits) => {
    const start = Number(digit()) % 7;
    return `${digits(3)}${[0, 1, 2, 3].map((k) => start + k).join("")}`;
  },
  (digit, digits) => `${digits(3)}${`${digit()}${digit()}`.repeat(2)}`,
  (digit, digits) => `${digits(2)}${digit().repeat(5)}`,
  (digit) => {
    const d = digit();
    return `${d.repeat(3)}${digit()}${d.repeat(3)}`;
  },
  (digit) => `${digit()}123456`,
];

export function demoNumbers(prefixes: readonly string[]): NumberRow[] {
  const random = sequence(16_2026);
  const digit = () => String(Math.floor(random() * 10));
  const digits = (n: number) => Array.from({ length: n }, digit).join("");
  const ours = PREFIXES.filter((p) => normalizeMsisdn(`${p}0000000`, prefixes));
  const prefix = () => ours[Math.floor(random() * ours.length)] ?? "0782";
  const numbers = new Map<string, NumberRow>();
  const add = (subscriber: string) => {
    const msisdn = normalizeMsisdn(`${prefix()}${subscriber}`, prefixes);
    if (msisdn && !numbers.has(msisdn)) numbers.set(msisdn, { msisdn, ...priceOf(msisdn) });
  };
  for (let i = 0; i < ORDINARY; i++) add(digits(7));
  for (let i = 0; i < PATTERNED; i++) add((shapes[i % shapes.length] ?? ((_, d) => d(7)))(digit, digits));
  return [...numbers.values()];
}

export const numberPoolStep: SeedStep = {
  name: "number-pool",
  demoOnly: true,
  content: (config) => ({ version: VERSION, prefixes: config.auth.mobilePrefixes }),
  run: async ({ db, config }) => {
    const result = await addNumbers(db, demoNumbers(config.auth.mobilePrefixes), new Date());
    return { added: result.added, repriced: result.repriced, refused: result.refused.length };
  },
};
