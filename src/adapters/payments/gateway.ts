/**
 * What the platform needs from a payment gateway (ZainCash, Qi Card, FastPay, or the built-in
 * sandbox). Each gateway hosts its own payment page: the platform creates a payment there, sends
 * the browser to `redirectUrl`, and learns the outcome only from a signed server callback or a
 * status query, never from the browser. See README "Adding a payment gateway".
 */

/** The gateway's view of a payment, mapped to these words by each adapter. */
export type GatewayStatus =
  /** Created at the gateway; the customer has not paid (yet). */
  | "awaiting"
  /** The customer paid; the gateway has not settled it yet ("pending then success"). */
  | "pending"
  | "succeeded"
  /** Declined, cancelled by the customer, or expired at the gateway: no money was taken. */
  | "failed"
  | "refunded";

export type GatewayPaymentRequest = {
  /** Our payment id: the gateway echoes it in callbacks (merchant reference). */
  paymentId: string;
  amountIqd: number;
  /** Shown on the gateway's page, e.g. "Recharge 0780 ••• ••45". */
  description: string;
  locale: "en" | "ar" | "ku";
  /** Where the gateway sends the browser back (a hint only). */
  returnUrl: string;
  /** Where the gateway posts its signed result. */
  callbackUrl: string;
  expiresAt: Date;
};

export type GatewayPayment = { providerRef: string; redirectUrl: string };

/** A verified callback: who it is about and what the gateway says. */
export type GatewayNotice = {
  providerRef: string;
  paymentId: string;
  status: GatewayStatus;
  amountIqd: number;
};

export type GatewayCallback = { headers: Headers; body: string };

/**
 * What a refund request came to (docs/decisions/036). "refused": the gateway answered and said no
 * (a partial refund it does not do, nothing captured, more than was captured); asking again the
 * same way will not help until something changes. "unavailable": it could not answer (timeout,
 * outage); asking again later may. Adapters answer these, and throw only for a programming error.
 */
export type RefundResult =
  | { outcome: "refunded"; amountIqd: number }
  | { outcome: "refused"; reason: string }
  | { outcome: "unavailable"; reason: string };

/** A card or wallet the gateway keeps for the merchant: its token and what may be shown of it. */
export type SavedInstrument = {
  /** The gateway's token: a secret to charge with, never logged or shown. */
  token: string;
  kind: "card" | "wallet";
  /** "Visa", "Mastercard", or the wallet's name. */
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
};

export type SaveRequest = {
  /** Our id of the saved method: the gateway keeps one saving session per reference. */
  reference: string;
  locale: "en" | "ar" | "ku";
  /** Where the gateway sends the browser back once the card is saved (or not). */
  returnUrl: string;
};

/**
 * Cards and wallets kept at the gateway ("card on file", tokenisation) and merchant-initiated
 * charges to them: what automatic recharges need (issue 20). The customer types the card on the
 * gateway's page; the platform only ever holds the token.
 */
export interface SavedMethodsGateway {
  /** Opens a saving session on the gateway's hosted page; send the browser to `redirectUrl`. */
  startSaving(request: SaveRequest): Promise<{ ref: string; redirectUrl: string }>;
  /** What was saved in that session, or null while nothing was (not yet, or cancelled). */
  savedInstrument(ref: string): Promise<SavedInstrument | null>;
  /**
   * Charges a saved instrument without the customer present. At most one charge per payment id (a
   * repeat answers the first charge). The answer is the gateway's status at once; a signed
   * callback follows as for any payment.
   */
  chargeSaved(
    request: Omit<GatewayPaymentRequest, "returnUrl"> & { token: string },
  ): Promise<{ providerRef: string; status: GatewayStatus; amountIqd: number }>;
  /** Deletes the instrument at the gateway; later charges to the token fail. */
  forget(token: string): Promise<void>;
}

export interface PaymentGateway {
  /** Saved cards and wallets, where the gateway offers them (the sandbox does). */
  readonly savedMethods?: SavedMethodsGateway;
  /** The name in callback addresses and in the payments table (`/payments/callbacks/{name}`). */
  readonly name: string;
  create(request: GatewayPaymentRequest): Promise<GatewayPayment>;
  /** Checks the signature and parses the body; null when the signature or shape is wrong. */
  verifyCallback(callback: GatewayCallback): GatewayNotice | null;
  query(providerRef: string): Promise<{ status: GatewayStatus; amountIqd: number }>;
  /** Whether `refund` can return part of what was captured; the platform only ever asks for all of it. */
  readonly partialRefunds: boolean;
  /**
   * Returns money the gateway captured for this payment. `amountIqd` is what to give back: the
   * amount captured (what `query` reports for a success) is a full refund; less is a partial
   * refund, refused by a gateway without `partialRefunds`; more than captured is always refused.
   * Safe to repeat: a payment already refunded answers "refunded" again and moves no money twice.
   */
  refund(providerRef: string, amountIqd: number): Promise<RefundResult>;
  /** Stops a payment that has expired on our side from succeeding later, where the gateway can. */
  cancel(providerRef: string): Promise<void>;
}

export type GatewayRegistry = {
  /** The gateway new payments use. */
  primary: PaymentGateway;
  byName(name: string): PaymentGateway | undefined;
};

export function gatewayRegistry(gateways: PaymentGateway[], primary: string): GatewayRegistry {
  const map = new Map(gateways.map((g) => [g.name, g]));
  const first = map.get(primary);
  if (!first) throw new Error(`payment gateway "${primary}" is not configured`);
  return { primary: first, byName: (name) => map.get(name) };
}
