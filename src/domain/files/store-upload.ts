/**
 * The end of both upload paths (tus and the plain form): check the image, move its bytes into
 * private file storage under a name of ours, and record it unclaimed, to be deleted in a day unless
 * the step that asked for it claims it (claimUpload).
 */
import { createHash, randomUUID } from "node:crypto";
import type { FileStorage } from "../../adapters/storage/file-storage.ts";
import { type FilePurpose, imageMinimumOf, storagePrefixOf } from "../../contracts/files.ts";
import type { Db } from "../../db/client.server.ts";
import { privateFiles } from "../../db/schema/index.ts";
import { checkImage } from "./image-checks.ts";

/** An unclaimed upload is kept this long: enough to finish the form, no longer. */
export const UNCLAIMED_FILE_TTL_MS = 24 * 60 * 60_000;

export type StoredUpload = { uploadId: string; mime: string; width: number; height: number; bytes: number };

export async function storeUpload(
  db: Db,
  storage: FileStorage,
  a: { uploadId: string; bytes: Uint8Array; purpose: FilePurpose; uploadOwner: string; maxBytes: number; now: Date },
): Promise<StoredUpload> {
  const image = await checkImage(a.bytes, a.maxBytes, imageMinimumOf(a.purpose));
  // A name unrelated to the upload id, so nothing the client holds names the stored file.
  const key = `${storagePrefixOf(a.purpose)}/${randomUUID()}.${image.ext}`;
  await storage.put(key, a.bytes);
  try {
    await db.insert(privateFiles).values({
      id: a.uploadId,
      key,
      purpose: a.purpose,
      ownerRef: null,
      uploadOwner: a.uploadOwner,
      mime: image.mime,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
      sha256: createHash("sha256").update(a.bytes).digest("hex"),
      createdAt: a.now,
      deleteAfter: new Date(a.now.getTime() + UNCLAIMED_FILE_TTL_MS),
    });
  } catch (error) {
    // No row, no file: storage must not keep what nothing points to.
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  return { uploadId: a.uploadId, mime: image.mime, width: image.width, height: image.height, bytes: image.bytes };
}
