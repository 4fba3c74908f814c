import { randomUUID } from "node:crypto";
import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { testConfig } from "../../../tests/config.ts";
import { withRollback } from "../../../tests/database.ts";
import { pointsBooks } from "../../../tests/factories/points.ts";
import { makeReward, pointedCustomer, rewardState } from "../../../tests/factories/rewards.ts";
import { createSession } from "../../domain/auth/sessions.ts";

async function signedIn(db: Parameters<typeof pointedCustomer>[0], points: number) {
  const c = await pointedCustomer(db, points);
  const { token } = await createSession(db, {
    accountId: c.account.id,
    device: "test",
    pepper: testConfig().secrets.sessionPepper,
    withRefresh: false,
  });
  return { ...c, headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" } };
}

test("redeeming over the API: 201 with the points left, a retry with the key replays, the catalogue shows what is left", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const me = await signedIn(db, 100);
    const reward = await makeReward(db, { pointsCost: 40, stock: 3, perCustomerLimit: 2 });
    const headers = { ...me.headers, "Idempotency-Key": randomUUID() };
    const redeem = () =>
      call(api, `/api/v1/rewards/${reward.slug}/redemptions`, {
        method: "POST",
        headers,
        body: JSON.stringify({ lineId: me.lineId }),
      });
    const first = await redeem();
    const again = await redeem();
    expect(first.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect((await again.json()).redemption.id).toBe((await first.json()).redemption.id);
    expect(await pointsBooks(db, me.account.id)).toMatchObject({ balance: 60 });
    const catalogue = await (await call(api, "/api/v1/rewards", { headers: me.headers })).json();
    expect(catalogue.rewards.find((r: { slug: string }) => r.slug === reward.slug)).toMatchObject({
      stock: 2,
      limitLeft: 1,
      pointsNeeded: 0,
      lineIds: [me.lineId],
      available: true,
    });
    const history = await (await call(api, "/api/v1/rewards/redemptions", { headers: me.headers })).json();
    expect(history.redemptions).toHaveLength(1);
  }));

test("not enough points is a 409 in the caller's language that says how many more, and changes nothing", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const me = await signedIn(db, 10);
    const reward = await makeReward(db, { pointsCost: 40 });
    const res = await call(api, `/api/v1/rewards/${reward.slug}/redemptions`, {
      method: "POST",
      headers: { ...me.headers, "Idempotency-Key": randomUUID(), "Accept-Language": "ar" },
      body: JSON.stringify({ lineId: me.lineId }),
    });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.code).toBe("insufficient_points");
    expect(body.message).toContain("٣٠");
    expect(body.message).toContain("نقطة");
    expect(await rewardState(db, reward.slug)).toMatchObject({ stock: 100, redemptions: 0 });
    expect(await pointsBooks(db, me.account.id)).toMatchObject({ balance: 10 });
  }));

test("a redemption needs a key and a session; another customer's line is a 404", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const me = await signedIn(db, 100);
    const other = await signedIn(db, 0);
    const reward = await makeReward(db);
    const path = `/api/v1/rewards/${reward.slug}/redemptions`;
    const body = JSON.stringify({ lineId: me.lineId });
    expect((await call(api, path, { method: "POST", headers: me.headers, body })).status).toBe(422);
    expect((await call(api, path, { method: "POST", headers: { "Idempotency-Key": randomUUID() }, body })).status).toBe(
      401,
    );
    const theirs = await call(api, path, {
      method: "POST",
      headers: { ...me.headers, "Idempotency-Key": randomUUID() },
      body: JSON.stringify({ lineId: other.lineId }),
    });
    expect(theirs.status).toBe(404);
    expect(await rewardState(db, reward.slug)).toMatchObject({ stock: 100 });
  }));
