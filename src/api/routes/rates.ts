import * as ops from "../../contracts/api/rates.ts";
import { getCountryRates, listRateCountries } from "../../domain/rates/country-rates.ts";
import { implement } from "../operation-route.ts";
import { publicRead } from "../public-reads.ts";
import { newRouter } from "../router.ts";
import { cacheable } from "./catalogue.ts";

/** Pay-as-you-go prices by country (`/api/v1/rates/...`): public and cacheable, like the catalogue. */
export function rateRoutes() {
  const r = newRouter();

  implement(r, ops.listRateCountriesOp, async (c) => {
    const countries = await publicRead(c, "listRateCountries", null, (reader) => listRateCountries({ ctx: reader }));
    cacheable(c);
    return countries;
  });

  implement(r, ops.getCountryRatesOp, async (c, { params }) => {
    const rates = await publicRead(c, "getCountryRates", params, (reader) =>
      getCountryRates({ ctx: reader, input: { country: params.country } }),
    );
    cacheable(c);
    return rates;
  });

  return r;
}
