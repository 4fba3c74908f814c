/**
 * Choosing a new number and seeing whether a phone option can be had (`/numbers`,
 * `/devices/{offering}/stock`), for the order flow and the phone pages.
 */
import { z } from "zod";
import { numberSearchSchema, numberTiers, stockStates } from "../numbers.ts";
import { defineOperation } from "./operation.ts";

export const poolNumber = z
  .object({
    msisdn: z.string().meta({ description: "E.164 without +", example: "9647821234567" }),
    display: z.string().meta({ description: "As Iraqis write it", example: "0782 123 4567" }),
    tier: z.enum(numberTiers),
    priceIqd: z.number().int().meta({ description: "Integer Iraqi dinars; 0 for a standard number" }),
  })
  .meta({ id: "PoolNumber" });

export const deviceOptionStock = z
  .object({
    storageGb: z.number().int(),
    colour: z.string().meta({ description: "Colour id; names are devices.colour.<id> messages" }),
    state: z.enum(stockStates).meta({ description: "Today, Baghdad time" }),
    left: z.number().int().nullable().meta({ description: "Units left when low, else null" }),
    availableFrom: z.string().nullable().meta({ description: "Release day (YYYY-MM-DD) when not yet released" }),
  })
  .meta({ id: "DeviceOptionStock" });

export const deviceStockView = z
  .object({ offering: z.string(), options: z.array(deviceOptionStock) })
  .meta({ id: "DeviceStock" });

export type PoolNumber = z.output<typeof poolNumber>;
export type DeviceOptionStock = z.output<typeof deviceOptionStock>;
export type DeviceStockView = z.output<typeof deviceStockView>;

export const searchNumbersOp = defineOperation({
  method: "get",
  path: "/numbers",
  tags: ["Numbers"],
  auth: "apiKey",
  summary: "Free numbers to choose from, by the digits they end with or contain and by tier",
  description:
    "Numbers held by an order or sold are never listed. The list starts at a random point of a fixed " +
    "shuffled order, so two visitors rarely see the same numbers; standard numbers come before priced ones.",
  query: numberSearchSchema,
  success: { status: 200, description: "Up to `limit` free numbers", schema: z.array(poolNumber) },
  errors: [422, 429],
});

export const deviceStockOp = defineOperation({
  method: "get",
  path: "/devices/{offering}/stock",
  tags: ["Numbers"],
  auth: "apiKey",
  summary: "Whether each storage and colour of a phone is in stock, low, out of stock or on pre-order",
  params: z.object({ offering: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/) }),
  success: {
    status: 200,
    description: "One entry per storage and colour the catalogue lists",
    schema: deviceStockView,
  },
  errors: [404],
});
