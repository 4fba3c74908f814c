import type { PaymentView } from "../../contracts/api/payments.ts";
import { maskMsisdn } from "../../contracts/msisdn.ts";
import { OPEN_PAYMENT_STATES } from "../../contracts/payments.ts";
import { translate } from "../../i18n/catalogue.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import type { PaymentRow } from "./payment-records.ts";

/** How often an open payment's page asks again. */
export const REFRESH_SECONDS = 3;

/** A refund still being retried has not returned the money yet, whatever the reason it is owed. */
function reasonMessage(p: PaymentRow, locale: LocaleCode): string | null {
  if (p.state === "refund_failed") return translate(locale, "payments.reason.refunding");
  return p.reason ? translate(locale, `payments.reason.${p.reason}`) : null;
}

/**
 * Open, not past its deadline, and the gateway's last word is that nobody has paid there (or it was
 * never sent there): the payer may continue paying or cancel. Money on its way is never cancellable.
 */
export function isUnfinished(p: PaymentRow, now: Date): boolean {
  const open = p.state === "created" || p.state === "pending";
  return open && p.expiresAt > now && (p.gatewayStatus === null || p.gatewayStatus === "awaiting");
}

/**
 * What a receipt may show to whoever holds it: no full number, no name, no gateway details beyond
 * the address of its payment page while the payment is unfinished (the payer was sent there anyway).
 */
export function paymentView(p: PaymentRow, locale: LocaleCode, now: Date): PaymentView {
  const open = OPEN_PAYMENT_STATES.includes(p.state);
  const unfinished = isUnfinished(p, now);
  return {
    id: p.id,
    purpose: p.purpose,
    state: p.state,
    amountIqd: p.amountIqd,
    msisdnMasked: maskMsisdn(p.msisdn),
    provider: p.provider,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    fulfilledAt: p.fulfilledAt?.toISOString() ?? null,
    reason: p.reason,
    reasonMessage: reasonMessage(p, locale),
    continueUrl: unfinished && p.state === "pending" ? p.redirectUrl : null,
    cancellable: unfinished,
    refreshAfterSeconds: open ? REFRESH_SECONDS : null,
  };
}
