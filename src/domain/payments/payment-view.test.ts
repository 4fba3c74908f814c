import { expect, test } from "vitest";
import { paymentPurposes, paymentReasons, paymentStates } from "../../contracts/payments.ts";
import { hasMessage, translate } from "../../i18n/catalogue.ts";

test("every reason a payment can end with, and every gateway description, has words in the catalogue", () => {
  for (const reason of paymentReasons) expect(hasMessage(`payments.reason.${reason}`), reason).toBe(true);
  for (const purpose of paymentPurposes) expect(hasMessage(`payments.description.${purpose}`), purpose).toBe(true);
  expect(translate("ku", "payments.description.bill", { msisdn: "0780 ••• ••45" })).toContain("0780 ••• ••45");
});

test("every payment state has words in every language, and the refund being retried names customer care (107)", () => {
  for (const state of paymentStates) expect(hasMessage(`payments.state.${state}`), state).toBe(true);
  for (const locale of ["en", "ar", "ku"] as const) {
    expect(translate(locale, "payments.receipt.refundingText", { amount: "1", number: "2" })).toContain("107");
  }
});
