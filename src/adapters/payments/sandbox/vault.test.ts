import { expect, test } from "vitest";
import { withRollback } from "../../../../tests/database.ts";
import { card, SHOP, sandboxFor, submit, wallet } from "./test-support.ts";

const saving = (reference: string) => ({ reference, locale: "ku" as const, returnUrl: `${SHOP}/ku/myzain/autopay` });

test("a card saved on the vault page gives the shop a token, the brand and the last digits, never the number", () =>
  withRollback(async (_h, db) => {
    const s = sandboxFor(db);
    const vault = s.gateway.savedMethods;
    if (!vault) throw new Error("the sandbox keeps saved cards");
    const { ref, redirectUrl } = await vault.startSaving(saving("method-1"));
    expect(redirectUrl).toBe(`${SHOP}/sandbox-gateway/save/${ref}`);
    expect(await vault.savedInstrument(ref)).toBeNull();
    const page = await s.app.request(new URL(redirectUrl).pathname);
    expect(page.headers.get("content-security-policy")).toContain("form-action 'self' http://shop.test");
    expect(await page.text()).toContain('lang="ckb" dir="rtl"');

    const wrong = await submit(s.app, redirectUrl, card("4242 4242 4242 4242"));
    expect(wrong.status).toBe(422);
    const saved = await submit(s.app, redirectUrl, card("4111 1111 1111 1111"));
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`${SHOP}/ku/myzain/autopay`);
    const instrument = await vault.savedInstrument(ref);
    expect(instrument).toMatchObject({ kind: "card", brand: "Visa", last4: "1111", expMonth: 12, expYear: 2030 });
    expect(instrument?.token).toMatch(/^tok_/);
    expect(JSON.stringify(instrument)).not.toContain("41111111");
    // The same session cannot save a second card.
    await submit(s.app, redirectUrl, wallet("0780 999 0000"));
    expect((await vault.savedInstrument(ref))?.last4).toBe("1111");
  }));

test("a saved token is charged once per payment, as its test card says; a card that starts failing and a forgotten token are declined", () =>
  withRollback(async (_h, db) => {
    const s = sandboxFor(db);
    const vault = s.gateway.savedMethods;
    if (!vault) throw new Error("the sandbox keeps saved cards");
    const tokenOf = async (reference: string, number: string) => {
      const { ref, redirectUrl } = await vault.startSaving(saving(reference));
      await submit(s.app, redirectUrl, card(number));
      const saved = await vault.savedInstrument(ref);
      if (!saved) throw new Error("not saved");
      return saved.token;
    };
    const good = await tokenOf("method-good", "4111 1111 1111 1111");
    const failing = await tokenOf("method-failing", "4000 0000 0000 0341");

    const { returnUrl: _unused, ...request } = s.request({ amountIqd: 5_000 });
    const first = await vault.chargeSaved({ ...request, token: good });
    expect(first).toMatchObject({ status: "succeeded", amountIqd: 5_000 });
    // A repeat for the same payment answers the first charge; nothing is taken twice.
    expect(await vault.chargeSaved({ ...request, token: good })).toEqual(first);
    expect(await s.gateway.query(first.providerRef)).toEqual({ status: "succeeded", amountIqd: 5_000 });

    const { returnUrl: _r2, ...other } = s.request({ amountIqd: 5_000 });
    expect(await vault.chargeSaved({ ...other, token: failing })).toMatchObject({ status: "failed" });

    await vault.forget(good);
    const { returnUrl: _r3, ...third } = s.request({ amountIqd: 5_000 });
    expect(await vault.chargeSaved({ ...third, token: good })).toMatchObject({ status: "failed" });
  }));
