import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { type WebEnv, webEnvContext } from "../app/context.ts";
import { receiveFormUploads, UPLOAD_TOKEN_FIELD, uploadIdField } from "../app/lib/form-uploads.server.ts";
import { toPublicConfig } from "../src/config/public-config.ts";
import { privateFiles } from "../src/db/schema/index.ts";
import { claimUpload } from "../src/domain/files/private-files.ts";
import { translate } from "../src/i18n/catalogue.ts";
import { testApi } from "./api.ts";
import { withRollback } from "./database.ts";
import { pngImage, textFile } from "./factories/images.ts";
import { newUploadToken } from "./tus.ts";

function pageContext(api: ReturnType<typeof testApi>) {
  const context = new RouterContextProvider();
  context.set(webEnvContext, {
    config: toPublicConfig(api.config),
    apiBaseUrl: "http://localhost:3000/api/v1",
    apiTransport: api.fetch,
    requestId: "form-upload-test-1",
    clientIp: "198.51.100.7",
    clientIpSignature: "unsigned",
  } as WebEnv);
  return context;
}

const posted = (form: FormData) => new Request("http://localhost:3000/ar/ekyc/step-2", { method: "POST", body: form });

test("without JavaScript, a step's form posts photos that are checked and stored like a tus upload, or refused in the page's language", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const token = newUploadToken();
    const form = new FormData();
    form.set(UPLOAD_TOKEN_FIELD, token);
    form.set("name", "Zahra Ali");
    form.set("front", new File([pngImage(1000, 640)], "front.png", { type: "image/png" }));
    form.set("back", new File([textFile()], "back.jpg", { type: "image/jpeg" }));
    form.set(uploadIdField("selfie"), "0f8fad5b-d9cb-469f-a165-70867728950e");

    const result = await receiveFormUploads(pageContext(api), posted(form), "ar", {
      front: "id_front",
      back: "id_back",
      selfie: "selfie",
    });
    expect(result?.token).toBe(token);
    expect(result?.form.get("name")).toBe("Zahra Ali");
    expect(result?.form.has("front")).toBe(false);
    const front = result?.uploads.front;
    expect(front).toEqual({ uploadId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(result?.uploads.back).toEqual({
      error: { code: "file_type_not_allowed", message: translate("ar", "errors.file_type_not_allowed") },
    });
    // The component's upload, already done, is passed through for the step to claim.
    expect(result?.uploads.selfie).toEqual({ uploadId: "0f8fad5b-d9cb-469f-a165-70867728950e" });

    const uploadId = front && "uploadId" in front ? front.uploadId : "";
    const [row] = await db.select().from(privateFiles).where(eq(privateFiles.id, uploadId));
    expect(row).toMatchObject({ purpose: "id_front", width: 1000, height: 640, ownerRef: null });
    await expect(
      claimUpload(db, { uploadId, uploadToken: token, purpose: "id_front", ownerRef: "kyc:form" }),
    ).resolves.toMatchObject({ mime: "image/png" });
  }));

test("a form over the step's limit is not read at all", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const request = new Request("http://localhost:3000/en/ekyc/step-1", {
      method: "POST",
      headers: {
        "Content-Length": String(4 * api.config.files.uploadMaxBytes),
        "Content-Type": "multipart/form-data; boundary=x",
      },
      body: "--x--",
    });
    expect(await receiveFormUploads(pageContext(api), request, "en", { front: "id_front" })).toBeNull();
  }));

test("a photo posted with a malformed upload token is refused in the page's language, not a server error", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const form = new FormData();
    // Text that cannot travel in an HTTP header, as a hostile or broken client may post.
    form.set(UPLOAD_TOKEN_FIELD, "㈧𞢤𐛴⊍𖭽");
    form.set("front", new File([pngImage(1000, 640)], "front.png", { type: "image/png" }));
    const result = await receiveFormUploads(pageContext(api), posted(form), "ar", { front: "id_front" });
    expect(result?.token).toBeNull();
    expect(result?.uploads.front).toMatchObject({ error: { message: expect.stringMatching(/[\u0600-\u06ff]/) } });
  }));
