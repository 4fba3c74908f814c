import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import type { PaymentView } from "../../../src/contracts/api/payments.ts";
import type { PaymentState } from "../../../src/contracts/payments.ts";
import { catalogue } from "../../../src/i18n/catalogue.ts";
import { I18nProvider } from "../../lib/i18n.tsx";
import { ReceiptStatus } from "./receipt-status.tsx";

const payment = (state: PaymentState, over: Partial<PaymentView> = {}): PaymentView => ({
  id: "9b0f4f0e-1c1a-4a47-9d1e-0d2a5e4f6a01",
  purpose: "recharge",
  state,
  amountIqd: 10_000,
  msisdnMasked: "0780 ••• ••56",
  provider: "sandbox",
  createdAt: "2026-11-22T08:00:00.000Z",
  updatedAt: "2026-11-22T08:00:05.000Z",
  fulfilledAt: null,
  reason: null,
  reasonMessage: null,
  continueUrl: null,
  cancellable: false,
  refreshAfterSeconds: null,
  ...over,
});

function render(view: PaymentView) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <I18nProvider code="ar" messages={catalogue.ar}>
          <ReceiptStatus payment={view} />
        </I18nProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub />);
}

test("an open payment is a wait, not an error: it says so and refreshes itself, also without JavaScript", () => {
  for (const state of ["created", "pending", "succeeded"] as const) {
    const html = render(payment(state, { refreshAfterSeconds: 3 }));
    expect(html).toContain("جارٍ تأكيد دفعتك");
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="3"></noscript>');
    expect(html).not.toContain("حاول مرة أخرى");
  }
});

test("each outcome has its own words; only the ones where nothing was charged offer to try again", () => {
  const done = render(payment("fulfilled", { fulfilledAt: "2026-11-22T08:00:09.000Z" }));
  expect(done).toContain("تم استلام الدفعة");
  expect(done).toContain("تمت إضافة");
  expect(render(payment("fulfilled", { purpose: "bill" }))).toContain("من فاتورة الرقم");
  const declined = render(payment("failed", { reason: "declined" }));
  expect(declined).toContain("تم رفض الدفع. لم يُخصم أي مبلغ.");
  expect(declined).toContain('href="/ar/prepaid/recharge-my-prepaid-line?method=online"');
  expect(render(payment("expired"))).toContain("لم تكتمل عملية الدفع في الوقت المحدد. لم يُخصم أي مبلغ.");
  const refunded = render(payment("refunded", { reason: "line_not_in_service" }));
  expect(refunded).toContain("تعذّر تطبيق الدفعة، لذا أُعيد المبلغ إليك");
  expect(refunded).not.toContain("<noscript>");
});

test("a refund being retried says the money is on its way back and whom to call; a cancelled one that nothing was charged", () => {
  const refunding = render(payment("refund_failed", { reason: "amount_mismatch" }));
  expect(refunding).toContain("نعمل على إعادة أموالك");
  expect(refunding).toContain("107");
  expect(refunding).not.toContain("أُعيد المبلغ إليك");
  expect(refunding).not.toContain("حاول مرة أخرى");
  const cancelled = render(payment("cancelled", { reason: "abandoned" }));
  expect(cancelled).toContain("أُلغيت عملية الدفع. لم يُخصم أي مبلغ.");
  expect(cancelled).not.toContain("تم رفض الدفع");
});

test("a payment not paid at the gateway yet offers to continue paying there or to cancel it, without JavaScript", () => {
  const html = render(
    payment("pending", {
      refreshAfterSeconds: 3,
      cancellable: true,
      continueUrl: "http://localhost:3000/sandbox-gateway/pay/sbx_abc",
    }),
  );
  expect(html).toContain("لديك دفعة غير مكتملة");
  expect(html).toContain('href="http://localhost:3000/sandbox-gateway/pay/sbx_abc"');
  expect(html).toContain("متابعة الدفع");
  expect(html).toMatch(/<form[^>]*method="post"[^>]*>.*name="intent" value="cancel-payment".*إلغاء الدفعة/s);
  // Nobody is paying at the gateway, so the page does not keep reloading under the buttons.
  expect(html).not.toContain("<noscript>");
  expect(html).not.toContain("جارٍ تأكيد دفعتك");
});
