/**
 * Private files after upload: claimed by the record they belong to, scheduled for deletion when
 * that record ends, deleted by the retention job, and read by a reviewer (audited).
 * docs/decisions/049-private-uploads.md
 */
import { and, asc, eq, isNull, lte, or } from "drizzle-orm";
import type { FileStorage } from "../../adapters/storage/file-storage.ts";
import type { FilePurpose } from "../../contracts/files.ts";
import type { Db } from "../../db/client.server.ts";
import { privateFiles } from "../../db/schema/index.ts";
import type { ServiceCall } from "../context.ts";
import { DomainError } from "../errors.ts";
import { recordAudit } from "../staff/audit.ts";
import { uploadOwnerOf } from "./upload-token.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Gives the upload to `ownerRef` (e.g. "kyc:<uuid>") and stops its one-day clock: it is then kept
 * until the owner schedules its deletion. Only the token that uploaded it can claim it, for the
 * purpose it was uploaded for; claiming again for the same owner is a no-op. Anything else is
 * `upload_not_found`, whether the upload is missing, expired, another's, or already claimed.
 */
export async function claimUpload(
  tx: Db,
  a: { uploadId: string; uploadToken: string; purpose: FilePurpose; ownerRef: string },
): Promise<{ key: string; mime: string; width: number; height: number; bytes: number }> {
  const owner = uploadOwnerOf(a.uploadToken);
  if (!owner || !UUID.test(a.uploadId)) throw new DomainError("not_found", "upload_not_found");
  const [claimed] = await tx
    .update(privateFiles)
    .set({ ownerRef: a.ownerRef, deleteAfter: null })
    .where(
      and(
        eq(privateFiles.id, a.uploadId),
        eq(privateFiles.uploadOwner, owner),
        eq(privateFiles.purpose, a.purpose),
        or(isNull(privateFiles.ownerRef), eq(privateFiles.ownerRef, a.ownerRef)),
      ),
    )
    .returning({
      key: privateFiles.key,
      mime: privateFiles.mime,
      width: privateFiles.width,
      height: privateFiles.height,
      bytes: privateFiles.bytes,
    });
  if (!claimed) throw new DomainError("not_found", "upload_not_found");
  return claimed;
}

/** Every file of `ownerRef` is deleted at `at` (e.g. the order's end + ID_DOCUMENT_RETENTION_DAYS). */
export async function scheduleDeletion(tx: Db, ownerRef: string, at: Date): Promise<number> {
  const rows = await tx
    .update(privateFiles)
    .set({ deleteAfter: at })
    .where(eq(privateFiles.ownerRef, ownerRef))
    .returning({ id: privateFiles.id });
  return rows.length;
}

/** Files deleted per run; the hourly job catches up on a backlog over a few runs. */
const BATCH = 500;

/**
 * The retention job: each due file is removed from storage, then its row. A crash between the two
 * leaves the row, so the next run deletes the (already missing) file again and then the row.
 */
export async function deleteDueFiles(db: Db, storage: FileStorage, now: Date): Promise<{ files: number }> {
  const due = await db
    .select({ id: privateFiles.id, key: privateFiles.key })
    .from(privateFiles)
    .where(lte(privateFiles.deleteAfter, now))
    .orderBy(asc(privateFiles.deleteAfter))
    .limit(BATCH);
  for (const file of due) {
    await storage.delete(file.key);
    await db.delete(privateFiles).where(eq(privateFiles.id, file.id));
  }
  return { files: due.length };
}

export type PrivateFileContent = { key: string; mime: string; bytes: Uint8Array<ArrayBuffer> };

/**
 * A reviewer (staff or operator) reads a file by its key; the view is audited. A key that is not
 * a private file, or whose bytes are gone, is `file_not_found`.
 */
export async function readPrivateFile({ ctx, input }: ServiceCall<{ key: string }>): Promise<PrivateFileContent> {
  const [file] = await ctx.db
    .select({
      id: privateFiles.id,
      key: privateFiles.key,
      mime: privateFiles.mime,
      purpose: privateFiles.purpose,
      ownerRef: privateFiles.ownerRef,
    })
    .from(privateFiles)
    .where(eq(privateFiles.key, input.key));
  if (!file) throw new DomainError("not_found", "file_not_found");
  // Customer care reads the screenshots sent with tickets, never identity documents.
  if (ctx.staff?.kind === "staff" && ctx.staff.role === "care" && file.purpose !== "screenshot") {
    throw new DomainError("not_found", "file_not_found");
  }
  const bytes = await ctx.env.storage.get(file.key);
  if (!bytes) throw new DomainError("not_found", "file_not_found");
  await recordAudit(ctx.db, ctx, {
    action: "private_file.viewed",
    subjectType: "private_file",
    subjectId: file.id,
    after: { purpose: file.purpose, ownerRef: file.ownerRef },
  });
  // A copy on its own ArrayBuffer, as a Response body wants it.
  return { key: file.key, mime: file.mime, bytes: new Uint8Array(bytes) };
}
