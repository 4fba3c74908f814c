import { eq, lte } from "drizzle-orm";
import type { DeviceOptionStock, DeviceStockView } from "../../contracts/api/numbers.ts";
import { baghdadToday } from "../../contracts/business-time.ts";
import { LOW_STOCK_UNITS, type StockState } from "../../contracts/numbers.ts";
import type { Db } from "../../db/client.server.ts";
import { deviceStock, offerings } from "../../db/schema/index.ts";
import type { ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";

type StockRow = Pick<typeof deviceStock.$inferSelect, "onHand" | "held" | "availableFrom" | "preorder">;

/** How one option stands on a day: an option the stock does not list has nothing on hand. */
export function stockState(row: StockRow | undefined, today: string): Omit<DeviceOptionStock, "storageGb" | "colour"> {
  if (!row) return { state: "out_of_stock", left: null, availableFrom: null };
  const upcoming = row.availableFrom !== null && row.availableFrom > today;
  const availableFrom = upcoming ? row.availableFrom : null;
  if (upcoming) return { state: row.preorder ? "preorder" : "out_of_stock", left: null, availableFrom };
  const left = Math.max(0, row.onHand - row.held);
  const state: StockState = left === 0 ? "out_of_stock" : left <= LOW_STOCK_UNITS ? "low" : "in_stock";
  return { state, left: state === "low" ? left : null, availableFrom };
}

/** Every storage and colour the catalogue lists for a phone, with how each stands today. */
export async function deviceStockOf({ ctx, input }: ServiceCall<{ offering: string }>): Promise<DeviceStockView> {
  const [device] = await ctx.db
    .select({ device: offerings.device })
    .from(offerings)
    .where(eq(offerings.slug, input.offering));
  if (!device?.device) throw new DomainError("not_found", "offering_not_found", { slug: input.offering });
  const rows = await ctx.db.select().from(deviceStock).where(eq(deviceStock.offering, input.offering));
  const today = baghdadToday(ctx.now);
  const options = device.device.options.flatMap((option) =>
    option.colours.map((colour) => ({
      storageGb: option.storageGb,
      colour,
      ...stockState(
        rows.find((r) => r.storageGb === option.storageGb && r.colour === colour),
        today,
      ),
    })),
  );
  return { offering: input.offering, options };
}

export type StockLine = {
  offering: string;
  storageGb: number;
  colour: string;
  quantity: number;
  availableFrom?: string;
};

/**
 * Sets what is on hand for one option (the stock import, and the demo seed). Units held by open
 * orders stay held: a count below them is refused, since those phones are promised already. A
 * release day makes the option a pre-order until that day.
 */
export async function setStock(db: Db, line: StockLine, now: Date): Promise<"set" | "below_held"> {
  const dates = line.availableFrom ? { availableFrom: line.availableFrom, preorder: true } : {};
  const [saved] = await db
    .insert(deviceStock)
    .values({
      offering: line.offering,
      storageGb: line.storageGb,
      colour: line.colour,
      onHand: line.quantity,
      ...dates,
    })
    .onConflictDoUpdate({
      target: [deviceStock.offering, deviceStock.storageGb, deviceStock.colour],
      set: { onHand: line.quantity, updatedAt: now, ...dates },
      setWhere: lte(deviceStock.held, line.quantity),
    })
    .returning({ id: deviceStock.id });
  return saved ? "set" : "below_held";
}
