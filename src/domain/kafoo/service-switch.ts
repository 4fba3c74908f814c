/**
 * The pause switch of the prepaid credit services (issue 20): staff or an operator turn credit
 * transfer, credit advance or automatic recharge off at once (fraud, an outage) and on again.
 * Read from the database on every use, so every instance obeys at once, without a restart.
 * Automatic recharges ask `assertRunning(db, "auto_recharge")` before they charge anyone.
 */
import { eq } from "drizzle-orm";
import type { PublicServiceStates, ServiceState } from "../../contracts/api/kafoo.ts";
import { type SwitchableService, switchableServices } from "../../contracts/kafoo.ts";
import type { Db } from "../../db/client.server.ts";
import { serviceSwitches } from "../../db/schema/index.ts";
import { type ServiceCall, staffOf } from "../context.ts";
import { DomainError } from "../errors.ts";
import { auditActor, recordAudit } from "../staff/audit.ts";

/** Whether the service is paused now. */
export async function isPaused(db: Db, service: SwitchableService): Promise<boolean> {
  const [row] = await db
    .select({ paused: serviceSwitches.paused })
    .from(serviceSwitches)
    .where(eq(serviceSwitches.service, service));
  return row?.paused === true;
}

/** Refuses with 503 `service_paused` while the service is paused. */
export async function assertRunning(db: Db, service: SwitchableService): Promise<void> {
  if (await isPaused(db, service)) throw new DomainError("unavailable", "service_paused", { service });
}

/** Every switch, a service never switched reading as running. */
export async function serviceStates(db: Db): Promise<ServiceState[]> {
  const rows = await db.select().from(serviceSwitches);
  return switchableServices.map((service) => {
    const row = rows.find((r) => r.service === service);
    return {
      service,
      paused: row?.paused ?? false,
      note: row?.note ?? null,
      changedBy: row?.changedBy ?? null,
      changedAt: row?.changedAt.toISOString() ?? null,
    };
  });
}

/** What customers' pages need: which services are paused, nothing about who or why. */
export async function pausedServices(db: Db): Promise<PublicServiceStates> {
  const states = await serviceStates(db);
  const paused = (s: SwitchableService) => states.some((x) => x.service === s && x.paused);
  return {
    creditTransfer: paused("credit_transfer"),
    creditAdvance: paused("credit_advance"),
    autoRecharge: paused("auto_recharge"),
  };
}

/** Pauses or resumes one service (staff API or operator command), audited with before and after. */
export async function setServiceSwitch({
  ctx,
  input,
}: ServiceCall<{ service: SwitchableService; paused: boolean; note?: string }>): Promise<ServiceState> {
  staffOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = (await serviceStates(tx)).find((s) => s.service === input.service);
    const changedBy = auditActor(ctx).actor;
    const values = { paused: input.paused, note: input.note ?? null, changedBy, changedAt: ctx.now };
    await tx
      .insert(serviceSwitches)
      .values({ service: input.service, ...values })
      .onConflictDoUpdate({ target: serviceSwitches.service, set: values });
    const after = (await serviceStates(tx)).find((s) => s.service === input.service);
    if (!after) throw new Error(`no switch for ${input.service}`);
    await recordAudit(tx, ctx, {
      action: input.paused ? "service.pause" : "service.resume",
      subjectType: "service",
      subjectId: input.service,
      before: before ?? null,
      after,
      note: input.note ?? null,
    });
    return after;
  });
}
