import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { lineServices, lines, subscriptions } from "../../db/schema/index.ts";
import { DomainError } from "../errors.ts";
import { notify } from "../notifications/notifications.ts";
import { ownedLine } from "./line-access.ts";

export type ServicesPatch = Partial<{
  mobileData: boolean;
  roaming: boolean;
  internationalCalls: boolean;
  usageAlertPercent: number | null;
}>;

async function ensureServices(db: Db, lineId: string) {
  await db.insert(lineServices).values({ lineId }).onConflictDoNothing({ target: lineServices.lineId });
  const [row] = await db.select().from(lineServices).where(eq(lineServices.lineId, lineId));
  if (!row) throw new Error("line services missing");
  return row;
}

const view = (row: typeof lineServices.$inferSelect) => ({
  mobileData: row.mobileData,
  roaming: row.roaming,
  internationalCalls: row.internationalCalls,
  usageAlertPercent: row.usageAlertPercent,
});

export async function getServices(db: Db, accountId: string, lineId: string) {
  const line = await ownedLine(db, accountId, lineId);
  return view(await ensureServices(db, line.id));
}

/** Switches a line's services; each change is confirmed by a notification. */
export async function updateServices(
  db: Db,
  accountId: string,
  lineId: string,
  patch: ServicesPatch,
  now = new Date(),
) {
  const line = await ownedLine(db, accountId, lineId);
  return db.transaction(async (tx) => {
    const before = await ensureServices(tx, line.id);
    const [after] = await tx
      .update(lineServices)
      .set({ ...patch, updatedAt: now })
      .where(eq(lineServices.lineId, line.id))
      .returning();
    if (!after) throw new Error("line services missing");
    for (const service of ["mobileData", "roaming", "internationalCalls"] as const) {
      if (patch[service] !== undefined && patch[service] !== before[service]) {
        await notify(tx, {
          accountId,
          lineId: line.id,
          kind: "service_changed",
          params: { service, state: patch[service] ? "on" : "off" },
          at: now,
        });
      }
    }
    return view(after);
  });
}

/** Turns a bundle's auto-renewal on or off. */
export async function setAutoRenew(
  db: Db,
  accountId: string,
  lineId: string,
  subscriptionId: string,
  autoRenew: boolean,
) {
  const line = await ownedLine(db, accountId, lineId);
  const rows = await db
    .update(subscriptions)
    .set({ autoRenew })
    .where(
      and(eq(subscriptions.id, subscriptionId), eq(subscriptions.lineId, line.id), eq(subscriptions.status, "active")),
    )
    .returning({ id: subscriptions.id, endsAt: subscriptions.endsAt });
  if (rows.length === 0) throw new DomainError("not_found", "subscription_not_found");
  return { subscriptionId, autoRenew };
}

/** Suspends a lost or stolen SIM at once (nothing can be used or charged), or resumes it. */
export async function setLineSuspended(
  db: Db,
  accountId: string,
  lineId: string,
  suspended: boolean,
  now = new Date(),
) {
  const line = await ownedLine(db, accountId, lineId);
  if (line.status === "terminated") throw new DomainError("conflict", "line_not_in_service");
  const status: "active" | "suspended" = suspended ? "suspended" : "active";
  if (line.status === status) return { status };
  await db.transaction(async (tx) => {
    await tx.update(lines).set({ status }).where(eq(lines.id, line.id));
    await notify(tx, { accountId, lineId: line.id, kind: suspended ? "line_suspended" : "line_resumed", at: now });
  });
  return { status };
}
