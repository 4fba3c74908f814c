/**
 * The order's steps, in order, and where each lives (after the language prefix). A step opened
 * before the ones it depends on sends the visitor to the first one still missing, so a bookmark or
 * the back button never shows a form that cannot be completed. Phones alone skip the identity
 * check (docs/decisions/050-order-paths.md: no line is registered to anyone).
 */
export const orderSteps = ["product", "delivery", "photos", "selfie", "details", "contact", "review"] as const;
export type OrderStep = (typeof orderSteps)[number];

export const ORDER_STEP_PATHS: Record<OrderStep, string> = {
  product: "order",
  delivery: "order/delivery",
  photos: "ekyc/step-1",
  selfie: "ekyc/step-2",
  details: "ekyc/step-3",
  contact: "order/contact",
  review: "order/review",
};

/** Where the order goes after it is placed (and where a cash order is confirmed). */
export const ORDER_PLACED_PATH = "order/placed";
/** Tracking by reference and contact number, from every confirmation and SMS. */
export const ORDER_TRACK_PATH = "kafoo_order_and_delivery";

/** The parts of a draft the steps read (app/lib/order-draft.server.ts keeps the rest). */
export type DraftProgress = {
  items: { type: "new_line" | "device"; msisdn?: string; sim?: "physical" | "esim" }[];
  fulfilment?: "courier" | "pickup" | "esim";
  address?: unknown;
  storeId?: string;
  photos: { front?: string; back?: string; selfie?: string };
  identity?: unknown;
  contactTicket?: string;
  /** A signed-in customer's own line as contact needs no code (the API checks it again). */
  contactOwnLine?: boolean;
  contact?: string;
};

/** Whether this draft needs an identity check: it registers a new line. */
export const needsIdentity = (draft: Pick<DraftProgress, "items">) =>
  draft.items.some((item) => item.type === "new_line");

/** The steps this draft goes through. */
export function stepsFor(draft: Pick<DraftProgress, "items">): OrderStep[] {
  return needsIdentity(draft)
    ? [...orderSteps]
    : orderSteps.filter((s) => !["photos", "selfie", "details"].includes(s));
}

const done: Record<OrderStep, (d: DraftProgress) => boolean> = {
  product: (d) => d.items.length > 0 && d.items.every((i) => i.type !== "new_line" || Boolean(i.msisdn)),
  delivery: (d) =>
    d.fulfilment === "esim" ||
    (d.fulfilment === "pickup" && Boolean(d.storeId)) ||
    (d.fulfilment === "courier" && Boolean(d.address)),
  photos: (d) => Boolean(d.photos.front && d.photos.back),
  selfie: (d) => Boolean(d.photos.selfie),
  details: (d) => Boolean(d.identity),
  contact: (d) => Boolean(d.contact && (d.contactTicket || d.contactOwnLine)),
  review: () => false,
};

/** The first step of this draft not yet done (review when all are). */
export function nextStep(draft: DraftProgress | null): OrderStep {
  if (!draft) return "product";
  return stepsFor(draft).find((step) => !done[step](draft)) ?? "review";
}

/**
 * Null when `step` can be shown for this draft, else the step to go to instead: the first one
 * not done before it. Without a draft every step but the first goes back to the first.
 */
export function stepRedirect(draft: DraftProgress | null, step: OrderStep): OrderStep | null {
  if (!draft) return step === "product" ? null : "product";
  const steps = stepsFor(draft);
  const index = steps.indexOf(step);
  if (index < 0) return nextStep(draft);
  const missing = steps.slice(0, index).find((s) => !done[s](draft));
  return missing ?? null;
}

/** Step `n` of `total` for the progress line at the top of each step. */
export function stepPosition(draft: Pick<DraftProgress, "items">, step: OrderStep) {
  const steps = stepsFor(draft);
  return { n: steps.indexOf(step) + 1, total: steps.length };
}
