import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import type { BillDue, PaymentOptions } from "../../../src/contracts/api/payments.ts";
import { catalogue } from "../../../src/i18n/catalogue.ts";
import { I18nProvider } from "../../lib/i18n.tsx";
import { BillDuePanel } from "./bill-due.tsx";

const options: PaymentOptions = {
  online: { gateway: "sandbox", test: true },
  limits: { minIqd: 1000, maxIqd: 250_000, dailyPerNumberIqd: 500_000 },
  presets: [5000, 10_000],
};

const due = (over: Partial<BillDue>): BillDue => ({
  msisdnMasked: "0780 ••• ••04",
  holderMasked: "T••••• F•••• S•••••",
  amountDueIqd: 42_500,
  dueAt: "2026-11-10T21:00:00.000Z",
  overdue: true,
  paymentPending: false,
  ...over,
});

/** The panel as the server draws it, in Arabic, inside a router (it holds a form). */
function render(bill: BillDue, opts = options, amount: number | null = null) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <I18nProvider code="ar" messages={catalogue.ar}>
          <BillDuePanel
            msisdn="07800000004"
            due={bill}
            options={opts}
            token="k.1.s"
            amount={amount}
            result={undefined}
          />
        </I18nProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub />);
}

test("a bill due shows the amount, the masked holder, the date marked overdue, and pays all by default", () => {
  const html = render(due({}));
  expect(html).toContain("٤٢٬٥٠٠");
  expect(html).toContain("T••••• F•••• S•••••");
  expect(html).toContain('class="bill-overdue"');
  expect(html).toContain("متأخرة");
  expect(html).toContain('<input type="radio" name="choice" checked="" value="all"/>');
  expect(html).toContain('name="msisdn" value="07800000004"');
  expect(html).toContain('name="due" value="42500"');
});

test("nothing due reads the same whoever the number belongs to, with no form", () => {
  const html = render(due({ amountDueIqd: 0, holderMasked: null, dueAt: null, overdue: false }));
  expect(html).toContain("لا توجد فاتورة مستحقة الدفع على الرقم");
  expect(html).not.toContain("<form");
});

test("a payment being confirmed, or online payment switched off, offers no second payment", () => {
  expect(render(due({ paymentPending: true }))).not.toContain("<form");
  const off = render(due({}), { ...options, online: null });
  expect(off).not.toContain("<form");
  expect(off).toContain("الدفع الإلكتروني غير متاح حالياً");
});

test("a bill page's Pay this bill names its amount: less than all that is due, it is the part chosen", () => {
  const part = render(due({}), options, 30_000);
  expect(part).toContain('<input type="radio" name="choice" checked="" value="part"/>');
  expect(part).toContain('value="30000"');
  // All that is due, or more, is simply the whole amount.
  expect(render(due({}), options, 42_500)).toContain('<input type="radio" name="choice" checked="" value="all"/>');
});
