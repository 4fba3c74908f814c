/**
 * The gift being prepared on a purchase page, read from `?gift=<number as typed>`: the chooser
 * (a GET form) puts it there, so choosing "Send as a gift" works without JavaScript and the
 * confirmation survives a reload. The number is parsed as the API parses it; the API decides
 * the rest (whether the line exists, is in service and fits the bundle) when the gift is sent.
 */
import { maskMsisdn, normalizeMsisdn } from "../../src/contracts/msisdn.ts";

export type GiftDraft =
  /** The chooser is open, empty or with a number to correct (`error`: a catalogue key). */
  | { state: "choosing"; typed: string; error: string | null }
  /** A number to confirm: the full one goes back in the form, the masked one is shown. */
  | { state: "confirming"; typed: string; msisdn: string; masked: string };

export function readGiftDraft(
  typed: string | null,
  prefixes: readonly string[],
  payer: { msisdn: string },
): GiftDraft | null {
  if (typed === null) return null;
  const trimmed = typed.trim().slice(0, 40);
  if (!trimmed) return { state: "choosing", typed: "", error: null };
  const msisdn = normalizeMsisdn(trimmed, prefixes);
  if (!msisdn) return { state: "choosing", typed: trimmed, error: "errors.gift_recipient_invalid" };
  if (msisdn === payer.msisdn) return { state: "choosing", typed: trimmed, error: "errors.gift_to_same_line" };
  return { state: "confirming", typed: trimmed, msisdn, masked: maskMsisdn(msisdn) };
}
