/**
 * The identity check's steps as a browser without JavaScript posts them: photos as files (uploaded
 * through the real tus endpoint), details as fields; refused with a 4xx and messages beside the
 * fields, or kept in the draft cookie on the way to the next step.
 */
import type { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { translate } from "../../../src/i18n/catalogue.ts";
import { testApi } from "../../../tests/api.ts";
import { withRollback } from "../../../tests/database.ts";
import { pngImage, textFile } from "../../../tests/factories/images.ts";
import { webContext } from "../../../tests/web-context.ts";
import { newOrderDraft, type OrderDraft, orderDraftCookie, readOrderDraft } from "../../lib/order-draft.server.ts";
import { action as detailsAction, loader as detailsLoader } from "./details.tsx";
import { action as photosAction, loader as photosLoader } from "./photos.tsx";
import { loader as selfieLoader } from "./selfie.tsx";

type Api = ReturnType<typeof testApi>;

const pageContext = (api: Api) => webContext(api);

/** A new eSIM line with its number chosen: the identity steps come next. */
const simDraft = (): OrderDraft => ({
  ...newOrderDraft([{ type: "new_line", offering: "new-sim", sim: "esim", msisdn: "07801234567" }]),
  fulfilment: "esim",
});

const cookieHeader = (context: RouterContextProvider, draft: OrderDraft) =>
  orderDraftCookie(context, draft).split(";")[0] ?? "";

type Handler = (args: {
  request: Request;
  params: { lang: string };
  context: RouterContextProvider;
  url: URL;
  pattern: string;
}) => unknown;

/** Runs a loader or action as the router would, and returns what it answered or threw. */
async function run(handler: Handler, context: RouterContextProvider, request: Request, lang: string) {
  try {
    return await handler({ request, params: { lang }, context, url: new URL(request.url), pattern: "" });
  } catch (thrown) {
    return thrown;
  }
}

async function post(context: RouterContextProvider, draft: OrderDraft | null, path: string, form: FormData) {
  const url = `http://localhost${path}`;
  const headers = draft ? { cookie: cookieHeader(context, draft) } : undefined;
  const handler = (path.endsWith("step-3") ? detailsAction : photosAction) as Handler;
  return run(handler, context, new Request(url, { method: "POST", body: form, headers }), path.split("/")[1] ?? "en");
}

type Refused = {
  type: "DataWithResponseInit";
  data: { errors: { fields: Record<string, unknown> } };
  init: ResponseInit;
};
const refused = (result: unknown) => result as Refused;

/** The draft a response sets, read as the next request would. */
function draftSetBy(context: RouterContextProvider, response: Headers | Record<string, string> | undefined) {
  const cookie = new Headers(response).get("set-cookie")?.split(";")[0] ?? "";
  return readOrderDraft(context, new Request("http://localhost/", { headers: { cookie } }));
}

const photoForm = (draft: OrderDraft, files: Record<string, Uint8Array<ArrayBuffer>>) => {
  const form = new FormData();
  form.set("upload_token", draft.uploadToken);
  for (const [name, bytes] of Object.entries(files)) form.set(name, new File([bytes], `${name}.png`));
  return form;
};

test("without an order the steps explain how to start one (200); a later step sends back to the first missing one", () =>
  withRollback(async (handle) => {
    const context = pageContext(testApi(handle));
    const bare = new Request("http://localhost/ku/ekyc/step-1");
    expect(await run(photosLoader as Handler, context, bare, "ku")).toBeNull();
    const withDraft = new Request("http://localhost/ku/ekyc/step-2", {
      headers: { cookie: cookieHeader(context, simDraft()) },
    });
    const sent = (await run(selfieLoader as Handler, context, withDraft, "ku")) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/ku/ekyc/step-1");
  }));

test("card photos missing: 400 with a message beside each photo", () =>
  withRollback(async (handle) => {
    const context = pageContext(testApi(handle));
    const draft = simDraft();
    const result = refused(await post(context, draft, "/ar/ekyc/step-1", photoForm(draft, {})));
    expect(result.init.status).toBe(400);
    expect(result.data.errors.fields).toEqual({
      front: { key: "ekyc.photoMissing.front" },
      back: { key: "ekyc.photoMissing.back" },
    });
  }));

test("a file that is not a photo is refused in the page's language; the good photo beside it is kept", () =>
  withRollback(async (handle) => {
    const context = pageContext(testApi(handle));
    const draft = simDraft();
    const form = photoForm(draft, { front: pngImage(1000, 640), back: textFile() });
    const result = refused(await post(context, draft, "/ku/ekyc/step-1", form));
    expect(result.init.status).toBe(400);
    expect(result.data.errors.fields).toEqual({ back: { text: translate("ku", "errors.file_type_not_allowed") } });
    const kept = draftSetBy(context, result.init.headers as Record<string, string>);
    expect(kept?.photos.front).toMatch(/^[0-9a-f-]{36}$/);
    expect(kept?.photos.back).toBeUndefined();
  }));

test("both card photos: kept in the draft, on to the selfie", () =>
  withRollback(async (handle) => {
    const context = pageContext(testApi(handle));
    const draft = simDraft();
    const form = photoForm(draft, { front: pngImage(1000, 640), back: pngImage(1000, 640) });
    const response = (await post(context, draft, "/en/ekyc/step-1", form)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en/ekyc/step-2");
    const next = draftSetBy(context, response.headers);
    expect(next?.photos).toEqual({ front: expect.any(String), back: expect.any(String) });
  }));

test("a form from an older draft (another upload token) is refused with 409", () =>
  withRollback(async (handle) => {
    const context = pageContext(testApi(handle));
    const form = photoForm(simDraft(), { front: pngImage(1000, 640) });
    const result = refused(await post(context, simDraft(), "/en/ekyc/step-1", form));
    expect(result.init.status).toBe(409);
  }));

const detailsDraft = (): OrderDraft => ({ ...simDraft(), photos: { front: "f", back: "b", selfie: "s" } });
const detailsForm = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

for (const lang of ["ar", "ku"] as const) {
  test(`a wrong card number and an under-18 birth date are refused with 400 and ${lang} messages`, () =>
    withRollback(async (handle) => {
      const context = pageContext(testApi(handle));
      const form = detailsForm({ fullName: "Zhino Aziz Omar", dateOfBirth: "2015-03-01", nationalId: "3991234567" });
      const result = refused(await post(context, detailsDraft(), `/${lang}/ekyc/step-3`, form));
      expect(result.init.status).toBe(400);
      expect(result.data.errors.fields).toEqual({
        dateOfBirth: { key: "errors.date_of_birth_invalid" },
        nationalId: { key: "validation.nationalId.format" },
      });
      for (const key of ["errors.date_of_birth_invalid", "validation.nationalId.format"]) {
        expect(translate(lang, key)).not.toBe(translate("en", key));
      }
    }));
}

test("details with Arabic-Indic digits are kept in Latin digits, the name becomes the order's name, on to the contact step", () =>
  withRollback(async (handle) => {
    const context = pageContext(testApi(handle));
    const form = detailsForm({ fullName: "Zhino Aziz Omar", dateOfBirth: "1990-05-21", nationalId: "١٩٩٠ ١٢٣٤ ٥٦٧٨" });
    const response = (await post(context, detailsDraft(), "/ku/ekyc/step-3", form)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/ku/order/contact");
    const next = draftSetBy(context, response.headers);
    expect(next?.identity).toEqual({
      fullName: "Zhino Aziz Omar",
      dateOfBirth: "1990-05-21",
      nationalId: "199012345678",
    });
    expect(next?.customerName).toBe("Zhino Aziz Omar");
  }));

test("the details step opens with what was kept", () =>
  withRollback(async (handle) => {
    const context = pageContext(testApi(handle));
    const draft = { ...detailsDraft(), identity: { fullName: "A B C", dateOfBirth: "1990-01-01", nationalId: "1" } };
    const request = new Request("http://localhost/en/ekyc/step-3", {
      headers: { cookie: cookieHeader(context, draft) },
    });
    const view = (await run(detailsLoader as Handler, context, request, "en")) as { identity: unknown; back: string };
    expect(view.identity).toEqual(draft.identity);
    expect(view.back).toBe("/en/ekyc/step-2");
  }));
