import { eq } from "drizzle-orm";
import type { VoucherRecharge } from "../../contracts/api/payments.ts";
import { maskMsisdn } from "../../contracts/msisdn.ts";
import type { Db } from "../../db/client.server.ts";
import { accounts, lines } from "../../db/schema/index.ts";
import { grantBundle } from "../bundles/grant.ts";
import type { ServiceContext } from "../context.ts";
import { holderOf } from "../lines/line-access.ts";
import { notify } from "../notifications/notifications.ts";
import type { TargetLine } from "../payments/money-in.ts";

/**
 * A card that gives a bundle instead of credit (a free voucher, issue 18), redeemed in the card's
 * transaction: the bundle's subscription and buckets on the line, a notice (and SMS) to whoever
 * holds it. No money moves, so there is no ledger entry and no receipt of an amount.
 */
export async function bundleCard(
  ctx: ServiceContext,
  tx: Db,
  { line, serial, offering }: { line: TargetLine; serial: string; offering: string },
): Promise<{ status: number; body: VoucherRecharge }> {
  const [row] = await tx.select({ kind: lines.kind }).from(lines).where(eq(lines.id, line.id));
  const holder = await holderOf(tx, line.id);
  const [account] = holder
    ? await tx.select({ kind: accounts.kind }).from(accounts).where(eq(accounts.id, holder))
    : [];
  const bundle = await grantBundle(tx, {
    line: { ...line, kind: row?.kind ?? "mobile", accountKind: account?.kind ?? "person" },
    offering,
    locale: ctx.locale,
    now: ctx.now,
  });
  if (holder) {
    await notify(tx, {
      accountId: holder,
      lineId: line.id,
      kind: "voucher_bundle",
      params: { offering },
      dedupeKey: `voucher_bundle:${serial}`,
      at: ctx.now,
    });
  }
  return {
    status: 201,
    body: {
      reference: serial,
      msisdnMasked: maskMsisdn(line.msisdn),
      amountIqd: 0,
      balanceIqd: null,
      advanceRepaidIqd: null,
      bundle: { name: bundle.offering.name, endsAt: bundle.endsAt },
      redeemedAt: ctx.now.toISOString(),
    },
  };
}
