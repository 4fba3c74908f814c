import { describe, expect, it } from "vitest";
import { type DraftProgress, nextStep, stepPosition, stepRedirect, stepsFor } from "./order-steps.ts";

const sim = (extra: Partial<DraftProgress> = {}): DraftProgress => ({
  items: [{ type: "new_line", sim: "physical", msisdn: "07801234567" }],
  photos: {},
  ...extra,
});
const phone: DraftProgress = { items: [{ type: "device" }], photos: {} };

describe("order steps", () => {
  it("a SIM goes through the identity check; a phone alone skips it", () => {
    expect(stepsFor(sim())).toContain("photos");
    expect(stepsFor(phone)).toEqual(["product", "delivery", "contact", "review"]);
    expect(stepPosition(phone, "contact")).toEqual({ n: 3, total: 4 });
  });

  it("without a draft every step but the first goes back to the first", () => {
    expect(nextStep(null)).toBe("product");
    expect(stepRedirect(null, "review")).toBe("product");
    expect(stepRedirect(null, "product")).toBeNull();
  });

  it("a later step sends the visitor to the first one still missing", () => {
    const draft = sim({ fulfilment: "courier", address: {} });
    expect(stepRedirect(draft, "review")).toBe("photos");
    expect(stepRedirect(draft, "photos")).toBeNull();
    expect(stepRedirect({ ...draft, items: [{ type: "new_line", sim: "physical" }] }, "delivery")).toBe("product");
  });

  it("a complete draft is ready for review; pick-up needs a store", () => {
    const ready = sim({
      fulfilment: "pickup",
      storeId: "erbil-100m",
      photos: { front: "a", back: "b", selfie: "c" },
      identity: {},
      contact: "07701234567",
      contactTicket: "ticket",
    });
    expect(nextStep(ready)).toBe("review");
    expect(nextStep({ ...ready, storeId: undefined })).toBe("delivery");
    expect(nextStep({ ...ready, contactTicket: undefined, contactOwnLine: true })).toBe("review");
  });
});
