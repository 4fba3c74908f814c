import { expect, test } from "vitest";
import { paymentPurposes, paymentReasons } from "../../contracts/payments.ts";
import { hasMessage, translate } from "../../i18n/catalogue.ts";

test("every reason a payment can end with, and every gateway description, has words in the catalogue", () => {
  for (const reason of paymentReasons) expect(hasMessage(`payments.reason.${reason}`), reason).toBe(true);
  for (const purpose of paymentPurposes) expect(hasMessage(`payments.description.${purpose}`), purpose).toBe(true);
  expect(translate("ku", "payments.description.bill", { msisdn: "0780 ••• ••45" })).toContain("0780 ••• ••45");
});
