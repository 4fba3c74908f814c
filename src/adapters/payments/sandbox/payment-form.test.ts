import { expect, test } from "vitest";
import { readPaymentForm } from "./payment-form.ts";
import { findTestCard, findTestWallet, TEST_INSTRUMENTS } from "./test-instruments.ts";

const now = new Date("2026-05-01T10:00:00Z");

test("test numbers are found however they are typed: spaces, dashes, Arabic-Indic or Persian digits", () => {
  expect(findTestCard("4111111111111111")?.outcome).toBe("success");
  expect(findTestCard("4000-0000-0000-0002")?.outcome).toBe("declined");
  expect(findTestCard("٤٠٠٠ ٠٠٠٠ ٠٠٠٠ ٠٢٥٩")?.outcome).toBe("later");
  expect(findTestCard("۴۰۰۰ ۰۰۰۰ ۰۰۰۰ ۰۱۱۹")?.outcome).toBe("never");
  expect(findTestCard("4242 4242 4242 4242")).toBeUndefined();
  expect(findTestWallet("0780 999 0000")?.outcome).toBe("success");
  expect(findTestWallet("+964 780 999 0002")?.outcome).toBe("declined");
  expect(findTestWallet("٠٧٨٠ ٩٩٩ ٠٠٥٩")?.outcome).toBe("later");
  expect(findTestWallet("7809990019")?.outcome).toBe("never");
  expect(findTestWallet("0780 999 0001")).toBeUndefined();
  // Each outcome has one card and one wallet.
  expect(TEST_INSTRUMENTS.filter((i) => i.kind === "card").map((i) => i.outcome)).toEqual(
    TEST_INSTRUMENTS.filter((i) => i.kind === "wallet").map((i) => i.outcome),
  );
});

test("a card payment needs a test card, a valid expiry in the future and a 3-digit CVV", () => {
  const card = { intent: "card", cardNumber: "4111 1111 1111 1111", cardExpiry: "12/30", cardCvv: "123" };
  expect(readPaymentForm(card, now)).toMatchObject({ intent: "pay", instrument: { outcome: "success" } });
  expect(readPaymentForm({ ...card, cardExpiry: "١٢/٣٠", cardCvv: "١٢٣" }, now)).toMatchObject({ intent: "pay" });
  expect(readPaymentForm({ ...card, cardExpiry: "0526" }, now)).toMatchObject({ intent: "pay" });
  const problem = (fields: Record<string, string>) => {
    const result = readPaymentForm({ ...card, ...fields }, now);
    return result.intent === "invalid" ? [result.field, result.problem] : result.intent;
  };
  expect(problem({ cardNumber: "1234" })).toEqual(["cardNumber", "unknownCard"]);
  expect(problem({ cardExpiry: "13/30" })).toEqual(["cardExpiry", "cardExpiryFormat"]);
  expect(problem({ cardExpiry: "04/26" })).toEqual(["cardExpiry", "cardExpired"]);
  expect(problem({ cardCvv: "12" })).toEqual(["cardCvv", "cardCvvFormat"]);
});

test("a wallet payment needs a test wallet and a 4-digit PIN; the typed number is kept, the PIN never", () => {
  const wallet = { intent: "wallet", walletNumber: "0780 999 0000", walletPin: "٤٣٢١" };
  expect(readPaymentForm(wallet, now)).toMatchObject({ intent: "pay", instrument: { kind: "wallet" } });
  expect(readPaymentForm({ ...wallet, walletPin: "12" }, now)).toEqual({
    intent: "invalid",
    method: "wallet",
    field: "walletPin",
    problem: "walletPinFormat",
    values: { walletNumber: "0780 999 0000" },
  });
  expect(readPaymentForm({ ...wallet, walletNumber: "0770 123 4567" }, now)).toMatchObject({
    field: "walletNumber",
    problem: "unknownWallet",
  });
  expect(readPaymentForm({ intent: "cancel", cardNumber: "x" }, now)).toEqual({ intent: "cancel" });
});
