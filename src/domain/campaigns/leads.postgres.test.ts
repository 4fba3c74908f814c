import { eq, like } from "drizzle-orm";
import { expect, inject, test } from "vitest";
import { testContext } from "../../../tests/context.ts";
import { onPostgres } from "../../../tests/database.ts";
import { uniqueMsisdn } from "../../../tests/factories/accounts.ts";
import { makeDeviceCampaign } from "../../../tests/factories/campaigns.ts";
import { openPostgres } from "../../db/client.server.ts";
import { campaigns, deviceOrderLeads, offerings, pages, smsOutbox } from "../../db/schema/index.ts";
import { requestDevice } from "./leads.ts";

// A double tap sends the same request twice at once: committed rows and several connections.
test.runIf(onPostgres())(
  "three identical requests at once (a double tap and more) make one request and one SMS",
  async () => {
    const database = openPostgres(inject("databaseUrl") ?? "", 10);
    const slug = `t-race-${Date.now()}`;
    const msisdn = uniqueMsisdn();
    try {
      const device = await makeDeviceCampaign(database.db, slug);
      const ctx = testContext(database.db, { client: "192.0.2.10" });
      const input = {
        campaign: slug,
        offering: device,
        storageGb: 128,
        colour: "black",
        fullName: "Huda Jasim",
        msisdn: `0${msisdn.slice(3)}`,
      };
      const results = await Promise.all(Array.from({ length: 3 }, () => requestDevice({ ctx, input })));
      expect(new Set(results.map((r) => r.reference)).size).toBe(1);
      expect(results.filter((r) => r.created)).toHaveLength(1);
      const sent = await database.db.select().from(smsOutbox).where(eq(smsOutbox.msisdn, msisdn));
      expect(sent).toHaveLength(1);
    } finally {
      await database.db.delete(deviceOrderLeads).where(eq(deviceOrderLeads.msisdn, msisdn));
      await database.db.delete(smsOutbox).where(eq(smsOutbox.msisdn, msisdn));
      await database.db.delete(campaigns).where(eq(campaigns.slug, slug));
      await database.db.delete(pages).where(like(pages.slug, `%${slug}`));
      await database.db.delete(offerings).where(like(offerings.slug, `${slug}%`));
      await database.close();
    }
  },
);
