/**
 * A minimal tus 1.0.0 client over the API's fetch handler, for tests at the HTTP level: what a tus
 * library sends, request by request.
 */
import { randomBytes } from "node:crypto";
import { call } from "./api.ts";

type Api = { fetch: (r: Request) => Promise<Response> };

export const newUploadToken = () => randomBytes(32).toString("base64url");

const b64 = (value: string) => Buffer.from(value).toString("base64");

export async function createUpload(
  api: Api,
  a: { token: string | null; length: number; purpose?: string; language?: string },
): Promise<Response> {
  const headers: Record<string, string> = {
    "Tus-Resumable": "1.0.0",
    "Upload-Length": String(a.length),
    "Upload-Metadata": `purpose ${b64(a.purpose ?? "id_front")},filename ${b64("IMG_0042.png")}`,
    "Accept-Language": a.language ?? "en",
  };
  if (a.token) headers["X-Upload-Token"] = a.token;
  return call(api, "/api/v1/uploads", { method: "POST", headers });
}

export function patchUpload(
  api: Api,
  location: string,
  a: { token: string; offset: number; body: BodyInit; language?: string },
): Promise<Response> {
  return call(api, location, {
    method: "PATCH",
    headers: {
      "Tus-Resumable": "1.0.0",
      "Upload-Offset": String(a.offset),
      "Content-Type": "application/offset+octet-stream",
      "X-Upload-Token": a.token,
      "Accept-Language": a.language ?? "en",
    },
    body: a.body,
    duplex: "half",
  } as RequestInit);
}

export function headUpload(api: Api, location: string, token: string): Promise<Response> {
  return call(api, location, { method: "HEAD", headers: { "Tus-Resumable": "1.0.0", "X-Upload-Token": token } });
}

/** Creates and sends a whole file; answers the final PATCH and the upload's id. */
export async function uploadWhole(
  api: Api,
  bytes: Uint8Array,
  a: { token: string; purpose?: string; language?: string },
): Promise<{ response: Response; id: string; location: string }> {
  const created = await createUpload(api, { ...a, length: bytes.byteLength });
  if (created.status !== 201) return { response: created, id: "", location: "" };
  const location = created.headers.get("location") ?? "";
  const response = await patchUpload(api, location, { ...a, offset: 0, body: bytes as Uint8Array<ArrayBuffer> });
  return { response, id: location.split("/").at(-1) ?? "", location };
}
