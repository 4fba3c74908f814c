/**
 * The sandbox gateway's vault: cards and wallets saved on its hosted page (`/save/:ref`), charged
 * later without the customer (merchant-initiated payments, as automatic recharges need). Only a
 * token leaves the gateway; the platform never sees a card number. A charge goes through the same
 * books as a payment on the hosted page, one order per payment id, with the test instrument's
 * outcome; its callback is delivered by the sandbox's job like any other (issue 20).
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { sandboxGatewayTokens as vault } from "../../../db/schema/payments.ts";
import type { GatewayPaymentRequest, SavedInstrument, SavedMethodsGateway } from "../gateway.ts";
import { findPayment, insertPayment, recordAttempt } from "./books.ts";
import { gatewayStatus } from "./callbacks.ts";
import { attemptOf } from "./hosted-page.ts";
import { TEST_INSTRUMENTS, type TestInstrument } from "./test-instruments.ts";

export type VaultRow = typeof vault.$inferSelect;

type VaultDeps = { db: Db; origin: string; now: () => Date; settleDelayMs: number };

export async function findSaving(db: Db, ref: string): Promise<VaultRow | undefined> {
  const [row] = await db.select().from(vault).where(eq(vault.ref, ref));
  return row;
}

/** awaiting → saved with a new token; undefined when the session was already used or cancelled. */
export async function saveInstrument(
  db: Db,
  ref: string,
  instrument: TestInstrument,
  expiry: { month: number; year: number } | undefined,
  now: Date,
) {
  const [row] = await db
    .update(vault)
    .set({
      state: "saved",
      token: `tok_${randomBytes(24).toString("base64url")}`,
      kind: instrument.kind,
      brand: instrument.kind === "wallet" ? "Sandbox Wallet" : "Visa",
      last4: instrument.digits.slice(-4),
      expMonth: expiry?.month ?? null,
      expYear: expiry?.year ?? null,
      outcome: instrument.outcome,
      updatedAt: now,
    })
    .where(and(eq(vault.ref, ref), eq(vault.state, "awaiting")))
    .returning();
  return row;
}

export async function cancelSaving(db: Db, ref: string, now: Date) {
  await db
    .update(vault)
    .set({ state: "cancelled", updatedAt: now })
    .where(and(eq(vault.ref, ref), eq(vault.state, "awaiting")));
}

const instrumentOf = (row: VaultRow): SavedInstrument | null =>
  row.state === "saved" && row.token && row.kind && row.last4
    ? {
        token: row.token,
        kind: row.kind,
        brand: row.brand ?? "",
        last4: row.last4,
        expMonth: row.expMonth,
        expYear: row.expYear,
      }
    : null;

/** The test instrument a saved token stands for: charges go the way its outcome says. */
const byOutcome = (outcome: string | null) => TEST_INSTRUMENTS.find((i) => i.outcome === outcome);

export function sandboxVault(deps: VaultDeps): SavedMethodsGateway {
  const { db, now } = deps;
  return {
    async startSaving(request) {
      const ref = `sbs_${randomBytes(24).toString("base64url")}`;
      const returnUrl = new URL(request.returnUrl);
      if (returnUrl.protocol !== "http:" && returnUrl.protocol !== "https:") {
        throw new Error("sandbox gateway: the return address must be http(s)");
      }
      const at = now();
      const [row] = await db
        .insert(vault)
        .values({
          ref,
          merchantRef: request.reference,
          locale: request.locale,
          returnUrl: returnUrl.toString(),
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: vault.merchantRef })
        .returning();
      const kept = row ?? (await db.select().from(vault).where(eq(vault.merchantRef, request.reference)))[0];
      if (!kept) throw new Error(`sandbox gateway: saving session for ${request.reference} vanished`);
      return { ref: kept.ref, redirectUrl: `${deps.origin}/sandbox-gateway/save/${kept.ref}` };
    },

    async savedInstrument(ref) {
      const row = await findSaving(db, ref);
      return row ? instrumentOf(row) : null;
    },

    async chargeSaved(request: Omit<GatewayPaymentRequest, "returnUrl"> & { token: string }) {
      const [saved] = await db.select().from(vault).where(eq(vault.token, request.token));
      const at = now();
      const order = await insertPayment(
        db,
        {
          ref: `sbx_${randomBytes(24).toString("base64url")}`,
          merchantRef: request.paymentId,
          amountIqd: request.amountIqd,
          description: request.description.slice(0, 200),
          locale: request.locale,
          // Nobody's browser comes back from a merchant-initiated charge; the address is the shop's.
          returnUrl: `${deps.origin}/`,
          callbackUrl: request.callbackUrl,
          expiresAt: request.expiresAt,
        },
        at,
      );
      if (order.amountIqd !== request.amountIqd) {
        throw new Error(`sandbox gateway: payment ${request.paymentId} was charged for another amount`);
      }
      if (order.state === "awaiting") {
        const instrument = saved?.state === "saved" ? byOutcome(saved.outcome) : undefined;
        // A forgotten or unknown token is declined, as a real gateway declines a deleted card.
        const attempt = instrument
          ? attemptOf(instrument, at, deps.settleDelayMs)
          : { state: "declined" as const, callback: "now" as const, instrument: null, settleAt: null };
        await recordAttempt(db, order.ref, attempt, at);
      }
      const row = (await findPayment(db, order.ref)) ?? order;
      return { providerRef: row.ref, status: gatewayStatus(row.state), amountIqd: row.amountIqd };
    },

    async forget(token) {
      await db.update(vault).set({ state: "forgotten", updatedAt: now() }).where(eq(vault.token, token));
    },
  };
}
