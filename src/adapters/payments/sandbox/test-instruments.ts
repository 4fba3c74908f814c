/**
 * The sandbox's test cards and wallets, modelled on the test numbers real gateways publish (Stripe's
 * 4242…, 4000 0000 0000 0002…). Each number stands for one way a payment can go, so every branch
 * of the platform's payment flow can be walked by hand, in a browser test or in a unit test.
 * Nothing else is accepted: an unknown number is refused and nothing is recorded.
 */
import { latinDigits, normalizeMsisdn } from "../../../contracts/msisdn.ts";

export type InstrumentKind = "card" | "wallet";

/**
 * - `success`: paid; the callback goes out at once.
 * - `declined`: refused; no money taken; a "failed" callback goes out at once.
 * - `later`: accepted but pending ("pending then success"): a "pending" callback at once, then the
 *   payment settles after the settle delay (10 s) and a "succeeded" callback follows.
 * - `never`: paid, but the gateway never calls back: only a status query reveals it.
 * - `failsLater`: saving it for later payments works, then every payment with it is declined (as
 *   Stripe's 4000 0000 0000 0341): how a saved card that "starts failing" is tried (issue 20).
 */
export type Outcome = "success" | "declined" | "later" | "never" | "failsLater";

export type TestInstrument = {
  kind: InstrumentKind;
  /** As shown on the hosted page (grouped the way it is printed). */
  display: string;
  /** Digits only: for a wallet, the number as E.164 digits without "+". */
  digits: string;
  outcome: Outcome;
};

export const TEST_INSTRUMENTS: readonly TestInstrument[] = [
  { kind: "card", display: "4111 1111 1111 1111", digits: "4111111111111111", outcome: "success" },
  { kind: "card", display: "4000 0000 0000 0002", digits: "4000000000000002", outcome: "declined" },
  { kind: "card", display: "4000 0000 0000 0259", digits: "4000000000000259", outcome: "later" },
  { kind: "card", display: "4000 0000 0000 0119", digits: "4000000000000119", outcome: "never" },
  { kind: "card", display: "4000 0000 0000 0341", digits: "4000000000000341", outcome: "failsLater" },
  { kind: "wallet", display: "0780 999 0000", digits: "9647809990000", outcome: "success" },
  { kind: "wallet", display: "0780 999 0002", digits: "9647809990002", outcome: "declined" },
  { kind: "wallet", display: "0780 999 0059", digits: "9647809990059", outcome: "later" },
  { kind: "wallet", display: "0780 999 0019", digits: "9647809990019", outcome: "never" },
  { kind: "wallet", display: "0780 999 0041", digits: "9647809990041", outcome: "failsLater" },
];

/** Digits as people type them: spaces, dashes and direction marks dropped, Arabic-Indic digits made Latin. */
export function plainDigits(input: string): string {
  return latinDigits(input).replace(/[\s\-\u200e\u200f]/g, "");
}

/** The test card with this number, however it was typed; undefined for any other number. */
export function findTestCard(input: string): TestInstrument | undefined {
  const digits = plainDigits(input);
  return TEST_INSTRUMENTS.find((i) => i.kind === "card" && i.digits === digits);
}

/** The test wallet with this number (0780…, 780…, +964 780… or 00964 780…); undefined otherwise. */
export function findTestWallet(input: string): TestInstrument | undefined {
  const msisdn = normalizeMsisdn(input);
  return msisdn ? TEST_INSTRUMENTS.find((i) => i.kind === "wallet" && i.digits === msisdn) : undefined;
}

/** A card number shown in the books: the last four digits only, as a real gateway keeps it. */
export function instrumentLabel(instrument: TestInstrument): string {
  return `${instrument.kind} ••${instrument.digits.slice(-4)}`;
}
