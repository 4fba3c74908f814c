import { readdir } from "node:fs/promises";
import { createServer } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { testApi } from "../../../tests/api.ts";
import { testConfig } from "../../../tests/config.ts";
import { withRollback } from "../../../tests/database.ts";
import { heicImage, pngImage, textFile } from "../../../tests/factories/images.ts";
import { createUpload, headUpload, newUploadToken, patchUpload, uploadWhole } from "../../../tests/tus.ts";
import { localFileStorage, privateFilesDir } from "../../adapters/storage/file-storage.ts";
import { stagingDir } from "../../adapters/storage/upload-staging.ts";
import { privateFiles } from "../../db/schema/index.ts";
import { claimUpload } from "../../domain/files/private-files.ts";
import { translate } from "../../i18n/catalogue.ts";

/** Sends a PATCH for the whole file over a socket, stops after `sent` bytes, and drops the connection. */
async function cutUpload(
  api: { fetch: (r: Request) => Promise<Response> },
  location: string,
  token: string,
  image: Uint8Array,
  sent: number,
) {
  const server = createServer(getRequestListener(api.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const socket = connect(port, "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("connect", resolve));
  socket.write(
    [
      `PATCH ${location} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      "Tus-Resumable: 1.0.0",
      "Upload-Offset: 0",
      "Content-Type: application/offset+octet-stream",
      `Content-Length: ${image.byteLength}`,
      "X-API-Key: zain-web-public",
      `X-Upload-Token: ${token}`,
      "",
      "",
    ].join("\r\n"),
  );
  socket.write(image.slice(0, sent));
  // Long enough for the bytes that arrived to reach the staging file, as on a slow link.
  await new Promise((resolve) => setTimeout(resolve, 300));
  socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

const stagedFiles = async (dataDir: string) => readdir(stagingDir(dataDir)).catch(() => [] as string[]);

test("a good photo uploads with tus, lands in private storage under a name of ours, and can be claimed by its token", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const token = newUploadToken();
    const image = pngImage(800, 600);
    const { response, id, location } = await uploadWhole(api, image, { token });
    expect(location).toMatch(/^\/api\/v1\/uploads\/[0-9a-f-]{36}$/);
    expect(response.status).toBe(204);
    expect(response.headers.get("upload-offset")).toBe(String(image.byteLength));

    const [row] = await db.select().from(privateFiles).where(eq(privateFiles.id, id));
    expect(row).toMatchObject({ purpose: "id_front", ownerRef: null, mime: "image/png", width: 800, height: 600 });
    expect(row?.key).toMatch(/^kyc\/[0-9a-f-]{36}\.png$/);
    expect(row?.key).not.toContain(id);
    expect(row?.uploadOwner).not.toBe(token);
    // Unclaimed, it goes in a day.
    expect(row?.deleteAfter?.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const storage = localFileStorage(privateFilesDir(api.config.dataDir));
    expect(await storage.get(row?.key ?? "")).toEqual(image);
    // The staged copy is gone once the bytes are in storage.
    expect(await stagedFiles(api.config.dataDir)).toEqual([]);

    await expect(
      claimUpload(db, { uploadId: id, uploadToken: newUploadToken(), purpose: "id_front", ownerRef: "kyc:a" }),
    ).rejects.toMatchObject({ code: "upload_not_found" });
    await expect(
      claimUpload(db, { uploadId: id, uploadToken: token, purpose: "selfie", ownerRef: "kyc:a" }),
    ).rejects.toMatchObject({ code: "upload_not_found" });
    expect(await claimUpload(db, { uploadId: id, uploadToken: token, purpose: "id_front", ownerRef: "kyc:a" })).toEqual(
      {
        key: row?.key,
        mime: "image/png",
        width: 800,
        height: 600,
        bytes: image.byteLength,
      },
    );
    // Once claimed by one record, nobody else's claim gets it.
    await expect(
      claimUpload(db, { uploadId: id, uploadToken: token, purpose: "id_front", ownerRef: "kyc:b" }),
    ).rejects.toMatchObject({ code: "upload_not_found" });
  }));

test("an upload cut in the middle resumes: HEAD gives the offset kept, a PATCH from there finishes it", () =>
  withRollback(async (handle, db) => {
    const api = testApi(handle);
    const token = newUploadToken();
    const image = pngImage(900, 700);
    const created = await createUpload(api, { token, length: image.byteLength });
    expect(created.status).toBe(201);
    const location = created.headers.get("location") ?? "";

    // The phone's connection drops after the first 200 KB: a real socket to a real server, closed
    // mid-body, as a lost signal does it.
    const sent = 200 * 1024;
    await cutUpload(api, location, token, image, sent);

    const head = await headUpload(api, location, token);
    expect(head.status).toBe(200);
    expect(head.headers.get("upload-length")).toBe(String(image.byteLength));
    const offset = Number(head.headers.get("upload-offset"));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(sent);

    const rest = await patchUpload(api, location, { token, offset, body: image.slice(offset) });
    expect(rest.status).toBe(204);
    const id = location.split("/").at(-1) ?? "";
    const [row] = await db.select().from(privateFiles).where(eq(privateFiles.id, id));
    const stored = await localFileStorage(privateFilesDir(api.config.dataDir)).get(row?.key ?? "");
    expect(stored).toEqual(image);
  }));

test("only the token that created an upload can see, continue or read it; staged bytes are never served", () =>
  withRollback(async (handle) => {
    const api = testApi(handle);
    const token = newUploadToken();
    const created = await createUpload(api, { token, length: 100_000 });
    const location = created.headers.get("location") ?? "";
    const other = await headUpload(api, location, newUploadToken());
    expect(other.status).toBe(404);
    const patch = await patchUpload(api, location, { token: newUploadToken(), offset: 0, body: new Uint8Array(10) });
    expect(patch.status).toBe(404);
    expect(await patch.json()).toMatchObject({ code: "upload_not_found" });
    const get = await api.fetch(
      new Request(`http://localhost${location}`, {
        headers: { "X-API-Key": "zain-web-public", "X-Upload-Token": token },
      }),
    );
    expect(get.status).toBe(404);
    // Without the API key nothing starts at all.
    const noKey = await api.fetch(new Request("http://localhost/api/v1/uploads", { method: "POST" }));
    expect(noKey.status).toBe(403);
  }));

