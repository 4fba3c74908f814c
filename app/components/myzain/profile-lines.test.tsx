import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import type { LineSummary } from "../../../src/contracts/api/lines.ts";
import { catalogue, translate } from "../../../src/i18n/catalogue.ts";
import { I18nProvider } from "../../lib/i18n.tsx";
import { ProfileLines } from "./profile-lines.tsx";

const line = (id: string, over: Partial<LineSummary>): LineSummary => ({
  id,
  msisdn: "9647800000041",
  billing: "prepaid",
  kind: "mobile",
  status: "active",
  suspension: null,
  balanceIqd: 0,
  creditLimitIqd: 0,
  ...over,
});

/** The lines section as the server draws it, in `code`, inside a router (it holds forms). */
function render(code: "en" | "ar" | "ku", lines: LineSummary[]) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <I18nProvider code={code} messages={catalogue[code]}>
          <ProfileLines lines={lines} outcome={undefined} />
        </I18nProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub />);
}

const byOperator = line("op", {
  status: "suspended",
  suspension: { by: "operator", reasonCode: "unpaid_bills", since: "2026-11-01T09:00:00.000Z" },
});
const byCustomer = line("own", {
  msisdn: "9647800000042",
  status: "suspended",
  suspension: { by: "customer", reasonCode: "lost_or_stolen", since: "2026-11-01T09:00:00.000Z" },
});

for (const code of ["en", "ar", "ku"] as const) {
  test(`${code}: a line the operator suspended says so, with the reason in words and what to do, and offers no resume`, () => {
    const html = render(code, [byOperator]);
    const text = (key: string) => translate(code, key).replaceAll("'", "&#x27;");
    expect(html).toContain(text("profile.lines.suspendedByOperator"));
    expect(html).toContain(text("profile.lines.reason.unpaid_bills"));
    expect(html).toContain(text("profile.lines.help.unpaid_bills"));
    expect(html).not.toContain('value="resume"');
    expect(html).not.toContain(text("profile.lines.resume"));
  });
}

test("the customer's own suspension keeps its resume button, and an active line its suspend form", () => {
  const html = render("ar", [byCustomer, line("active", { msisdn: "9647800000043" })]);
  expect(html).toContain('name="intent" value="resume"');
  expect(html).toContain('name="target" value="own"');
  expect(html).toContain('name="intent" value="suspend"');
  expect(html).not.toContain(translate("ar", "profile.lines.suspendedByOperator"));
});
