import { expect, test } from "vitest";
import { call, testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { fundedCustomer, moneyOf } from "../../../tests/factories/money.ts";
import { translate } from "../../i18n/catalogue.ts";

type Api = ReturnType<typeof testApi>;

const post = (api: Api, token: string, path: string, body?: object, lang = "en") =>
  call(api, `/api/v1${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "Accept-Language": lang },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

test("over HTTP: ask, confirm twice, one purchase; a cancelled proposal refuses with a localized message", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 10_000);
    const asked = await post(api, c.token, "/assistant/messages", { text: "پاکێجی ڕۆژانەی ١ گیگا بکڕە" }, "ku");
    expect(asked.status).toBe(201);
    const view = await asked.json();
    const action = view.turns.at(-1).action;
    expect(action).toMatchObject({ kind: "buy_bundle", status: "proposed", chargeIqd: 1000 });

    const first = await post(api, c.token, `/assistant/actions/${action.id}/confirm`);
    const second = await post(api, c.token, `/assistant/actions/${action.id}/confirm`);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.json()).toEqual(await first.json());
    expect(await moneyOf(db, c.lineId)).toEqual({ balance: 9000, ledger: 9000 });
    const cancelDone = await post(api, c.token, `/assistant/actions/${action.id}/cancel`, undefined, "ar");
    expect(cancelDone.status).toBe(409);
    expect(await cancelDone.json()).toMatchObject({
      code: "assistant_action_done",
      message: translate("ar", "errors.assistant_action_done"),
    });

    const again = await (
      await post(api, c.token, "/assistant/messages", { text: "buy 1 gb daily", conversationId: view.id })
    ).json();
    const second_ = again.turns.at(-1).action;
    expect((await post(api, c.token, `/assistant/actions/${second_.id}/cancel`)).status).toBe(200);
    const refused = await post(api, c.token, `/assistant/actions/${second_.id}/confirm`, undefined, "ku");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: "assistant_action_cancelled",
      message: translate("ku", "errors.assistant_action_cancelled"),
    });
    expect((await moneyOf(db, c.lineId)).balance).toBe(9000);
  }));

test("conversations are the customer's own: listed newest first, another's is 404, no session is 401", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const a = await fundedCustomer(db, 0);
    const b = await fundedCustomer(db, 0);
    const view = await (await post(api, a.token, "/assistant/messages", { text: "hello" })).json();
    const list = await (
      await call(api, "/api/v1/assistant/conversations", { headers: { Authorization: `Bearer ${a.token}` } })
    ).json();
    expect(list.conversations[0]).toMatchObject({ id: view.id, preview: "hello", turns: 2 });
    const other = await call(api, `/api/v1/assistant/conversations/${view.id}`, {
      headers: { Authorization: `Bearer ${b.token}` },
    });
    expect(other.status).toBe(404);
    const confirmOther = await post(api, b.token, `/assistant/actions/${view.id}/confirm`);
    expect(confirmOther.status).toBe(404);
    expect((await call(api, "/api/v1/assistant/conversations")).status).toBe(401);
  }));

test("an empty or overlong message is a field error in the caller's language", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const c = await fundedCustomer(db, 0);
    const empty = await post(api, c.token, "/assistant/messages", { text: "  " }, "ar");
    expect(empty.status).toBe(422);
    expect((await empty.json()).fields[0]).toMatchObject({
      path: "text",
      message: translate("ar", "validation.assistant.text"),
    });
    const long = await post(api, c.token, "/assistant/messages", { text: "x".repeat(501) });
    expect(long.status).toBe(422);
  }));
