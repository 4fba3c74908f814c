import { and, eq, inArray } from "drizzle-orm";
import { expect, test } from "vitest";
import * as root from "../app/root.tsx";
import * as layout from "../app/routes/locale-layout.tsx";
import * as usageExport from "../app/routes/myzain/consumption-history-export.ts";
import { offerings, offeringTranslations } from "../src/db/schema/index.ts";
import { purchaseBundle } from "../src/domain/bundles/purchase.ts";
import { rateEvent } from "../src/domain/usage/rating.ts";
import { testApi } from "./api.ts";
import { actorFor, testContext } from "./context.ts";
import { withRollback } from "./database.ts";
import { fundedCustomer } from "./factories/money.ts";
import { asBuilt, sessionToken, testRoutes } from "./web-pages.ts";

test("the usage CSV is headed in the customer's language, writes numbers as numbers and runs no formula", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 50_000);
    const hour = 60 * 60_000;
    await purchaseBundle({
      ctx: testContext(db, { now: new Date(Date.now() - 2 * hour), actor: actorFor(c.account.id, [c.lineId]) }),
      input: { lineId: c.lineId, offering: "bikaifi-210", autoRenew: false, idempotencyKey: `csv-${c.lineId}` },
    });
    // A bundle name a spreadsheet would run, had staff typed one into the catalogue.
    const [bikaifi] = await db.select({ id: offerings.id }).from(offerings).where(eq(offerings.slug, "bikaifi-210"));
    await db
      .update(offeringTranslations)
      .set({ name: '=HYPERLINK("http://evil.example","Bikaifi")' })
      .where(and(eq(offeringTranslations.offeringId, bikaifi?.id ?? ""), inArray(offeringTranslations.locale, ["ar"])));
    const rate = (id: string, e: Partial<Parameters<typeof rateEvent>[0]["input"]>) =>
      rateEvent({
        ctx: testContext(db),
        input: {
          id: `${id}-${c.lineId}`,
          msisdn: c.msisdn,
          type: "voice",
          quantity: 60,
          occurredAt: new Date(Date.now() - hour),
          ...e,
        },
      });
    await rate("abroad", { destination: "international", quantity: 125, peer: "905321234577" });
    await rate("friend", {
      destination: "off_net",
      peer: "9647701234588",
      occurredAt: new Date(Date.now() - 30 * 60_000),
    });
    await rate("data", { type: "data", quantity: 3 * 1024 + 512, occurredAt: new Date(Date.now() - 20 * 60_000) });

    const page = testRoutes(
      [
        { id: "root", path: "", module: asBuilt(root) },
        { id: "routes/locale-layout", path: ":lang", parentId: "root", module: asBuilt(layout) },
        {
          id: "routes/myzain/consumption-history-export",
          path: "myzain/consumption-history/export",
          parentId: "routes/locale-layout",
          module: asBuilt(usageExport),
        },
      ],
      (request) => api.fetch(request),
    );
    const cookie = { headers: { Cookie: `auth_token=${encodeURIComponent(await sessionToken(api, c.msisdn))}` } };
    const response = await page("/ar/myzain/consumption-history/export?days=7", cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean);
    expect(lines[0]).toBe(
      "التاريخ والوقت (بتوقيت بغداد),النوع,الرقم أو التطبيق,الكمية المستخدمة,الوحدة,مصدر الدفع,الكلفة (دينار عراقي)",
    );
    expect(lines.slice(1)).toEqual([
      // Newest first: 3.5 MB of data from the bundle, free.
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},إنترنت,تطبيقات أخرى وتصفح,3\.5,ميغابايت,"?'=HYPERLINK/),
      expect.stringMatching(/,مكالمة إلى شبكة أخرى داخل العراق,0770 ••• ••88,60,ثانية,"?'=HYPERLINK.*,0$/),
      // The international number starts with "+": written as text, not as a formula.
      expect.stringMatching(/,مكالمة دولية,'\+90 ••• ••77,125,ثانية,الرصيد الأساسي,834$/),
    ]);
    expect(lines.join("\n")).not.toMatch(/(^|,)"?[=+@-]/m);
  }));
