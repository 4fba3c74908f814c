import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { testConfig } from "../../../tests/config.ts";
import { withRollback } from "../../../tests/database.ts";
import { makeLine } from "../../../tests/factories/accounts.ts";
import { makeDeviceCampaign } from "../../../tests/factories/campaigns.ts";
import { deviceOrderLeads } from "../../db/schema/index.ts";
import { readOutbox } from "../../domain/sms/outbox.ts";

// A block of numbers (first six national digits) no other test or seed row uses: 079x xxx xxxx.
const block = () => `96479${1000 + Math.floor(Math.random() * 9000)}`;
const national = (msisdn: string) => `0${msisdn.slice(3)}`;
const send = (api: ReturnType<typeof testApi>, path: string, json: unknown, lang: string, ip: string) =>
  call(api, `/api/v1${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Accept-Language": lang, "X-Forwarded-For": ip },
    body: JSON.stringify(json),
  });

const MESSAGES = {
  en: "We cannot send more text messages right now. Please try again later.",
  ar: "لا يمكننا إرسال المزيد من الرسائل النصية الآن. يرجى المحاولة مرة أخرى لاحقاً.",
  ckb: "ئێستا ناتوانین نامەی کورتی زیاتر بنێرین. تکایە دواتر دووبارە هەوڵ بدەرەوە.",
};

test("past a block's hourly cap, sign-up codes answer 429 with Retry-After in the visitor's language", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle, { config: testConfig({ SMS_PREFIX_HOURLY_CAP: "2" }) });
    const prefix = block();
    const lines = [];
    for (let i = 0; i < 5; i++) lines.push(await makeLine(db, { msisdn: `${prefix}${1000 + i}` }));
    const statuses = [];
    for (const [i, line] of lines.slice(0, 2).entries()) {
      statuses.push((await send(api, "/auth/signup", { msisdn: national(line.msisdn) }, "en", `192.0.2.${i}`)).status);
    }
    expect(statuses).toEqual([202, 202]);
    for (const [i, lang] of (["en", "ar", "ckb"] as const).entries()) {
      const line = lines[2 + i];
      if (!line) throw new Error("no line");
      const refused = await send(api, "/auth/signup", { msisdn: national(line.msisdn) }, lang, `192.0.2.${10 + i}`);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(await refused.json()).toMatchObject({ code: "sms_cap_reached", message: MESSAGES[lang] });
      expect(await readOutbox(db, line.msisdn)).toEqual([]);
    }
  }));

test("a device request past the cap is refused whole: no request recorded, no SMS", () =>
  withRollback(async (handle, db) => {
    const device = await makeDeviceCampaign(db, "t-capped");
    const api = testApi(handle, { config: testConfig({ SMS_PREFIX_HOURLY_CAP: "1" }) });
    const prefix = block();
    const order = (msisdn: string, ip: string) =>
      send(
        api,
        "/campaigns/t-capped/device-requests",
        { offering: device, storageGb: 128, colour: "black", fullName: "Sara Kareem", msisdn: national(msisdn) },
        "ar",
        ip,
      );
    expect((await order(`${prefix}2001`, "192.0.2.30")).status).toBe(201);
    const refused = await order(`${prefix}2002`, "192.0.2.31");
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(MESSAGES.ar);
    expect(
      await db
        .select()
        .from(deviceOrderLeads)
        .where(eq(deviceOrderLeads.msisdn, `${prefix}2002`)),
    ).toEqual([]);
    expect(await readOutbox(db, `${prefix}2002`)).toEqual([]);
  }));
