/**
 * The warehouse count as a CSV (`stock-import`): `offering,storage,colour,quantity[,available_from]`
 * per line. Each line is checked against the catalogue (the phone, its storage sizes and colours);
 * good lines set what is on hand, bad ones are reported with their line number.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { type DeviceDetails, offerings } from "../../db/schema/index.ts";
import type { Problem } from "./number-import.ts";
import { type StockLine, setStock } from "./stock.ts";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function check(cells: string[], devices: Map<string, DeviceDetails>): StockLine | string {
  if (cells.length < 4 || cells.length > 5) return "expected offering,storage,colour,quantity[,available_from]";
  const [offering = "", storage = "", colour = "", quantity = "", availableFrom = ""] = cells;
  const device = devices.get(offering);
  if (!device) return `"${offering}" is not a phone in the catalogue`;
  const storageGb = Number(storage.replace(/\s*gb$/i, ""));
  const option = device.options.find((o) => o.storageGb === storageGb);
  if (!option) return `${offering} has no ${storage} option (${device.options.map((o) => o.storageGb).join(", ")} GB)`;
  if (!option.colours.includes(colour)) return `${offering} ${storageGb} GB comes in ${option.colours.join(", ")}`;
  const units = Number(quantity);
  if (quantity === "" || !Number.isInteger(units) || units < 0) return "quantity must be a whole number, 0 or more";
  if (availableFrom && (!DATE.test(availableFrom) || Number.isNaN(Date.parse(availableFrom)))) {
    return "available_from must be a date (YYYY-MM-DD)";
  }
  return { offering, storageGb, colour, quantity: units, ...(availableFrom ? { availableFrom } : {}) };
}

export async function importStock(db: Db, text: string, now: Date): Promise<{ set: number; problems: Problem[] }> {
  const rows = await db
    .select({ slug: offerings.slug, device: offerings.device })
    .from(offerings)
    .where(eq(offerings.type, "device"));
  const devices = new Map(rows.flatMap((r) => (r.device ? [[r.slug, r.device] as const] : [])));
  const problems: Problem[] = [];
  let set = 0;
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  for (const [i, raw] of lines.entries()) {
    const line = i + 1;
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed.startsWith("#") || (line === 1 && /^offering\b/i.test(trimmed))) continue;
    const checked = check(
      trimmed.split(",").map((c) => c.trim()),
      devices,
    );
    if (typeof checked === "string") {
      problems.push({ line, reason: checked });
      continue;
    }
    const outcome = await setStock(db, checked, now);
    if (outcome === "set") set++;
    else problems.push({ line, reason: "fewer than the units already held by open orders; left as it is" });
  }
  return { set, problems };
}