const refusals = [
  { name: "not an image", file: () => textFile(), code: "file_type_not_allowed", status: 422 },
  { name: "an iPhone HEIC photo", file: () => heicImage(), code: "file_type_heic", status: 422 },
  { name: "a picture of tiny dimensions", file: () => pngImage(300, 200), code: "image_too_small", status: 422 },
] as const;

for (const refusal of refusals) {
  test(`${refusal.name} is refused when it arrives, with ${refusal.code} in en, ar and ku, and is not kept`, () =>
    withRollback(async (handle, db) => {
      const api = testApi(handle);
      for (const [language, locale] of [
        ["en", "en"],
        ["ar", "ar"],
        ["ckb", "ku"],
      ] as const) {
        const { response, id } = await uploadWhole(api, refusal.file(), { token: newUploadToken(), language });
        expect(response.status).toBe(refusal.status);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        const body = await response.json();
        expect(body.code).toBe(refusal.code);
        expect(body.message).toBe(
          translate(locale, `errors.${refusal.code}`, { minWidth: 600, minHeight: 400, minKb: 30, maxMb: 8 }),
        );
        expect(body.requestId).toEqual(expect.any(String));
        expect(await db.select().from(privateFiles).where(eq(privateFiles.id, id))).toEqual([]);
      }
      expect(await stagedFiles(api.config.dataDir)).toEqual([]);
    }));
}

test("a file over the limit is refused before a byte is sent (413), and a thumbnail too (422), in the caller's language", () =>
  withRollback(async (handle) => {
    const api = testApi(handle, { config: testConfig({ UPLOAD_MAX_BYTES: String(1024 * 1024) }) });
    const big = await createUpload(api, { token: newUploadToken(), length: 2 * 1024 * 1024, language: "ar" });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({
      code: "file_too_large",
      message: translate("ar", "errors.file_too_large", { maxMb: 1 }),
    });
    const small = await createUpload(api, { token: newUploadToken(), length: 12_000, language: "ckb" });
    expect(small.status).toBe(422);
    expect(await small.json()).toMatchObject({
      code: "file_too_small",
      message: translate("ku", "errors.file_too_small", { minKb: 30 }),
    });
    // A flat picture that compresses below the minimum is caught by its real size too.
    const flat = pngImage(1000, 800, { noise: false });
    expect(flat.byteLength).toBeLessThan(30 * 1024);
    const noToken = await createUpload(api, { token: null, length: 100_000 });
    expect(noToken.status).toBe(422);
    expect(await noToken.json()).toMatchObject({ code: "upload_token_invalid" });
    const noPurpose = await createUpload(api, { token: newUploadToken(), length: 100_000, purpose: "passport" });
    expect(await noPurpose.json()).toMatchObject({ code: "upload_purpose_invalid" });
  }));
