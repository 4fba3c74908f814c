/** The catalogue as the API answers it: offerings with their prices, allowances and devices. */
import { z } from "zod";
import { audiences, offeringTags, offeringTypes } from "../catalogue.ts";

const allowances = z.object({
  dataMb: z.number().nullable().meta({ description: "null: unlimited under fair use" }),
  onNetMinutes: z.number().nullable(),
  offNetMinutes: z.number().nullable(),
  sms: z.number().nullable(),
  apps: z.array(z.string()),
});

export const offering = z
  .object({
    slug: z.string(),
    type: z.enum(offeringTypes),
    name: z.string(),
    description: z.string(),
    priceIqd: z.number().int().meta({ description: "Integer Iraqi dinars" }),
    validityDays: z.number().nullable(),
    allowances,
    audiences: z.array(z.enum(audiences)),
    countries: z.array(z.string()).meta({ description: "ISO 3166-1 alpha-2, for roaming bundles" }),
    tags: z.array(z.enum(offeringTags)),
    sellableFrom: z.string().nullable(),
    sellableTo: z.string().nullable(),
    device: z
      .object({
        brand: z.string(),
        model: z.string(),
        options: z.array(
          z.object({
            storageGb: z.number(),
            colours: z.array(z.string()).meta({ description: "Colour ids; names are devices.colour.<id> messages" }),
            priceIqd: z.number(),
            inStock: z.boolean(),
            availability: z.enum(["in_stock", "preorder", "out_of_stock"]).meta({ description: "Today, Baghdad time" }),
          }),
        ),
        preorder: z.object({ from: z.string(), to: z.string() }).nullable(),
      })
      .nullable(),
  })
  .meta({ id: "Offering" });

export type Offering = z.output<typeof offering>;
