/**
 * A phone campaign's order form: which storage and colour of which phone can be ordered today
 * (from the stock API and the campaign's pre-order window) and how it may be paid. The form's
 * schema is in phone-order-schema.ts, apart, so zod stays off the campaign pages' JavaScript.
 */
import type { PublicConfig } from "../../src/config/public-config.ts";
import type { OfferingOnSale } from "../../src/contracts/api/catalogue.ts";
import type { DeviceStockView } from "../../src/contracts/api/numbers.ts";

/** How one storage and colour stands for this form; `preorder_soon`: the pre-order window has not opened. */
export type ChoiceState = "in_stock" | "low" | "out_of_stock" | "preorder" | "preorder_soon";

export type PhoneChoice = {
  /** The radio's value: "<offering>:<storage GB>:<colour>". */
  id: string;
  offering: string;
  storageGb: number;
  colour: string;
  priceIqd: number;
  state: ChoiceState;
  orderable: boolean;
  /** Units left when few remain. */
  left: number | null;
  /** Release day of a pre-order, or the day pre-orders open (preorder_soon). */
  date: string | null;
};

/** One storage size of one phone with its colours: a group of the form. */
export type PhoneVariant = {
  offering: string;
  model: string;
  storageGb: number;
  priceIqd: number;
  choices: PhoneChoice[];
};

export const payChoices = ["full", "deposit", "cod"] as const;
export type PayChoice = (typeof payChoices)[number];

export const choiceId = (offering: string, storageGb: number, colour: string) => `${offering}:${storageGb}:${colour}`;

/**
 * Every storage and colour of the campaign's phones, with what the stock says today. A pre-order is
 * taken only inside the catalogue's window: before it opens the visitor is told when (and offered a
 * call-back), after it closes the phone waits for its release like any sold-out one.
 */
export function phoneVariants(devices: OfferingOnSale[], stock: DeviceStockView[], today: string): PhoneVariant[] {
  return devices.flatMap((offer) => {
    const device = offer.device;
    if (!device) return [];
    const rows = stock.find((s) => s.offering === offer.slug)?.options ?? [];
    const window = device.preorder;
    return device.options.map((option) => ({
      offering: offer.slug,
      model: offer.name,
      storageGb: option.storageGb,
      priceIqd: option.priceIqd,
      choices: option.colours.map((colour): PhoneChoice => {
        const row = rows.find((r) => r.storageGb === option.storageGb && r.colour === colour);
        const base = { id: choiceId(offer.slug, option.storageGb, colour), offering: offer.slug, colour };
        const of = (state: ChoiceState, date: string | null = null): PhoneChoice => ({
          ...base,
          storageGb: option.storageGb,
          priceIqd: option.priceIqd,
          state,
          orderable: offer.sellable && (state === "in_stock" || state === "low" || state === "preorder"),
          left: state === "low" ? (row?.left ?? null) : null,
          date,
        });
        if (!row) return of("out_of_stock");
        if (row.state !== "preorder") return of(row.state);
        if (window && today < window.from) return of("preorder_soon", window.from);
        if (window && today > window.to) return of("out_of_stock");
        return of("preorder", row.availableFrom);
      }),
    }));
  });
}

/** The ways to pay this form offers: a deposit where the share is below the whole, cash where configured. */
export function payOptions(orders: PublicConfig["orders"]): PayChoice[] {
  return payChoices.filter(
    (p) =>
      p === "full" ||
      (p === "deposit" && orders.depositPercent < 100) ||
      (p === "cod" && orders.cashOnDelivery.fulfilments.length > 0),
  );
}

/** The deposit the API will ask for (src/domain/orders/pricing.ts rounds it up to a thousand dinars). */
export const depositOf = (priceIqd: number, percent: number) =>
  Math.min(priceIqd, Math.ceil((priceIqd * percent) / 100 / 1000) * 1000);
