import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { catalogue } from "../../src/i18n/catalogue.ts";
import { ErrorView } from "../components/error-view.tsx";
import { formBodyGuard } from "./form-body.server.ts";
import { I18nProvider } from "./i18n.tsx";

const page = "http://localhost/ar/prepaid/recharge-my-prepaid-line";

/** Runs the guard as React Router does: the status it refuses with, or "next" when the action may run. */
async function outcome(init: RequestInit) {
  const request = new Request(page, { method: "POST", ...init });
  const next = async () => new Response("action ran");
  try {
    const response = await formBodyGuard(
      { request, params: { lang: "ar" }, context: new RouterContextProvider(), url: new URL(page), pattern: "" },
      next,
    );
    return response instanceof Response ? await response.text() : "nothing";
  } catch (thrown) {
    return statusOf(thrown);
  }
}

/** The status of a thrown `data(..., { status })`, which React Router renders as the route's error page. */
function statusOf(thrown: unknown) {
  const init = thrown && typeof thrown === "object" && "init" in thrown ? thrown.init : undefined;
  if (init && typeof init === "object" && "status" in init) return init.status;
  throw thrown;
}

test("a page form sent as something other than a form is a 415, before any action reads it", async () => {
  expect(await outcome({ headers: { "Content-Type": "application/json" }, body: '{"amount":1}' })).toBe(415);
  expect(await outcome({ headers: { "Content-Type": "text/plain" }, body: "amount=1" })).toBe(415);
  expect(await outcome({})).toBe(415);
});

test("a body that claims to be a form and does not parse is a 400", async () => {
  const broken = '--X\r\nContent-Disposition: form-data; name="amount"\r\n\r\n1000';
  expect(await outcome({ headers: { "Content-Type": "multipart/form-data; boundary=X" }, body: broken })).toBe(400);
  expect(await outcome({ headers: { "Content-Type": "multipart/form-data" }, body: "amount=1" })).toBe(400);
});

test("a real form passes, and the action can still read all of it", async () => {
  const form = new FormData();
  form.set("amount", "1000");
  expect(await outcome({ body: form })).toBe("action ran");
  expect(await outcome({ body: new URLSearchParams({ amount: "1000" }) })).toBe("action ran");
  const request = new Request(page, { method: "POST", body: new URLSearchParams({ amount: "1000" }) });
  const args = { request, params: {}, context: new RouterContextProvider(), url: new URL(page), pattern: "" };
  const read = await formBodyGuard(args, async () => new Response((await request.formData()).get("amount")));
  expect(read instanceof Response ? await read.text() : null).toBe("1000");
});

test("the refusal is the error page in the visitor's language", () => {
  for (const status of [400, 415]) {
    const Page = () => (
      <I18nProvider code="ku" messages={catalogue.ku}>
        <ErrorView status={status} />
      </I18nProvider>
    );
    const Stub = createRoutesStub([{ path: "/ku/myzain", Component: Page }]);
    const html = renderToStaticMarkup(<Stub initialEntries={["/ku/myzain"]} />);
    expect(html).toContain(catalogue.ku["error.badForm.title"]);
    expect(html).toContain(catalogue.ku["error.badForm.description"]);
  }
});
