/**
 * Reads the hosted page's form: which button was pressed and, for a payment, which test instrument
 * it names. Digits may be typed with spaces and in Arabic-Indic or Persian form.
 */
import { findTestCard, findTestWallet, plainDigits, type TestInstrument } from "./test-instruments.ts";

export type FormField = "cardNumber" | "cardExpiry" | "cardCvv" | "walletNumber" | "walletPin";

export type FormProblem =
  | "unknownCard"
  | "unknownWallet"
  | "cardExpiryFormat"
  | "cardExpired"
  | "cardCvvFormat"
  | "walletPinFormat";

export type FormResult =
  | { intent: "cancel" }
  | { intent: "pay"; instrument: TestInstrument; expiry?: { month: number; year: number } }
  | { intent: "invalid"; method: "card" | "wallet"; field: FormField; problem: FormProblem; values: FormValues };

/** What the customer typed that may be shown again (never the CVV or the PIN). */
export type FormValues = { cardNumber?: string; cardExpiry?: string; walletNumber?: string };

const text = (form: Record<string, unknown>, name: string) => {
  const value = form[name];
  return typeof value === "string" ? value.trim().slice(0, 64) : "";
};

export function readPaymentForm(form: Record<string, unknown>, now: Date): FormResult {
  const intent = text(form, "intent");
  if (intent === "cancel") return { intent: "cancel" };
  if (intent === "wallet") {
    const values = { walletNumber: text(form, "walletNumber") };
    const invalid = (field: FormField, problem: FormProblem) =>
      ({ intent: "invalid", method: "wallet", field, problem, values }) as const;
    const wallet = findTestWallet(values.walletNumber);
    if (!wallet) return invalid("walletNumber", "unknownWallet");
    if (!/^\d{4}$/.test(plainDigits(text(form, "walletPin")))) return invalid("walletPin", "walletPinFormat");
    return { intent: "pay", instrument: wallet };
  }
  const values = { cardNumber: text(form, "cardNumber"), cardExpiry: text(form, "cardExpiry") };
  const invalid = (field: FormField, problem: FormProblem) =>
    ({ intent: "invalid", method: "card", field, problem, values }) as const;
  const card = findTestCard(values.cardNumber);
  if (!card) return invalid("cardNumber", "unknownCard");
  const expiry = /^(\d{2})\/?(\d{2})$/.exec(plainDigits(values.cardExpiry));
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return invalid("cardExpiry", "cardExpiryFormat");
  // A card is valid through the last day of its expiry month.
  if (Date.UTC(2000 + Number(expiry[2]), month, 1) <= now.getTime()) return invalid("cardExpiry", "cardExpired");
  if (!/^\d{3}$/.test(plainDigits(text(form, "cardCvv")))) return invalid("cardCvv", "cardCvvFormat");
  return { intent: "pay", instrument: card, expiry: { month, year: 2000 + Number(expiry[2]) } };
}
