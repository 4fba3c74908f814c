/**
 * Resumable uploads of identity-document images with the tus protocol (1.0.0, creation,
 * termination and expiration), served by @tus/server at /api/v1/uploads. A client creates an
 * upload with its API key, an upload token (UPLOAD_TOKEN_HEADER, minted by the page) and the
 * metadata `purpose`; every later request for that upload must carry the same token. When the last
 * byte arrives the image is checked and moved to private storage (storeUpload); the upload's id is
 * what the form then sends. docs/decisions/049-private-uploads.md
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Server, type Upload } from "@tus/server";
import type { Context } from "hono";
import { stagingDir, stagingStore } from "../../adapters/storage/upload-staging.ts";
import { imageMinimumOf, isFilePurpose, UPLOAD_TOKEN_HEADER, UPLOADS_PATH } from "../../contracts/files.ts";
import { DomainError } from "../../domain/errors.ts";
import { storeUpload } from "../../domain/files/store-upload.ts";
import { ownsUpload, uploadOwnerOf } from "../../domain/files/upload-token.ts";
import type { RateRule } from "../../domain/limits/rate-limiter.ts";
import { translate } from "../../i18n/catalogue.ts";
import type { LocaleCode } from "../../i18n/locales.ts";
import type { ApiDeps, ApiEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { perClientLimit } from "../middleware/rate-limit.ts";
import { newRouter } from "../router.ts";

/** The tus paths: the API's general body limit skips them (tus enforces UPLOAD_MAX_BYTES itself). */
export const UPLOADS_API_PATH = /^\/api\/v1\/uploads(\/|$)/;

/** Uploads a client may start: an eKYC needs three, retries included; a flood of staging files is not. */
export const UPLOAD_CREATE_RULE = {
  name: "uploads:client",
  limit: 30,
  windowMs: 60 * 60_000,
  durable: false,
} satisfies RateRule;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A refusal tus sends as is: our error shape, in the caller's language. */
type Refusal = { status_code: number; body: string };
type RequestInfo = { locale: LocaleCode; requestId: string };

export function uploadRoutes(deps: ApiDeps) {
  const r = newRouter();
  const store = stagingStore(deps.config.dataDir);
  const maxBytes = deps.config.files.uploadMaxBytes;
  // tus hooks receive the Request only; what the API knows about it is kept beside it.
  const requests = new WeakMap<Request, RequestInfo>();

  const refusal = (req: Request, status: number, error: DomainError): Refusal => {
    const info = requests.get(req) ?? { locale: "en", requestId: "unknown" };
    const message = translate(info.locale, `errors.${error.code}`, error.details);
    return { status_code: status, body: JSON.stringify({ code: error.code, message, requestId: info.requestId }) };
  };

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: store,
    maxSize: maxBytes,
    // The browser reaches the API on the site's own origin, possibly behind a TLS proxy: a relative
    // Location is right whatever scheme and host the proxy saw.
    relativeLocation: true,
    // Same origin only: no Access-Control-Allow-Origin for anyone.
    allowedOrigins: [],
    allowedHeaders: [UPLOAD_TOKEN_HEADER, "X-API-Key"],
    namingFunction: () => randomUUID(),
    onUploadCreate: async (req, upload) => {
      const purpose = upload.metadata?.purpose;
      if (!isFilePurpose(purpose)) throw refusal(req, 422, new DomainError("invalid", "upload_purpose_invalid"));
      const owner = uploadOwnerOf(req.headers.get(UPLOAD_TOKEN_HEADER));
      if (!owner) throw refusal(req, 422, new DomainError("invalid", "upload_token_invalid"));
      // The length must be known now: a thumbnail is refused before a byte is sent.
      if (upload.size === undefined) throw refusal(req, 422, new DomainError("invalid", "upload_length_required"));
      const minBytes = imageMinimumOf(purpose).bytes;
      if (upload.size < minBytes) {
        throw refusal(req, 422, new DomainError("invalid", "file_too_small", { minKb: Math.round(minBytes / 1024) }));
      }
      // Only what we need is kept: not the file's name, not the browser's claimed type.
      return { metadata: { purpose, owner } };
    },
    onUploadFinish: async (req, upload) => {
      await finish(req, upload);
      return {};
    },
  });

  async function finish(req: Request, upload: Upload) {
    const purpose = upload.metadata?.purpose;
    const owner = upload.metadata?.owner;
    try {
      if (!isFilePurpose(purpose) || !owner) throw new DomainError("not_found", "upload_not_found");
      const bytes = new Uint8Array(await readFile(join(stagingDir(deps.config.dataDir), upload.id)));
      await storeUpload(deps.database.db, deps.storage, {
        uploadId: upload.id,
        bytes,
        purpose,
        uploadOwner: owner,
        maxBytes,
        now: new Date(),
      });
    } catch (error) {
      if (error instanceof DomainError) throw refusal(req, error.code === "file_too_large" ? 413 : 422, error);
      throw error;
    } finally {
      // Checked bytes now live in private storage; refused ones are not kept at all.
      await store.remove(upload.id).catch(() => undefined);
    }
  }

  r.use("/uploads", async (c, next) =>
    c.req.method === "POST" ? perClientLimit(UPLOAD_CREATE_RULE)(c, next) : next(),
  );

  const handle = async (c: Context<ApiEnv>, id: string | undefined) => {
    // Staged bytes are nobody's to read back: tus's GET is not offered.
    if (c.req.method === "GET") throw new ApiError(404, "upload_not_found");
    if (id !== undefined && c.req.method !== "OPTIONS") {
      const upload = UUID.test(id) ? await store.getUpload(id).catch(() => null) : null;
      // Another's upload, or none: the same answer, so ids cannot be probed.
      if (!upload || !ownsUpload(c.req.header(UPLOAD_TOKEN_HEADER), upload.metadata?.owner)) {
        throw new ApiError(404, "upload_not_found");
      }
    }
    requests.set(c.req.raw, { locale: c.var.locale, requestId: c.var.requestId });
    const response = await tus.handleWeb(c.req.raw);
    c.header("Cache-Control", "private, no-store");
    if (response.status < 400) return response;
    const body = await response.text();
    if (body.startsWith('{"code"')) {
      const headers = new Headers(response.headers);
      headers.set("Content-Type", "application/json");
      return new Response(body, { status: response.status, headers });
    }
    // tus's own refusals (too large, gone, offset mismatch...) in our one error shape.
    const status = response.status;
    if (status === 413) {
      throw new ApiError(413, "file_too_large", { values: { maxMb: Math.floor(maxBytes / 1048576) } });
    }
    if (status === 404 || status === 410) throw new ApiError(404, "upload_not_found");
    throw new ApiError(status === 409 ? 409 : 400, "upload_refused", {
      headers: Object.fromEntries(response.headers.entries()),
    });
  };
  r.all("/uploads", (c) => handle(c, undefined));
  r.all("/uploads/:id", (c) => handle(c, c.req.param("id")));
  return r;
}
