/**
 * Demo stock for every phone option in the catalogue: most in stock, some running low, some sold
 * out, none of what the catalogue marks out of stock, and phones with a pre-order window released
 * the day after it. The same counts every time (derived from the option's name); a real count
 * comes from `stock-import`.
 */
import { createHash } from "node:crypto";
import { type StockLine, setStock } from "../domain/inventory/stock.ts";
import { readCatalogue } from "./catalogue-step.server.ts";
import type { SeedStep } from "./run-seed.server.ts";

const VERSION = 1;

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** 0-99 from the option's name: stable across runs and machines. */
const roll = (key: string) => createHash("sha256").update(key).digest().readUInt16BE(0) % 100;

export function demoStock(): StockLine[] {
  return readCatalogue().flatMap((offering) => {
    const device = offering.device;
    if (!device) return [];
    const release = device.preorder ? { availableFrom: dayAfter(device.preorder.to) } : {};
    return device.options.flatMap((option) =>
      option.colours.map((colour) => {
        const r = roll(`${offering.slug}/${option.storageGb}/${colour}`);
        // Out of stock where the catalogue says so, or before release; else 1 in 8 sold out, 1 in 5 low.
        const quantity =
          !option.inStock || device.preorder ? 0 : r < 12 ? 0 : r < 32 ? 1 + (r % 4) : 8 + Math.round((r / 100) * 52);
        return { offering: offering.slug, storageGb: option.storageGb, colour, quantity, ...release };
      }),
    );
  });
}

export const deviceStockStep: SeedStep = {
  name: "device-stock",
  demoOnly: true,
  content: () => ({ version: VERSION, stock: demoStock() }),
  run: async ({ db }) => {
    const now = new Date();
    let options = 0;
    for (const line of demoStock()) if ((await setStock(db, line, now)) === "set") options++;
    return { options };
  },
};
