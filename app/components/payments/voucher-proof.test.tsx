import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { catalogue } from "../../../src/i18n/catalogue.ts";
import { I18nProvider } from "../../lib/i18n.tsx";
import type { PaymentFormResult, RechargeProof } from "../../lib/payments.ts";
import { VoucherForm } from "./voucher-form.tsx";
import { ProofCode } from "./voucher-proof.tsx";

const NUMBER = "07901234567";
const result = (proof: RechargeProof): PaymentFormResult => ({
  intent: "voucher",
  errors: null,
  code: proof.step === "offer" ? "voucher_number_locked" : null,
  values: { msisdn: NUMBER, code: "12345678901234" },
  recharge: null,
  proof,
});

function render(node: React.ReactNode) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <I18nProvider code="ku" messages={catalogue.ku}>
          {node}
        </I18nProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub />);
}

const preset = { selected: "other", typed: "" };

test("a locked number's card form offers, as a plain form, a code by SMS in the visitor's language", () => {
  const html = render(
    <VoucherForm token="t" lines={[]} preset={preset} result={result({ step: "offer", msisdn: NUMBER })} />,
  );
  expect(html).toContain('name="intent" value="proof-start"');
  expect(html).toContain(`name="msisdn" value="${NUMBER}"`);
  expect(html).toContain(catalogue.ku["payments.proof.offer"]);
  expect(html).toContain('<bdi dir="ltr">0790 123 4567</bdi>');
});

test("the code step posts the flow and the card back; once proved, the card form carries the ticket", () => {
  const code = render(
    <ProofCode
      proof={{ step: "code", msisdn: NUMBER, flowId: "flow-123" }}
      result={result({ step: "code", msisdn: NUMBER, flowId: "flow-123" })}
    />,
  );
  expect(code).toContain('name="intent" value="proof-verify"');
  expect(code).toContain('name="flowId" value="flow-123"');
  expect(code).toContain('name="smsCode"');
  expect(code).toContain('name="code" value="12345678901234"');
  const proved = render(
    <VoucherForm
      token="t"
      lines={[]}
      preset={preset}
      result={result({ step: "proved", msisdn: NUMBER, ticket: "ticket-abc" })}
    />,
  );
  expect(proved).toContain('name="proof" value="ticket-abc"');
  expect(proved).toContain(catalogue.ku["payments.proof.proved"]);
  expect(proved).not.toContain("proof-start");
});
