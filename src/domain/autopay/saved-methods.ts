/**
 * Cards and wallets saved with the gateway (issue 20). The customer types the card on the
 * gateway's own page; we keep its token, brand, last four digits and expiry, never the number
 * (PCI DSS: the card data never touches our servers). Tokens are never logged nor shown.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { AutoPaySettings, SavedMethodView } from "../../contracts/api/autopay.ts";
import { autoPayRules, lines, savedPaymentMethods } from "../../db/schema/index.ts";
import { ownerOf, type ServiceCall, type ServiceContext } from "../context.ts";
import { DomainError } from "../errors.ts";
import { isPaused } from "../kafoo/service-switch.ts";
import { ruleView, savedMethodView } from "./views.ts";

/** The gateway that keeps saved methods (the primary one, when it offers it). */
export function vaultOf(ctx: ServiceContext, provider?: string) {
  const gateway = provider ? ctx.env.gateways?.byName(provider) : ctx.env.gateways?.primary;
  const vault = gateway?.savedMethods;
  if (!gateway || !vault) throw new DomainError("unavailable", "payments_unavailable");
  return { gateway, vault };
}

/** Opens a saving session at the gateway; the browser goes there and comes back to myzain. */
export async function startSavingMethod({ ctx }: ServiceCall): Promise<{ methodId: string; redirectUrl: string }> {
  const { accountId } = ownerOf(ctx);
  const { gateway, vault } = vaultOf(ctx);
  const [row] = await ctx.db
    .insert(savedPaymentMethods)
    .values({ accountId, provider: gateway.name, createdAt: ctx.now, updatedAt: ctx.now })
    .returning({ id: savedPaymentMethods.id });
  if (!row) throw new Error("saved method not created");
  const back = `${ctx.env.config.server.publicOrigin}/${ctx.locale}/myzain/autopay?saved=${row.id}`;
  let started: { ref: string; redirectUrl: string };
  try {
    started = await vault.startSaving({ reference: row.id, locale: ctx.locale, returnUrl: back });
  } catch (error) {
    ctx.env.log.error({ err: error, methodId: row.id }, "the gateway did not open a saving session");
    throw new DomainError("upstream", "gateway_unavailable");
  }
  await ctx.db
    .update(savedPaymentMethods)
    .set({ setupRef: started.ref, updatedAt: ctx.now })
    .where(eq(savedPaymentMethods.id, row.id));
  return { methodId: row.id, redirectUrl: started.redirectUrl };
}

/** Asks the gateway what was saved (the browser's return is only the hint): the token arrives here. */
export async function confirmSavedMethod({
  ctx,
  input,
}: ServiceCall<{ id: string }>): Promise<{ method: SavedMethodView | null }> {
  const { accountId } = ownerOf(ctx);
  const method = await ownMethod(ctx, accountId, input.id);
  if (method.state === "active") return { method: savedMethodView(method) };
  if (method.state !== "saving" || !method.setupRef) return { method: null };
  const { vault } = vaultOf(ctx, method.provider);
  const saved = await vault.savedInstrument(method.setupRef).catch((error: unknown) => {
    ctx.env.log.warn({ err: error, methodId: method.id }, "could not ask the gateway about a saved method");
    throw new DomainError("upstream", "gateway_unavailable");
  });
  if (!saved) return { method: null };
  const [active] = await ctx.db
    .update(savedPaymentMethods)
    .set({
      state: "active",
      gatewayToken: saved.token,
      kind: saved.kind,
      brand: saved.brand,
      last4: saved.last4,
      expMonth: saved.expMonth,
      expYear: saved.expYear,
      updatedAt: ctx.now,
    })
    .where(and(eq(savedPaymentMethods.id, method.id), eq(savedPaymentMethods.state, "saving")))
    .returning();
  return { method: savedMethodView(active ?? method) };
}

/** Forgets a saved method here and at the gateway; rules that used it pause until given another. */
export async function removeSavedMethod({ ctx, input }: ServiceCall<{ id: string }>): Promise<void> {
  const { accountId } = ownerOf(ctx);
  const method = await ownMethod(ctx, accountId, input.id);
  if (method.state === "removed") return;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(savedPaymentMethods)
      .set({ state: "removed", gatewayToken: null, updatedAt: ctx.now })
      .where(eq(savedPaymentMethods.id, method.id));
    await tx
      .update(autoPayRules)
      .set({ state: "paused", pausedReason: "method_removed", nextAttemptAt: null, updatedAt: ctx.now })
      .where(and(eq(autoPayRules.methodId, method.id), eq(autoPayRules.state, "active")));
  });
  if (!method.gatewayToken) return;
  try {
    await vaultOf(ctx, method.provider).vault.forget(method.gatewayToken);
  } catch (error) {
    // Removed here already, so it is never charged again; the gateway keeps a token nobody uses.
    ctx.env.log.warn({ err: error, methodId: method.id }, "could not delete a saved method at the gateway");
  }
}

/** The customer's saved methods and rules, and whether operators have paused automatic payments. */
export async function getAutoPay({ ctx }: ServiceCall): Promise<AutoPaySettings> {
  const { accountId } = ownerOf(ctx);
  const methods = await ctx.db
    .select()
    .from(savedPaymentMethods)
    .where(and(eq(savedPaymentMethods.accountId, accountId), eq(savedPaymentMethods.state, "active")))
    .orderBy(desc(savedPaymentMethods.createdAt));
  const rules = await ctx.db
    .select({ rule: autoPayRules, msisdn: lines.msisdn })
    .from(autoPayRules)
    .innerJoin(lines, eq(lines.id, autoPayRules.lineId))
    .where(and(eq(autoPayRules.accountId, accountId), inArray(autoPayRules.state, ["active", "paused"])))
    .orderBy(lines.msisdn, autoPayRules.kind);
  return {
    methods: methods.flatMap((m) => savedMethodView(m) ?? []),
    rules: rules.map(({ rule, msisdn }) =>
      ruleView(
        rule,
        msisdn,
        methods.find((m) => m.id === rule.methodId),
      ),
    ),
    paused: await isPaused(ctx.db, "auto_recharge"),
  };
}

async function ownMethod(ctx: ServiceContext, accountId: string, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new DomainError("not_found", "payment_method_not_found");
  const [method] = await ctx.db
    .select()
    .from(savedPaymentMethods)
    .where(and(eq(savedPaymentMethods.id, id), eq(savedPaymentMethods.accountId, accountId)));
  if (!method) throw new DomainError("not_found", "payment_method_not_found");
  return method;
}
