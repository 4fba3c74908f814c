import { randomInt } from "node:crypto";
import { eq, isNull } from "drizzle-orm";
import { lines, simPuks } from "../db/schema/index.ts";
import { sealPuk } from "../domain/lines/puk.ts";
import type { SeedStep } from "./run-seed.server.ts";

/**
 * The demo's SIM records: a random PUK for every line that has none, as the operator's SIM
 * supplier would deliver them with the SIMs. Random, so no demo PUK can be guessed from the code.
 */
export const demoPuksStep: SeedStep = {
  name: "demo-puks",
  demoOnly: true,
  content: () => ({ version: 1 }),
  run: async ({ db, config }) => {
    const missing = await db
      .select({ id: lines.id })
      .from(lines)
      .leftJoin(simPuks, eq(simPuks.lineId, lines.id))
      .where(isNull(simPuks.lineId));
    const rows = missing.map((line) => ({
      lineId: line.id,
      pukSealed: sealPuk(config.secrets.sealingKey, String(randomInt(0, 100_000_000)).padStart(8, "0")),
    }));
    for (let i = 0; i < rows.length; i += 500) await db.insert(simPuks).values(rows.slice(i, i + 500));
    return { puks: rows.length };
  },
};
