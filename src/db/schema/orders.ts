import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  fulfilments,
  identityCheckStates,
  orderActorKinds,
  orderChannels,
  orderPaths,
  orderPaymentMethods,
  orderStates,
  rejectionReasons,
  simKinds,
} from "../../contracts/orders.ts";
import { accounts, lines } from "./accounts.ts";
import { postpaidConversions } from "./plan-changes.ts";

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);

/**
 * A customer order (TMF622 ProductOrder): what was ordered, how it reaches the customer, what it
 * costs (computed by the server), and where it stands. The reference ("ZO-7K3M9Q") is what the
 * customer reads out on the phone and types to track it.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull().unique(),
    path: text("path", { enum: orderPaths }).notNull(),
    state: text("state", { enum: orderStates }).notNull().default("new"),
    channel: text("channel", { enum: orderChannels }).notNull().default("web"),
    locale: text("locale", { enum: ["en", "ar", "ku"] }).notNull(),
    /** The contact number, on any Iraqi network (E.164 digits without "+"). */
    contactMsisdn: text("contact_msisdn").notNull(),
    customerName: text("customer_name").notNull(),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "set null" }),
    fulfilment: text("fulfilment", { enum: fulfilments }).notNull(),
    governorate: text("governorate"),
    city: text("city"),
    district: text("district"),
    street: text("street"),
    storeId: text("store_id"),
    deliveryZone: text("delivery_zone"),
    itemsIqd: integer("items_iqd").notNull(),
    numberPremiumIqd: integer("number_premium_iqd").notNull().default(0),
    deliveryFeeIqd: integer("delivery_fee_iqd").notNull().default(0),
    payNowIqd: integer("pay_now_iqd").notNull(),
    payOnDeliveryIqd: integer("pay_on_delivery_iqd").notNull(),
    paymentMethod: text("payment_method", { enum: orderPaymentMethods }).notNull(),
    /** The latest online payment (payments.order_id points back; no FK here to keep the two tables acyclic). */
    paymentId: uuid("payment_id"),
    /** Cash taken at the door or counter, recorded when the courier or store reports it. */
    cashCollectedIqd: integer("cash_collected_iqd"),
    deliveryFrom: date("delivery_from"),
    deliveryTo: date("delivery_to"),
    courier: text("courier"),
    courierRef: text("courier_ref"),
    createdLineId: uuid("created_line_id").references(() => lines.id),
    esimMatchingId: text("esim_matching_id"),
    esimActivationCode: text("esim_activation_code"),
    esimIssuedAt: timestamp("esim_issued_at", { withTimezone: true }),
    esimDownloadedAt: timestamp("esim_downloaded_at", { withTimezone: true }),
    /** Hash of the token given to whoever placed the order: retry payment, redo photos. */
    accessHash: text("access_hash").notNull(),
    /** An unpaid order expires then (and gives its number and stock back). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    check("orders_state_known", inList("state", orderStates)),
    check("orders_path_known", inList("path", orderPaths)),
    check("orders_fulfilment_known", inList("fulfilment", fulfilments)),
    check("orders_payment_method_known", inList("payment_method", orderPaymentMethods)),
    check(
      "orders_amounts_not_negative",
      sql`${t.itemsIqd} >= 0 and ${t.numberPremiumIqd} >= 0 and ${t.deliveryFeeIqd} >= 0 and ${t.payNowIqd} >= 0 and ${t.payOnDeliveryIqd} >= 0 and coalesce(${t.cashCollectedIqd}, 0) >= 0`,
    ),
    check(
      "orders_total_split",
      sql`${t.payNowIqd} + ${t.payOnDeliveryIqd} = ${t.itemsIqd} + ${t.numberPremiumIqd} + ${t.deliveryFeeIqd}`,
    ),
    check("orders_cod_pays_nothing_now", sql`${t.paymentMethod} = 'online' or ${t.payNowIqd} = 0`),
    check(
      "orders_where_to",
      sql`(${t.fulfilment} = 'courier') = (${t.street} is not null and ${t.city} is not null) and (${t.fulfilment} = 'pickup') = (${t.storeId} is not null)`,
    ),
    index("orders_state_expiry").on(t.state, t.expiresAt),
    index("orders_account_time").on(t.accountId, t.createdAt),
    index("orders_courier_open").on(t.state).where(sql`${t.state} in ('approved', 'dispatched', 'delivered')`),
  ],
);

/** One ordered product: a new line (plan or SIM, with its number) or a device option. */
export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["new_line", "device"] }).notNull(),
    offering: text("offering").notNull(),
    offeringType: text("offering_type").notNull(),
    name: text("name").notNull(),
    sim: text("sim", { enum: simKinds }),
    msisdn: text("msisdn"),
    storageGb: integer("storage_gb"),
    colour: text("colour"),
    holdId: text("hold_id"),
    preorder: integer("preorder").notNull().default(0),
    unitPriceIqd: integer("unit_price_iqd").notNull(),
    quantity: integer("quantity").notNull().default(1),
  },
  (t) => [
    check("order_items_price_not_negative", sql`${t.unitPriceIqd} >= 0`),
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
    check(
      "order_items_shape",
      sql`(${t.type} = 'new_line' and ${t.sim} is not null and ${t.msisdn} is not null) or (${t.type} = 'device' and ${t.storageGb} is not null and ${t.colour} is not null)`,
    ),
    index("order_items_order").on(t.orderId),
  ],
);

