/**
 * Pay-as-you-go prices by country (issue 21): the seed file's shape, checked when it is read and by
 * the content checks. Countries share a zone's prices; every zone a country names must exist.
 */
import { z } from "zod";

const iqd = z.number().int().min(0);
export const countryCode = z.string().regex(/^[A-Z]{2}$/);

const roamingZone = z.object({ callHome: iqd, localCall: iqd, receiving: iqd, sms: iqd, dataMb: iqd });
const internationalZone = z.object({ call: iqd, sms: iqd });

export const countryRatesFileSchema = z
  .object({
    comment: z.string().optional(),
    roamingZones: z.record(z.string(), roamingZone),
    internationalZones: z.record(z.string(), internationalZone),
    countries: z
      .array(z.object({ country: countryCode, roaming: z.string().nullable(), international: z.string() }))
      .min(1),
  })
  .superRefine((file, issue) => {
    const seen = new Set<string>();
    for (const [i, c] of file.countries.entries()) {
      if (seen.has(c.country)) issue.addIssue({ code: "custom", path: ["countries", i], message: "listed twice" });
      seen.add(c.country);
      if (c.roaming !== null && !(c.roaming in file.roamingZones))
        issue.addIssue({ code: "custom", path: ["countries", i, "roaming"], message: `no zone ${c.roaming}` });
      if (!(c.international in file.internationalZones))
        issue.addIssue({ code: "custom", path: ["countries", i, "international"], message: "no such zone" });
    }
  });

export type CountryRatesFile = z.output<typeof countryRatesFileSchema>;
