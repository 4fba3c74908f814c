/**
 * Message keys of weekdays and store services, written out whole so that the message scans
 * (scripts/i18n-check.ts, route-messages.test.ts) see every key the store locator uses.
 */
import type { StoreKind, StoreService, Weekday } from "../../src/contracts/place-values.ts";

export const weekdayKey: Record<Weekday, string> = {
  saturday: "stores.weekday.saturday",
  sunday: "stores.weekday.sunday",
  monday: "stores.weekday.monday",
  tuesday: "stores.weekday.tuesday",
  wednesday: "stores.weekday.wednesday",
  thursday: "stores.weekday.thursday",
  friday: "stores.weekday.friday",
};

export const serviceKey: Record<StoreService, string> = {
  sim_sale: "stores.service.sim_sale",
  sim_registration: "stores.service.sim_registration",
  esim: "stores.service.esim",
  device_sale: "stores.service.device_sale",
  bill_payment: "stores.service.bill_payment",
  repair: "stores.service.repair",
  business: "stores.service.business",
  order_pickup: "stores.service.order_pickup",
};

export const kindKey: Record<StoreKind, string> = {
  store: "stores.kind.store",
  dealer: "stores.kind.dealer",
};