/** Every change of an order's state: from, to, who (kind and id), why and when. Only appended. */
export const orderStateHistory = pgTable(
  "order_state_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromState: text("from_state", { enum: orderStates }),
    toState: text("to_state", { enum: orderStates }).notNull(),
    actorKind: text("actor_kind", { enum: orderActorKinds }).notNull(),
    actorId: text("actor_id"),
    reason: text("reason"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("order_state_history_actor_known", inList("actor_kind", orderActorKinds)),
    index("order_state_history_order").on(t.orderId, t.id),
  ],
);

/**
 * An identity check (eKYC) of an order: the card's details, the photos' keys in private storage,
 * and the review. A rejected check is redone as a new row with the next attempt number.
 */
export const identityChecks = pgTable(
  "identity_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // An identity check is for an order or for a prepaid line's request to move to postpaid.
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    conversionId: uuid("conversion_id").references(() => postpaidConversions.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    fullName: text("full_name").notNull(),
    dateOfBirth: date("date_of_birth").notNull(),
    nationalId: text("national_id").notNull(),
    contactVerifiedAt: timestamp("contact_verified_at", { withTimezone: true }),
    frontKey: text("front_key").notNull(),
    backKey: text("back_key").notNull(),
    selfieKey: text("selfie_key").notNull(),
    state: text("state", { enum: identityCheckStates }).notNull().default("pending"),
    reason: text("reason", { enum: rejectionReasons }),
    note: text("note"),
    reviewer: text("reviewer"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("identity_checks_state_known", inList("state", identityCheckStates)),
    check("identity_checks_one_subject", sql`(${t.orderId} is null) <> (${t.conversionId} is null)`),
    check("identity_checks_national_id", sql`${t.nationalId} ~ '^[12][0-9]{11}$'`),
    check("identity_checks_rejection_has_reason", sql`(${t.state} = 'rejected') = (${t.reason} is not null)`),
    check("identity_checks_reviewed", sql`(${t.state} = 'pending') = (${t.reviewedAt} is null)`),
    uniqueIndex("identity_checks_attempt").on(t.orderId, t.attempt),
    uniqueIndex("identity_checks_one_pending").on(t.orderId).where(sql`${t.state} = 'pending'`),
    // A conversion request has one check: after a refusal the customer makes a new request.
    uniqueIndex("identity_checks_conversion").on(t.conversionId),
    index("identity_checks_queue").on(t.state, t.createdAt),
  ],
);

export const sandboxShipmentStates = ["dispatched", "cancelled"] as const;

/**
 * The built-in sandbox courier's own books (like the sandbox gateway's): domain code never reads
 * it, only the courier adapter. A shipment's progress follows from its creation time.
 */
export const sandboxCourierShipments = pgTable("sandbox_courier_shipments", {
  ref: text("ref").primaryKey(),
  merchantRef: text("merchant_ref").notNull().unique(),
  destination: jsonb("destination").$type<Record<string, string | null>>().notNull(),
  cashToCollectIqd: integer("cash_to_collect_iqd").notNull().default(0),
  state: text("state", { enum: sandboxShipmentStates }).notNull().default("dispatched"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
});
