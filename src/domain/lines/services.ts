import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { ServicesView } from "../../contracts/api/lines.ts";
import type { servicesPatchSchema } from "../../contracts/myzain.ts";
import type { Db } from "../../db/client.server.ts";
import { lineServices, subscriptions } from "../../db/schema/index.ts";
import { actorOf, type ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { notify } from "../notifications/notifications.ts";
import { ownedLine } from "./line-access.ts";
import { liftLine, lockLine, openSuspension, suspendLine } from "./suspensions.ts";

/** The switches to change (at least one), as the form and the API read them. */
export type ServicesPatch = z.output<typeof servicesPatchSchema>;

async function ensureServices(db: Db, lineId: string) {
  await db.insert(lineServices).values({ lineId }).onConflictDoNothing({ target: lineServices.lineId });
  const [row] = await db.select().from(lineServices).where(eq(lineServices.lineId, lineId));
  if (!row) throw new Error("line services missing");
  return row;
}

const view = (row: typeof lineServices.$inferSelect): ServicesView => ({
  mobileData: row.mobileData,
  roaming: row.roaming,
  internationalCalls: row.internationalCalls,
  usageAlertPercent: row.usageAlertPercent,
});

/** A line's service switches and usage alert. */
export async function getServices({ ctx, input }: ServiceCall<{ lineId: string }>): Promise<ServicesView> {
  const line = await ownedLine(ctx.db, actorOf(ctx), input.lineId);
  return view(await ensureServices(ctx.db, line.id));
}

/** Switches a line's services; each change is confirmed by a notification. */
export async function updateServices({
  ctx,
  input,
}: ServiceCall<{ lineId: string; patch: ServicesPatch }>): Promise<ServicesView> {
  const { now } = ctx;
  const { accountId } = actorOf(ctx);
  const { patch } = input;
  const line = await ownedLine(ctx.db, actorOf(ctx), input.lineId);
  return ctx.db.transaction(async (tx) => {
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
export async function setAutoRenew({
  ctx,
  input,
}: ServiceCall<{ lineId: string; subscriptionId: string; autoRenew: boolean }>): Promise<{
  subscriptionId: string;
  autoRenew: boolean;
}> {
  const line = await ownedLine(ctx.db, actorOf(ctx), input.lineId);
  const rows = await ctx.db
    .update(subscriptions)
    .set({ autoRenew: input.autoRenew })
    .where(
      and(
        eq(subscriptions.id, input.subscriptionId),
        eq(subscriptions.lineId, line.id),
        eq(subscriptions.status, "active"),
      ),
    )
    .returning({ id: subscriptions.id, endsAt: subscriptions.endsAt });
  if (rows.length === 0) throw new DomainError("not_found", "subscription_not_found");
  return { subscriptionId: input.subscriptionId, autoRenew: input.autoRenew };
}

/**
 * Suspends a lost or stolen SIM at once (nothing can be used or charged), or resumes it. A customer
 * lifts only their own suspension: one the operator set is refused, with what to do instead.
 */
export async function setLineSuspended({
  ctx,
  input,
}: ServiceCall<{ lineId: string; suspended: boolean }>): Promise<{ status: "active" | "suspended" }> {
  const { accountId } = actorOf(ctx);
  const line = await ownedLine(ctx.db, actorOf(ctx), input.lineId);
  return ctx.db.transaction(async (tx) => {
    const locked = await lockLine(tx, line.id);
    if (locked.status === "terminated") throw new DomainError("conflict", "line_not_in_service");
    const status = input.suspended ? "suspended" : "active";
    if (locked.status === status) return { status };
    const by = { kind: "customer", accountId } as const;
    if (input.suspended) {
      await suspendLine(tx, line.id, by, { code: "lost_or_stolen" }, ctx.now);
    } else {
      // A suspension without a row predates the record of who suspended: it was the customer's.
      const open = await openSuspension(tx, line.id);
      if (open && open.suspendedBy !== "customer") {
        throw new DomainError("conflict", "line_suspended_by_operator");
      }
      await liftLine(tx, line.id, by, null, ctx.now);
    }
    await notify(tx, {
      accountId,
      lineId: line.id,
      kind: input.suspended ? "line_suspended" : "line_resumed",
      at: ctx.now,
    });
    return { status };
  });
}
