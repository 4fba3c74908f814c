import { expect, test } from "vitest";
import { fixStepFor } from "./order-fix-step.ts";

test("an order refused at the end goes back to the step that can fix it", () => {
  expect(fixStepFor("number_unavailable")).toBe("product");
  expect(fixStepFor("out_of_stock")).toBe("product");
  expect(fixStepFor("delivery_area_unknown")).toBe("delivery");
  expect(fixStepFor("contact_unverified")).toBe("contact");
  expect(fixStepFor("upload_not_found")).toBe("photos");
  expect(fixStepFor("validation_failed", ["identity.front.uploadId"])).toBe("photos");
  expect(fixStepFor("validation_failed", ["identity.nationalId"])).toBe("details");
  expect(fixStepFor("validation_failed", ["address.street"])).toBe("delivery");
  // The payment method is chosen on review itself.
  expect(fixStepFor("cash_on_delivery_over_cap")).toBeNull();
});
