import { expect, test } from "vitest";
import { readGiftDraft } from "./gift-draft.ts";

const payer = { msisdn: "9647801000830" };
const prefixes = ["078", "079"];

test("no ?gift= is no gift; an empty one opens the chooser without an error", () => {
  expect(readGiftDraft(null, prefixes, payer)).toBeNull();
  expect(readGiftDraft("  ", prefixes, payer)).toEqual({ state: "choosing", typed: "", error: null });
});

test("a number of the network, however typed, is confirmed masked; others are sent back with the reason", () => {
  expect(readGiftDraft("٠٧٩٠ ١٠٠ ٠٨٣٢", prefixes, payer)).toEqual({
    state: "confirming",
    typed: "٠٧٩٠ ١٠٠ ٠٨٣٢",
    msisdn: "9647901000832",
    masked: "0790 ••• ••32",
  });
  expect(readGiftDraft("0770 123 4567", prefixes, payer)).toMatchObject({ error: "errors.gift_recipient_invalid" });
  expect(readGiftDraft("+964 780 100 0830", prefixes, payer)).toMatchObject({ error: "errors.gift_to_same_line" });
});
