import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { deviceHolds, deviceStock } from "../../db/schema/index.ts";

/**
 * Settles a holder's open phone holds as sold or released, and the stock counters with them, in
 * one statement: only holds still open are counted, so settling twice moves nothing twice.
 * A sold unit from stock leaves the shelf (on hand and held down, sold up); a sold pre-order is
 * promised from the coming delivery (pre-ordered down, sold up). A release gives the unit back.
 */
export async function settleDeviceHolds(tx: Db, holderId: string, outcome: "sold" | "released"): Promise<void> {
  const sold = outcome === "sold" ? 1 : 0;
  await tx.execute(sql`
    with settled as (
      update ${deviceHolds} set state = ${outcome}, updated_at = now()
      where ${deviceHolds.holderId} = ${holderId} and ${deviceHolds.state} = 'held'
      returning ${deviceHolds.stockId} as stock_id, ${deviceHolds.kind} as kind
    ), units as (
      select stock_id,
        (count(*) filter (where kind = 'stock'))::int as from_stock,
        (count(*) filter (where kind = 'preorder'))::int as preorders
      from settled group by stock_id
    )
    update ${deviceStock} set
      on_hand = on_hand - units.from_stock * ${sold}::int,
      held = held - units.from_stock,
      preordered = preordered - units.preorders,
      sold = sold + (units.from_stock + units.preorders) * ${sold}::int,
      updated_at = now()
    from units where ${deviceStock.id} = units.stock_id`);
}
