import { AwsClient } from "aws4fetch";
import type { FileStorageConfig } from "../../config/config.server.ts";
import { checkStorageKey, type FileStorage } from "./file-storage.ts";

type S3Settings = Extract<FileStorageConfig, { kind: "s3" }>;

/** A bucket that answered something other than success or "no such key". The secret never appears here. */
export class StorageError extends Error {
  constructor(operation: string, key: string, status: number) {
    super(`file storage: ${operation} ${key} answered ${status}`);
    this.name = "StorageError";
  }
}

/**
 * Private files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...), for several instances that
 * share no disk. Requests are signed with AWS Signature V4 by aws4fetch; the bucket must not be
 * public (nothing here sets an ACL, so objects take the bucket's default, private).
 * `fetchImpl` lets a test point the client at its own server.
 */
export function s3FileStorage(settings: S3Settings, fetchImpl: typeof fetch = fetch): FileStorage {
  const aws = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: "s3",
    region: settings.region,
    // A failed upload is retried by the caller (the client resumes); two quick tries cover a blip.
    retries: 2,
  });
  const endpoint = new URL(settings.endpoint);

  /** Path style (endpoint/bucket/key) or virtual-host style (bucket.endpoint/key). */
  function urlOf(key: string): string {
    const path = checkStorageKey(key).split("/").map(encodeURIComponent).join("/");
    if (settings.forcePathStyle) return `${endpoint.origin}/${settings.bucket}/${path}`;
    return `${endpoint.protocol}//${settings.bucket}.${endpoint.host}/${path}`;
  }

  async function send(method: string, key: string, body?: Uint8Array): Promise<Response> {
    const signed = await aws.sign(urlOf(key), {
      method,
      ...(body
        ? { body: body as Uint8Array<ArrayBuffer>, headers: { "Content-Type": "application/octet-stream" } }
        : {}),
    });
    return fetchImpl(signed);
  }

  return {
    async put(key, bytes) {
      const response = await send("PUT", key, bytes);
      await response.body?.cancel();
      if (!response.ok) throw new StorageError("put", key, response.status);
    },
    async get(key) {
      const response = await send("GET", key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new StorageError("get", key, response.status);
      }
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send("DELETE", key);
      await response.body?.cancel();
      // S3 answers 204 whether or not the key existed; some stores answer 404 for a missing one.
      if (!response.ok && response.status !== 404) throw new StorageError("delete", key, response.status);
    },
  };
}
