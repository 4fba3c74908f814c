/**
 * A SIM's PUK, for the customer whose SIM has locked itself after three wrong PINs (issue 21;
 * docs/decisions/061-sim-puk.md). Shown only after the customer proves it is them again: the
 * account's password, or an SMS code sent to another line of the account (the locked SIM cannot
 * receive one). PUKs are sealed at rest and every reading is recorded.
 */
import { and, eq } from "drizzle-orm";
import type { CodeFlow } from "../../contracts/api/auth.ts";
import type { Db } from "../../db/client.server.ts";
import { pukViews, simPuks } from "../../db/schema/index.ts";
import { checkCurrentPassword } from "../auth/accounts.ts";
import { redeemTicket, startCodeFlow } from "../auth/code-flows.ts";
import { parseMsisdn } from "../auth/lines.ts";
import { actorOf, type ServiceCall, type ServiceContext, withDb } from "../context.ts";
import { type SealKey, seal, unseal } from "../crypto/seal.ts";
import { DomainError } from "../errors.ts";
import { accountLinesOf, type LineScope, ownedLine } from "./line-access.ts";

const pukKey = (sealingKey: string): SealKey => ({ secret: sealingKey, salt: "zain-sim", info: "sim-puk:v1" });

/** A PUK as it is stored. */
export function sealPuk(sealingKey: string, puk: string): string {
  if (!/^\d{8}$/.test(puk)) throw new Error("a PUK has 8 digits");
  return seal(pukKey(sealingKey), puk);
}

/** Records the PUK of the SIM now serving a line (from the operator's SIM records), replacing any. */
export async function recordPuk(db: Db, sealingKey: string, lineId: string, puk: string, at: Date): Promise<void> {
  const pukSealed = sealPuk(sealingKey, puk);
  await db
    .insert(simPuks)
    .values({ lineId, pukSealed, updatedAt: at })
    .onConflictDoUpdate({ target: simPuks.lineId, set: { pukSealed, updatedAt: at } });
}

/**
 * Sends a code to `msisdn`, which must be another line of the signed-in customer's account that
 * can receive it (active, mobile), for reading the PUK of `lineId`.
 */
export async function startPukCode({ ctx, input }: ServiceCall<{ lineId: string; msisdn: string }>): Promise<CodeFlow> {
  const actor = actorOf(ctx);
  const line = await ownedLine(ctx.db, actor, input.lineId);
  const msisdn = parseMsisdn(input.msisdn, ctx.env.config.auth.mobilePrefixes);
  const other = (await accountLinesOf(ctx.db, actor)).find((l) => l.msisdn === msisdn);
  if (!other || other.id === line.id || other.status !== "active" || other.kind !== "mobile")
    throw new DomainError("invalid", "puk_code_line", { field: "msisdn" });
  return startCodeFlow({ ctx, input: { msisdn, purpose: "puk" } });
}

export type PukProof = { password: string } | { ticket: string };

/** The PUK of one of the customer's lines, once they have proved it is them; each reading is recorded. */
export async function revealPuk({
  ctx,
  input,
}: ServiceCall<{ lineId: string; proof: PukProof }>): Promise<{ msisdn: string; puk: string }> {
  const actor = actorOf(ctx);
  const line = await ownedLine(ctx.db, actor, input.lineId);
  if ("password" in input.proof) await checkCurrentPassword(ctx, actor.accountId, input.proof.password, "password");
  return ctx.db.transaction(async (tx) => {
    let codeMsisdn: string | null = null;
    if ("ticket" in input.proof) {
      codeMsisdn = await redeemTicket(withDb(ctx, tx), input.proof.ticket, "puk");
      await proveOtherLine(withDb(ctx, tx), actor, line.id, codeMsisdn);
    }
    const [row] = await tx.select().from(simPuks).where(eq(simPuks.lineId, line.id));
    if (!row) throw new DomainError("not_found", "puk_not_on_record");
    await tx.insert(pukViews).values({
      lineId: line.id,
      accountId: actor.accountId,
      proof: codeMsisdn ? "sms_code" : "password",
      codeMsisdn,
      requestId: ctx.requestId ?? null,
      clientIp: ctx.clientIp ?? null,
      at: ctx.now,
    });
    return { msisdn: line.msisdn, puk: unseal(pukKey(ctx.env.config.secrets.sealingKey), row.pukSealed) };
  });
}

/** A code ticket proves the customer only when it went to another line that is still on the account. */
async function proveOtherLine(ctx: ServiceContext, scope: LineScope, lineId: string, msisdn: string) {
  const lines = await accountLinesOf(ctx.db, scope);
  if (!lines.some((l) => l.msisdn === msisdn && l.id !== lineId)) throw new DomainError("invalid", "ticket_invalid");
}

/** How many times a line's PUK has been read (for the customer's own page and for staff). */
export async function pukViewCount(db: Db, accountId: string, lineId: string): Promise<number> {
  return db.$count(pukViews, and(eq(pukViews.accountId, accountId), eq(pukViews.lineId, lineId)));
}
