/** Plan changes and prepaid-to-postpaid requests over the API (issue 21). */
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { testContext } from "../../../tests/context.ts";
import { withRollback } from "../../../tests/database.ts";
import { SAVED_CARDS, savedCard, setRule } from "../../../tests/factories/autopay.ts";
import { fundedCustomer } from "../../../tests/factories/money.ts";
import { identity, orderTestTables, testOrderPorts } from "../../../tests/factories/orders.ts";
import { auditOf, makeStaff } from "../../../tests/factories/staff.ts";
import { autoPayRules } from "../../db/schema/index.ts";
import { startPlan } from "../../domain/bundles/plans.ts";
import { translate } from "../../i18n/catalogue.ts";

type Api = ReturnType<typeof testApi>;
const bearer = (token: string, lang = "en") => ({
  Authorization: `Bearer ${token}`,
  "Content-Type": "application/json",
  "Accept-Language": lang,
});

const post = (api: Api, path: string, token: string, body: object, key: string | null, lang = "en") =>
  call(api, path, {
    method: "POST",
    headers: { ...bearer(token, lang), ...(key ? { "Idempotency-Key": key } : {}) },
    body: JSON.stringify(body),
  });

test("a postpaid customer sees each plan's exact charge, upgrades once per key, and is refused in their language", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0, { billing: "postpaid" });
    await startPlan({ ctx: testContext(db), input: { lineId: c.lineId, plan: "power-25" } });
    const path = `/api/v1/lines/${c.lineId}/plan-change`;

    const options = await call(api, path, { headers: bearer(c.token) });
    expect(options.status).toBe(200);
    const listed = await options.json();
    // Started just now: the whole cycle is left, so the whole difference is charged.
    expect(listed.choices).toContainEqual(
      expect.objectContaining({ slug: "power-40", direction: "upgrade", chargeIqd: 15_000 }),
    );

    expect((await post(api, path, c.token, { plan: "power-40" }, null)).status).toBe(422);
    const first = await post(api, path, c.token, { plan: "power-40" }, "api-plan-change-0001");
    expect(first.status).toBe(201);
    const body = await first.json();
    expect(body).toMatchObject({ direction: "upgrade", state: "applied", chargeIqd: 15_000, toPlan: "power-40" });
    const replay = await post(api, path, c.token, { plan: "power-40" }, "api-plan-change-0001");
    expect(replay.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await replay.json()).toEqual(body);

    const after = await (await call(api, path, { headers: bearer(c.token) })).json();
    expect(after.current.slug).toBe("power-40");
    expect(after.charged).toHaveLength(1);

    for (const [lang, locale] of [
      ["ar", "ar"],
      ["ckb", "ku"],
    ] as const) {
      const same = await post(api, path, c.token, { plan: "power-40" }, `api-plan-change-same-${lang}`, lang);
      expect(same.status).toBe(409);
      expect(await same.json()).toMatchObject({
        code: "plan_change_same_plan",
        message: translate(locale, "errors.plan_change_same_plan"),
      });
    }
  }));

test("a prepaid customer requests postpaid, a reviewer approves it, and the line is postpaid with its automatic recharges off", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle, { orders: testOrderPorts(db) });
    await orderTestTables(db);
    const c = await fundedCustomer(db, 7_000);
    const methodId = await savedCard(api, c.token, SAVED_CARDS.works);
    const rule = { kind: "below_balance", lineId: c.lineId, methodId, amount: 5_000, threshold: 1_000 };
    expect((await setRule(api, c.token, rule)).status).toBe(200);
    const path = `/api/v1/lines/${c.lineId}/postpaid-conversion`;

    const options = await (await call(api, path, { headers: bearer(c.token) })).json();
    expect(options).toMatchObject({ billing: "prepaid", refusals: [], identityConfirmed: false });
    // Without a passed identity check, the request must carry one (the orders' eKYC).
    const bare = await post(api, path, c.token, { plan: "power-40" }, "api-conversion-0000", "ar");
    expect(bare.status).toBe(422);
    expect(await bare.json()).toMatchObject({
      code: "conversion_identity_required",
      fields: [{ path: "identity", message: translate("ar", "errors.conversion_identity_required") }],
    });
    const asked = await post(api, path, c.token, { plan: "power-40", identity: identity() }, "api-conversion-0001");
    expect(asked.status).toBe(201);
    const { reference } = await asked.json();

    const support = await makeStaff(db, "support");
    const reviewer = await makeStaff(db, "ekyc_reviewer");
    const staffPost = (headers: Record<string, string>, decision: string) =>
      call(api, `/api/v1/staff/postpaid-conversions/${reference}/${decision}`, { method: "POST", key: null, headers });
    expect((await staffPost(support.headers, "approve")).status).toBe(403);
    const queue = await call(api, "/api/v1/staff/postpaid-conversions", { key: null, headers: reviewer.headers });
    expect((await queue.json()).requests).toContainEqual(
      expect.objectContaining({
        reference,
        msisdn: c.msisdn,
        state: "in_review",
        check: expect.objectContaining({ fullName: "Zhino Rebwar Aziz", nationalId: "199403170042" }),
      }),
    );
    const approved = await staffPost(reviewer.headers, "approve");
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({
      state: "completed",
      carriedIqd: 7_000,
      creditLimitIqd: 120_000,
      identity: { state: "approved" },
    });
    expect((await auditOf(db, reference)).map((a) => a.action)).toEqual(["postpaid_conversions.approve"]);

    const lines = await (await call(api, "/api/v1/lines", { headers: bearer(c.token) })).json();
    expect(lines.find((l: { id: string }) => l.id === c.lineId)).toMatchObject({
      billing: "postpaid",
      msisdn: c.msisdn,
    });
    const [autopay] = await db.select().from(autoPayRules).where(eq(autoPayRules.lineId, c.lineId));
    expect(autopay?.state).toBe("removed");
    const again = await post(api, path, c.token, { plan: "power-40" }, "api-conversion-0002", "ckb");
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: "conversion_not_prepaid",
      message: translate("ku", "errors.conversion_not_prepaid"),
    });
  }));
