import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { countryRateRows, readCountryRates } from "../../seed/country-rates-step.server.ts";

const file = readCountryRates();
const rowOf = (country: string) => countryRateRows(file).find((r) => r.country === country);

test("a country's prices are the catalogue file's: roaming there and calling it from Iraq", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const turkey = rowOf("TR");
    const res = await call(api, "/api/v1/rates/countries/TR");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("public");
    expect(await res.json()).toEqual({
      country: "TR",
      roaming: {
        callHomeIqd: turkey?.roamingCallHomeIqd,
        localCallIqd: turkey?.roamingLocalCallIqd,
        receivingIqd: turkey?.roamingReceivingIqd,
        smsIqd: turkey?.roamingSmsIqd,
        dataMbIqd: turkey?.roamingDataMbIqd,
      },
      international: { callIqd: turkey?.internationalCallIqd, smsIqd: turkey?.internationalSmsIqd },
    });
    // Where there is no roaming agreement the API says so, and calling it from Iraq still has a price.
    const noRoaming = file.countries.find((c) => c.roaming === null);
    const syria = await (await call(api, `/api/v1/rates/countries/${noRoaming?.country}`)).json();
    expect(syria.roaming).toBeNull();
    expect(syria.international.callIqd).toBeGreaterThan(0);
  }));

test("the country list covers every roaming destination; unknown and malformed codes are 4xx", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const list: { country: string; roaming: boolean }[] = await (await call(api, "/api/v1/rates/countries")).json();
    expect(list.length).toBe(file.countries.length);
    for (const code of ["TR", "IR", "JO", "AE", "LB", "QA", "SA"]) {
      expect(list.find((c) => c.country === code)?.roaming, code).toBe(true);
    }
    const unknown = await call(api, "/api/v1/rates/countries/ZZ", { headers: { "Accept-Language": "ar" } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "country_rates_not_found" });
    expect((await call(api, "/api/v1/rates/countries/tr")).status).toBe(422);
  }));
