import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { withRollback } from "../../../../tests/database.ts";
import { sandboxGatewayPayments } from "../../../db/schema/payments.ts";
import { parseCallback, SANDBOX_SIGNATURE_HEADER } from "./signing.ts";
import { card, pagePath, SHOP, sandboxFor, submit, wallet } from "./test-support.ts";

test("the hosted page shows the payment in the shop's language, with lang and direction", () =>
  withRollback(async (_h, db) => {
    const s = sandboxFor(db);
    const cases = [
      { locale: "en", lang: 'lang="en" dir="ltr"', amount: "25,000", title: "Sandbox payment gateway (test mode)" },
      { locale: "ar", lang: 'lang="ar" dir="rtl"', amount: "٢٥٬٠٠٠", title: "بوابة الدفع التجريبية" },
      { locale: "ku", lang: 'lang="ckb" dir="rtl"', amount: "٢٥٬٠٠٠", title: "دەروازەی پارەدانی تاقیکاری" },
    ] as const;
    for (const c of cases) {
      const { redirectUrl } = await s.gateway.create(s.request({ locale: c.locale }));
      const response = await s.app.request(pagePath(redirectUrl));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html ${c.lang}>`);
      expect(html).toContain(c.amount);
      expect(html).toContain(c.title);
      expect(html).toContain("Recharge 0780 ••• ••45");
      expect(html).toContain("4000 0000 0000 0259");
      expect(html).toContain("0780 999 0019");
      expect(html).toMatch(/<label for="f-cardNumber">/);
      expect(html).not.toMatch(/<script|style=/);
    }
  }));

test("the page switches language on request and keeps the choice in its forms", () =>
  withRollback(async (_h, db) => {
    const s = sandboxFor(db);
    const { redirectUrl } = await s.gateway.create(s.request());
    const html = await (await s.app.request(`${pagePath(redirectUrl)}?lang=ku`)).text();
    expect(html).toContain('<html lang="ckb" dir="rtl">');
    expect(html).toContain(`action="${pagePath(redirectUrl)}?lang=ku"`);
    expect(html).toContain(`href="${pagePath(redirectUrl)}?lang=en"`);
  }));

test("paying with the success card records it, calls back signed at once and sends the browser back", () =>
  withRollback(async (_h, db) => {
    const s = sandboxFor(db);
    const request = s.request();
    const { providerRef, redirectUrl } = await s.gateway.create(request);
    const response = await submit(s.app, redirectUrl, card("4111 1111 1111 1111"));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(request.returnUrl);

    expect(s.callbacks).toHaveLength(1);
    const [callback] = s.callbacks;
    expect(callback?.url).toBe(request.callbackUrl);
    expect(callback?.headers.get(SANDBOX_SIGNATURE_HEADER)).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(callback && s.gateway.verifyCallback(callback)).toEqual({
      providerRef,
      paymentId: request.paymentId,
      status: "succeeded",
      amountIqd: 25_000,
    });
    expect(callback && parseCallback("another-secret-0123456789", callback)).toBeNull();
    expect(JSON.parse(callback?.body ?? "{}")).toMatchObject({ eventId: `${providerRef}.succeeded` });
    const [row] = await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.ref, providerRef));
    expect(row).toMatchObject({ state: "succeeded", callback: "now", instrument: "card ••1111" });
    expect(row?.callbackSentAt).toBeInstanceOf(Date);
  }));

test("the declined card and wallet fail the payment and say so in the callback", () =>
  withRollback(async (_h, db) => {
    const s = sandboxFor(db);
    for (const fields of [card("4000 0000 0000 0002"), wallet("0780 999 0002")]) {
      const { providerRef, redirectUrl } = await s.gateway.create(s.request());
      expect((await submit(s.app, redirectUrl, fields)).status).toBe(303);
      expect(await s.gateway.query(providerRef)).toMatchObject({ status: "failed" });
    }
    expect(s.statuses()).toEqual(["failed", "failed"]);
  }));

test("a double submit pays once; a later visit says it is paid and links back to the shop", () =>
  withRollback(async (_h, db) => {
    const s = sandboxFor(db);
    const request = s.request();
    const { redirectUrl } = await s.gateway.create(request);
    const [first, second] = await Promise.all([
      submit(s.app, redirectUrl, wallet("٠٧٨٠ ٩٩٩ ٠٠٠٠")),
      submit(s.app, redirectUrl, card("4000 0000 0000 0002")),
    ]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(s.callbacks).toHaveLength(1);
    const html = await (await s.app.request(pagePath(redirectUrl))).text();
    expect(html).toContain("This payment has already been made.");
    expect(html).toContain(`href="${request.returnUrl}"`);
    expect(html).not.toContain("<form");
  }));

test("an unknown card shows the form again with a localized error, records nothing and keeps the number", () =>
  withRollback(async (_h, db) => {
    const s = sandboxFor(db);
    const { providerRef, redirectUrl } = await s.gateway.create(s.request({ locale: "ar" }));
    const response = await submit(s.app, redirectUrl, card("4242 4242 4242 4242"));
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('<div class="alert" role="alert">هذه ليست إحدى بطاقات الاختبار المذكورة أدناه.</div>');
    expect(html).toContain('aria-invalid="true" aria-describedby="f-cardNumber-problem"');
    expect(html).toContain('value="4242 4242 4242 4242"');
    expect(html).not.toContain('value="123"');
    expect(await s.gateway.query(providerRef)).toMatchObject({ status: "awaiting" });
    expect(s.callbacks).toEqual([]);
  }));

test("Cancel and return cancels, tells the shop 'failed' and sends the browser back", () =>
  withRollback(async (_h, db) => {
    const s = sandboxFor(db);
    const request = s.request();
    const { providerRef, redirectUrl } = await s.gateway.create(request);
    const response = await submit(s.app, redirectUrl, { intent: "cancel" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(request.returnUrl);
    expect(s.statuses()).toEqual(["failed"]);
    expect(await s.gateway.query(providerRef)).toMatchObject({ status: "failed" });
    expect(await (await s.app.request(pagePath(redirectUrl))).text()).toContain("This payment was cancelled.");
  }));

test("an unknown reference is a 404 page; a form from another site is refused", () =>
  withRollback(async (_h, db) => {
    const s = sandboxFor(db);
    const missing = await s.app.request("/sandbox-gateway/pay/sbx_nothing");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("This payment link is not valid.");

    const { providerRef, redirectUrl } = await s.gateway.create(s.request());
    const foreign = await submit(s.app, redirectUrl, card("4111 1111 1111 1111"), { "Sec-Fetch-Site": "cross-site" });
    expect(foreign.status).toBe(403);
    const byOrigin = await s.app.request(pagePath(redirectUrl), {
      method: "POST",
      body: new URLSearchParams(card("4111 1111 1111 1111")),
      headers: { Origin: "https://evil.test" },
    });
    expect(byOrigin.status).toBe(403);
    expect(await s.gateway.query(providerRef)).toMatchObject({ status: "awaiting" });
    const sameOrigin = await s.app.request(pagePath(redirectUrl), {
      method: "POST",
      body: new URLSearchParams(card("4111 1111 1111 1111")),
      headers: { Origin: SHOP },
    });
    expect(sameOrigin.status).toBe(303);
  }));

test("pages carry a strict Content-Security-Policy that their own stylesheet satisfies", () =>
  withRollback(async (_h, db) => {
    const s = sandboxFor(db);
    const { redirectUrl } = await s.gateway.create(s.request());
    const response = await s.app.request(pagePath(redirectUrl));
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain(`form-action 'self' ${SHOP}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toContain('<link rel="stylesheet" href="/sandbox-gateway/sandbox.css">');
    const css = await s.app.request("/sandbox-gateway/sandbox.css");
    expect(css.headers.get("content-type")).toContain("text/css");
    expect(await css.text()).not.toMatch(/\b(left|right)\b/);
  }));
