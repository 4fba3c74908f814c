/**
 * Pay-as-you-go prices by country (`/rates/countries`): roaming abroad with a Zain line and calling
 * or texting another country from Iraq, in whole IQD (issue 21).
 */
import { z } from "zod";
import { countryCode } from "../country-rates.ts";
import { defineOperation } from "./operation.ts";

const tags = ["Catalogue"];

export const countryRatesView = z
  .object({
    country: z.string().meta({ description: "ISO 3166-1 alpha-2", example: "TR" }),
    roaming: z
      .object({
        callHomeIqd: z.number().int().meta({ description: "Per minute, calls to Iraq" }),
        localCallIqd: z.number().int().meta({ description: "Per minute, calls within the visited country" }),
        receivingIqd: z.number().int().meta({ description: "Per minute, calls received" }),
        smsIqd: z.number().int().meta({ description: "Per SMS sent" }),
        dataMbIqd: z.number().int().meta({ description: "Per MB" }),
      })
      .nullable()
      .meta({ description: "Null: no roaming agreement there, the line has no service in that country" }),
    international: z.object({
      callIqd: z.number().int().meta({ description: "Per minute, from Iraq to this country" }),
      smsIqd: z.number().int().meta({ description: "Per SMS, from Iraq to this country" }),
    }),
  })
  .meta({ id: "CountryRates" });

export type CountryRatesView = z.output<typeof countryRatesView>;

export const listRateCountriesOp = defineOperation({
  method: "get",
  path: "/rates/countries",
  tags,
  auth: "apiKey",
  summary: "The countries with published prices, and whether a Zain line can roam there",
  success: {
    status: 200,
    description: "Countries by code",
    schema: z.array(z.object({ country: z.string(), roaming: z.boolean() })),
  },
  errors: [],
});

export const getCountryRatesOp = defineOperation({
  method: "get",
  path: "/rates/countries/{country}",
  tags,
  auth: "apiKey",
  summary: "Roaming prices in a country and international prices to it; 404 country_rates_not_found for others",
  params: z.object({ country: countryCode }),
  success: { status: 200, description: "The country's prices", schema: countryRatesView },
  errors: [404, 422],
});
