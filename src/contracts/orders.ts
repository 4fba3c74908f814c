/**
 * The order vocabulary (TMF622-shaped, docs/decisions/050-order-paths.md) and the forms of the
 * order API, shared by the browser (instant feedback) and the API (the authority). Prices are never
 * part of a request: the server computes them from the catalogue.
 */
import { z } from "zod";
import { msisdnInput } from "./auth.ts";
import { latinDigits } from "./msisdn.ts";

export const orderStates = [
  "new",
  "awaiting_payment",
  "in_review",
  "approved",
  "dispatched",
  "delivered",
  "completed",
  "rejected",
  "cancelled",
  "expired",
] as const;
export type OrderState = (typeof orderStates)[number];

/** States an order never leaves. `rejected` is not one: new photos put it back in review. */
export const FINAL_ORDER_STATES: readonly OrderState[] = ["completed", "cancelled", "expired"];

/** The kinds of order, each with its own road through the states (src/domain/orders/state-machine.ts). */
export const orderPaths = [
  "sim_courier",
  "sim_pickup",
  "esim",
  "phone_courier",
  "phone_pickup",
  "sim_courier_cod",
  "sim_pickup_cod",
  "phone_courier_cod",
  "phone_pickup_cod",
] as const;
export type OrderPath = (typeof orderPaths)[number];

export const fulfilments = ["courier", "pickup", "esim"] as const;
export type Fulfilment = (typeof fulfilments)[number];

export const orderPaymentMethods = ["online", "cash_on_delivery"] as const;
export type OrderPaymentMethod = (typeof orderPaymentMethods)[number];

/** Who moved an order: its customer, staff (or an operator command), a job, the courier or the payment gateway. */
export const orderActorKinds = ["customer", "staff", "system", "courier", "gateway"] as const;
export type OrderActorKind = (typeof orderActorKinds)[number];

export const orderChannels = ["web", "api"] as const;
export const simKinds = ["physical", "esim"] as const;
export type SimKind = (typeof simKinds)[number];

export const identityCheckStates = ["pending", "approved", "rejected"] as const;
export type IdentityCheckState = (typeof identityCheckStates)[number];

/** Why a reviewer refuses an identity check; the free text adds detail for the customer. */
export const rejectionReasons = [
  "photo_unreadable",
  "document_expired",
  "details_mismatch",
  "selfie_mismatch",
  "document_not_accepted",
] as const;
export type RejectionReason = (typeof rejectionReasons)[number];

/** Offering types that become a new line when the order completes. */
export const lineOfferingTypes = ["prepaid_sim", "postpaid_plan", "mbb_plan"] as const;

/**
 * The Iraqi unified national card (البطاقة الوطنية الموحدة) carries a 12-digit national number;
 * the first digit is 1 or 2 (the holder's sex as issued), so 0 or 3-9 first is a typing mistake.
 */
export const NATIONAL_ID = /^[12]\d{11}$/;

/** Identity checks are for adults (18) who are plausibly alive (a typo like 1891 or 2091 is refused). */
const ADULT_YEARS = 18;
const OLDEST_YEARS = 120;

/** Whether someone born on `dateOfBirth` (YYYY-MM-DD) is an adult on `now`: the API's rule, which pages repeat early. */
export function isAdultOn(dateOfBirth: string, now: Date): boolean {
  const born = new Date(`${dateOfBirth}T00:00:00Z`);
  if (Number.isNaN(born.getTime())) return false;
  const adult = new Date(born);
  adult.setUTCFullYear(adult.getUTCFullYear() + ADULT_YEARS);
  return adult <= now && born.getUTCFullYear() >= now.getUTCFullYear() - OLDEST_YEARS;
}

const digitsOnly = (v: string) => latinDigits(v).replace(/[\s\-\u200e\u200f]/g, "");

export const nationalIdSchema = z
  .string({ error: "validation.nationalId.format" })
  .transform(digitsOnly)
  .pipe(z.string().regex(NATIONAL_ID, { error: "validation.nationalId.format" }));

const upload = z.object({ uploadId: z.string().min(1).max(100), uploadToken: z.string().min(10).max(200) });

/** The identity check as the eKYC steps collect it (photos already uploaded, claimed here). */
export const identityInputSchema = z.object({
  fullName: z.string().trim().min(3, { error: "validation.fullName.required" }).max(120),
  dateOfBirth: z.iso.date({ error: "validation.dateOfBirth.format" }),
  nationalId: nationalIdSchema,
  front: upload,
  back: upload,
  selfie: upload,
});
export type IdentityInput = z.output<typeof identityInputSchema>;

export const orderItemInputSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("new_line"),
    offering: z.string().min(1).max(80),
    sim: z.enum(simKinds),
    msisdn: msisdnInput,
  }),
  z.object({
    type: z.literal("device"),
    offering: z.string().min(1).max(80),
    storageGb: z.coerce.number().int().positive(),
    colour: z.string().min(1).max(40),
    /** Pay a deposit now and the rest on delivery, where the device's campaign allows it. */
    deposit: z.boolean().default(false),
  }),
]);
export type OrderItemInput = z.output<typeof orderItemInputSchema>;

export const addressSchema = z.object({
  governorate: z.string().min(1).max(60),
  city: z.string().min(1).max(60),
  district: z.string().min(1).max(60).optional(),
  street: z.string().trim().min(3, { error: "validation.street.required" }).max(300),
});
export type AddressInput = z.output<typeof addressSchema>;

/** What a quote needs: the items, how they reach the customer and how they pay. */
export const orderQuoteSchema = z.object({
  items: z.array(orderItemInputSchema).min(1).max(3),
  fulfilment: z.enum(fulfilments),
  address: addressSchema.optional(),
  storeId: z.string().min(1).max(80).optional(),
  paymentMethod: z.enum(orderPaymentMethods).default("online"),
});
export type OrderQuoteInput = z.output<typeof orderQuoteSchema>;

export const orderCreateSchema = orderQuoteSchema.extend({
  contact: msisdnInput,
  /** The ticket from verifying the contact number by SMS (purpose order_contact). */
  contactTicket: z.string().min(10).max(200).optional(),
  customerName: z.string().trim().min(3, { error: "validation.fullName.required" }).max(120),
  identity: identityInputSchema.optional(),
});
export type OrderCreateInput = z.output<typeof orderCreateSchema>;

export const referenceSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^ZO-[A-Z2-9]{6}$/, { error: "validation.orderReference.format" }));

export const trackQuerySchema = z.object({ reference: referenceSchema, contact: msisdnInput });
